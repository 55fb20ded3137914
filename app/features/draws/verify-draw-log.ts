import { drawDueAt } from "./draw-method";
import { BEFORE_LOG_TEXT, type PublicDraw } from "./public-draw";
import { isObject, step, VERIFY_STEP_NAMES, type VerifyStep } from "./verify-steps";
import {
  checkDrawLogRecord,
  checkLogStart,
  parseCosignatureVerifierKey,
  parseVerifierKey,
  type DrawLogRecord,
  type NoteVerifier,
} from "~/features/transparency-log";

// The log steps of a verification: the draw's place in the public transparency log.

/**
 * Whom a verifier trusts for the log steps: the log's verifier key (signed-note vkey, from
 * /log/key or the README) and, optionally, witnesses' cosignature vkeys.
 */
export interface LogTrust {
  logKey: string;
  witnessKeys?: readonly string[];
}

/**
 * The log steps: the record's log proof puts the draw's commitment in a checkpoint signed by the
 * log's key, and (with witnesses) a witness cosigned that checkpoint before the round was due. A
 * decided draw must be in the log; a waiting one may not be in a checkpoint for a few seconds.
 */
export function logSteps(draw: PublicDraw, trust: LogTrust): VerifyStep[] {
  const decided = isObject(draw.result);
  const steps: VerifyStep[] = [];
  const absent = (name: string, detail: string): VerifyStep =>
    decided ? step(name, false, "", detail) : { name, outcome: "skipped", detail };
  const record = isObject(draw.log) ? (draw.log as unknown as DrawLogRecord) : null;
  let witnesses;
  let log;
  try {
    log = parseVerifierKey(trust.logKey);
    witnesses = (trust.witnessKeys ?? []).map(parseCosignatureVerifierKey);
  } catch (error) {
    return [step(VERIFY_STEP_NAMES.log, false, "", `The trusted key is not one: ${String(error)}`)];
  }
  if (!record) {
    steps.push(
      isObject(draw.logStart)
        ? logStartStep(draw, draw.logStart as unknown as DrawLogRecord, log)
        : absent(
            VERIFY_STEP_NAMES.log,
            "The record carries no proof that the draw is in the public log: it was never logged, or no checkpoint holds it yet.",
          ),
    );
    return steps;
  }
  const inLog = checkDrawLogRecord(record, draw, { log });
  steps.push(
    step(
      VERIFY_STEP_NAMES.log,
      inLog.ok,
      `Entry ${record.index} of the log is this draw's commitment, proven in a checkpoint signed by ${log.name}.`,
      inLog.problems.join(" "),
    ),
  );
  if (witnesses.length === 0 || !inLog.ok) return steps;
  // The round's time follows from the round, not from the record's own `dueAt`.
  const dueAt = new Date(drawDueAt(draw.round)).toISOString();
  const witnessed = checkDrawLogRecord(record, { ...draw, dueAt }, { log, witnesses });
  if (witnessed.witnessedAtMs === null) {
    steps.push(
      absent(
        VERIFY_STEP_NAMES.logTime,
        witnessed.problems.find((problem) => problem.startsWith("The checkpoint:")) ??
          "No trusted witness has cosigned a checkpoint that holds the draw yet.",
      ),
    );
  } else {
    steps.push(
      step(
        VERIFY_STEP_NAMES.logTime,
        witnessed.ok,
        `A trusted witness cosigned the checkpoint holding it at ${new Date(witnessed.witnessedAtMs).toISOString()}, before round ${draw.round} was due (${dueAt}).`,
        witnessed.problems.join(" "),
      ),
    );
  }
  return steps;
}

/**
 * The log step of a draw the log does not hold, from `logStart` (the log's first entry and its
 * proof): made before the log when committed before that entry, which is neither a pass nor a
 * failure; a failure when committed after it, as the draw should then be in the log.
 */
function logStartStep(draw: PublicDraw, start: DrawLogRecord, log: NoteVerifier): VerifyStep {
  const name = VERIFY_STEP_NAMES.log;
  const check = checkLogStart(start, draw, { log });
  if (!check.ok) {
    return step(
      name,
      false,
      "",
      `The log's first entry does not check out: ${check.problems.join(" ")}`,
    );
  }
  const first = `the log's first entry (draw ${check.firstDrawId}, committed at ${check.firstCommittedAt}, proven in a checkpoint signed by ${log.name})`;
  if (!check.beforeLog) {
    return step(
      name,
      false,
      "",
      `Committed at ${draw.createdAt}, after ${first}: this draw should be in the public log, but its record carries no proof that it is.`,
    );
  }
  return {
    name,
    outcome: "before-log",
    detail: `Committed at ${draw.createdAt}, before ${first}: ${BEFORE_LOG_TEXT}.`,
  };
}
