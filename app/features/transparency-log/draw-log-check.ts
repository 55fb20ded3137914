/**
 * A draw checked against its place in the log: the record's checkpoint signed by the log (and
 * cosigned by trusted witnesses), its inclusion proof, and the logged entry matching the draw.
 * Pure: the record carries everything, so nothing is fetched.
 */
import { openCheckpoint, type VerifiedCheckpoint } from "./checkpoint";
import { cosignatureTime } from "./cosignature";
import { fromBase64, utf8 } from "./encoding";
import {
  decodeDrawLogEntry,
  drawLogEntryMismatches,
  type DrawLogEntry,
  type LoggedDrawFields,
} from "./log-entry";
import { leafHash, verifyInclusion } from "./merkle";
import { type NoteVerifier } from "./signed-note";

import type { PublicDraw } from "~/features/draws";

/** A draw's place in the log, as its record carries it. */
export interface DrawLogRecord {
  index: number;
  /** The logged entry (the draw's canonical JSON). */
  entry: string;
  /** The checkpoint that first included it, as served (signed, with cosignatures). */
  checkpoint: string;
  /** The inclusion proof in that checkpoint, base64 hashes. */
  proof: string[];
}

/** The outcome of checking a draw against its log record. */
export interface DrawLogCheck {
  ok: boolean;
  problems: string[];
  /** The earliest time (Unix ms) a trusted witness vouched for a checkpoint holding the draw. */
  witnessedAtMs: number | null;
}

/** A log record opened: its checkpoint verified, whether the proof holds, the entry it logs. */
type OpenedRecord =
  | { verified: VerifiedCheckpoint; included: boolean; entry: DrawLogEntry | null }
  | { problem: string };

/**
 * Opens a log record: the checkpoint must be signed by the log (and the trusted witnesses'
 * cosignatures on it must verify); the inclusion proof must lead from the entry's leaf hash at
 * its index to the checkpoint's root (RFC 6962 §2.1.1).
 */
function openRecord(
  record: DrawLogRecord,
  trust: { log: NoteVerifier; witnesses?: readonly NoteVerifier[] },
): OpenedRecord {
  let verified: VerifiedCheckpoint;
  try {
    verified = openCheckpoint(record.checkpoint, trust.log, trust.witnesses ?? []);
  } catch (error) {
    return { problem: `The checkpoint: ${(error as Error).message}` };
  }
  const proof = record.proof.map(fromBase64);
  const bytes = utf8(record.entry);
  const included =
    proof.every((hash): hash is Uint8Array => hash !== null) &&
    verifyInclusion(
      leafHash(bytes),
      record.index,
      verified.checkpoint.size,
      proof,
      verified.checkpoint.rootHash,
    );
  return { verified, included, entry: decodeDrawLogEntry(bytes) };
}

/**
 * Checks a draw's record against its log record, offline: the checkpoint is signed by the log;
 * the entry is in its tree at the index; the entry is the draw's commitment (so the record was
 * not rewritten); and, when witnesses are trusted, one of them cosigned that checkpoint before
 * the draw's round was due (so it was not backdated).
 */
export function checkDrawLogRecord(
  record: DrawLogRecord,
  draw: LoggedDrawFields & Pick<PublicDraw, "dueAt">,
  trust: { log: NoteVerifier; witnesses?: readonly NoteVerifier[] },
): DrawLogCheck {
  const opened = openRecord(record, trust);
  if ("problem" in opened) return { ok: false, problems: [opened.problem], witnessedAtMs: null };
  const { verified, included, entry } = opened;
  const problems: string[] = [];
  if (!included) problems.push(`Entry ${record.index} is not in the checkpoint's tree.`);
  if (!entry) {
    problems.push("The logged entry is not a draw's commitment.");
  } else {
    const mismatches = drawLogEntryMismatches(entry, draw);
    if (mismatches.length > 0) {
      problems.push(`The draw's record differs from what was logged: ${mismatches.join(", ")}.`);
    }
  }
  const witnessNames = new Set((trust.witnesses ?? []).map((w) => `${w.name}/${w.keyId}`));
  const times = verified.note.verified
    .filter((sig) => witnessNames.has(`${sig.name}/${sig.keyId}`))
    .map((sig) => cosignatureTime(sig))
    .filter((t): t is number => t !== null);
  const witnessedAtMs = times.length > 0 ? Math.min(...times) * 1000 : null;
  if ((trust.witnesses ?? []).length > 0) {
    if (witnessedAtMs === null) {
      problems.push("No trusted witness cosigned the checkpoint that includes the draw.");
    } else if (witnessedAtMs + 1000 > Date.parse(draw.dueAt)) {
      // Cosignature times are whole seconds, rounded down: the second must end before the round.
      problems.push("The draw was first witnessed in the log after its round was due.");
    }
  }
  return { ok: problems.length === 0, problems, witnessedAtMs };
}

/** What a draw the log does not hold is, against the log's first entry. */
export type LogStartCheck =
  | { ok: true; firstDrawId: string; firstCommittedAt: string; beforeLog: boolean }
  | { ok: false; problems: string[] };

/**
 * Checks `logStart`, the log's first entry with its proof, which the record of a draw the log
 * does not hold carries: the checkpoint is signed by the log, the entry is at index 0 of its
 * tree, and it is a draw's commitment. The draw was made before the public log when it was
 * committed before that first entry; otherwise it should have been logged.
 */
export function checkLogStart(
  start: DrawLogRecord,
  draw: Pick<PublicDraw, "createdAt">,
  trust: { log: NoteVerifier },
): LogStartCheck {
  const opened = openRecord(start, trust);
  if ("problem" in opened) return { ok: false, problems: [opened.problem] };
  const problems: string[] = [];
  if (start.index !== 0) problems.push(`Entry ${start.index} is not the log's first entry.`);
  if (!opened.included) problems.push(`Entry ${start.index} is not in the checkpoint's tree.`);
  if (!opened.entry) problems.push("The log's first entry is not a draw's commitment.");
  if (problems.length > 0 || !opened.entry) return { ok: false, problems };
  return {
    ok: true,
    firstDrawId: opened.entry.drawId,
    firstCommittedAt: opened.entry.createdAt,
    beforeLog: Date.parse(draw.createdAt) < Date.parse(opened.entry.createdAt),
  };
}
