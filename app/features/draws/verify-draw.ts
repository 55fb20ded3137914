/**
 * Re-does every step of a draw from its public record (the JSON of `GET /api/v1/draws/{id}`):
 * the browser's "Verify this draw" and `scripts/verify-draw.ts` both run this, and neither
 * trusts anything the site computed. Each step says what it checked and whether it held; a step
 * that cannot be checked yet says so and is never counted as holding.
 */
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";

import { canonicalEntries, drawRound, drawSeed, entriesHash, winnerPositions } from "./draw-method";
import { verifyInclusion } from "./hidden-list";
import {
  commitmentOf,
  DRAW_METHOD_V2,
  poolSize,
  seedV2,
  winnersV2,
  type DrawRecordV2,
} from "./method-v2";
import { canonicalText, compareUtf8, forbiddenCodePointIn } from "./canonical-form";
import { type PublicDraw, type PublicWinner } from "./public-draw";
import { QUICKNET_CHAIN_HASH } from "./quicknet";
import { logSteps, type LogTrust } from "./verify-draw-log";
import { isObject, step, VERIFY_STEP_NAMES, type VerifyStep } from "./verify-steps";

/** Why a method-2 record is not one the site could have committed, or null. */
function recordProblem(record: DrawRecordV2): string | null {
  if (record.method !== DRAW_METHOD_V2) return `its method is not ${DRAW_METHOD_V2}`;
  if (record.chain !== QUICKNET_CHAIN_HASH) return "its chain is not quicknet";
  if (typeof record.title !== "string" || canonicalText(record.title) !== record.title) {
    return "its title is not in canonical form";
  }
  const { pool } = record;
  if (pool.kind === "list") {
    if (!Array.isArray(pool.entries) || pool.entries.length === 0) return "its list is empty";
    for (const [i, entry] of pool.entries.entries()) {
      if (
        typeof entry !== "string" ||
        entry === "" ||
        canonicalText(entry) !== entry ||
        forbiddenCodePointIn(entry) !== null
      ) {
        return `entry ${i + 1} is not in canonical form`;
      }
      const previous = pool.entries[i - 1];
      if (previous !== undefined && compareUtf8(previous, entry) > 0) {
        return `the entries are not sorted by their UTF-8 bytes (entry ${i + 1})`;
      }
    }
  }
  if (!Number.isSafeInteger(record.winners) || record.winners < 1)
    return "its winners count is not a whole number";
  if (record.winners > poolSize(pool)) return "it has more winners than entries";
  return null;
}

/**
 * Every step's outcome for a draw record; a record that is not one fails its first step. With
 * `trust`, the draw's place in the public log is checked too.
 */
export async function verifyDraw(input: unknown, trust?: LogTrust): Promise<VerifyStep[]> {
  if (!isObject(input) || typeof input.entriesHash !== "string") {
    return [step(VERIFY_STEP_NAMES.hash, false, "", "This is not a draw record.")];
  }
  const draw = input as unknown as PublicDraw;
  const v2 = draw.algorithmVersion === 2;
  const steps: VerifyStep[] = [];
  const record = v2 && isObject(draw.record) ? (draw.record as unknown as DrawRecordV2) : null;

  if (v2) {
    steps.push(commitmentStep(draw, record));
  } else if (Array.isArray(draw.entries)) {
    const entries = canonicalEntries(draw.entries.join("\n"));
    const hash = await entriesHash(entries);
    steps.push(
      step(
        VERIFY_STEP_NAMES.hash,
        hash === draw.entriesHash && entries.length === draw.entryCount,
        `SHA-256 of the ${entries.length} canonical entries is ${hash}, as committed.`,
        `SHA-256 of the ${entries.length} entries shown is ${hash}, but the record commits to ${draw.entriesHash} (${draw.entryCount} entries).`,
      ),
    );
  } else {
    steps.push({
      name: VERIFY_STEP_NAMES.hash,
      outcome: "skipped",
      detail:
        "Only the hash is published for this method-1 draw: the list itself cannot be checked.",
    });
  }

  const created = Date.parse(draw.createdAt);
  const chosen = draw.drawAt === null ? null : Date.parse(draw.drawAt);
  let expectedRound = NaN;
  try {
    if (Number.isFinite(created) && (chosen === null || Number.isFinite(chosen))) {
      expectedRound = drawRound(created, chosen);
    }
  } catch {
    expectedRound = NaN;
  }
  steps.push(
    step(
      VERIFY_STEP_NAMES.round,
      expectedRound === draw.round && draw.chainHash === QUICKNET_CHAIN_HASH,
      `Round ${draw.round} is the first quicknet round at least 30 s after ${draw.drawAt ?? draw.createdAt}.`,
      `The record names round ${String(draw.round)} of chain ${String(draw.chainHash).slice(0, 12)}…, but the first quicknet round 30 s after ${String(draw.drawAt ?? draw.createdAt)} is ${expectedRound}.`,
    ),
  );
  if (trust) steps.push(...logSteps(draw, trust));

  const result = isObject(draw.result) ? draw.result : null;
  if (!result) {
    const waiting = `Not checked: round ${draw.round} is not published yet (due at ${draw.dueAt}), so there is no signature, seed or winner to check.`;
    for (const name of [
      VERIFY_STEP_NAMES.signature,
      VERIFY_STEP_NAMES.seed,
      VERIFY_STEP_NAMES.winners,
    ]) {
      steps.push({ name, outcome: "skipped", detail: waiting });
    }
    return steps;
  }

  // The BLS code is heavy: loaded only here.
  const { verifyQuicknetRound } = await import("./beacon-verify");
  const verdict = verifyQuicknetRound({
    round: draw.round,
    signature: String(result.signature),
    randomness: String(result.randomness),
  });
  steps.push(
    step(
      VERIFY_STEP_NAMES.signature,
      verdict.ok,
      `The signature of round ${draw.round} verifies against the pinned quicknet public key, and the randomness is its SHA-256.`,
      verdict.ok ? "" : verdict.message,
    ),
  );

  const winners = Array.isArray(result.winners) ? result.winners : [];
  if (v2) {
    steps.push(
      ...v2SeedAndWinners(record, String(result.randomness), String(result.seed), winners),
    );
    return steps;
  }

  const seed = drawSeed(String(result.randomness), String(draw.entriesHash));
  steps.push(
    step(
      VERIFY_STEP_NAMES.seed,
      seed === result.seed,
      `The seed is the randomness, a colon and the entries' hash: ${seed}.`,
      `The seed should be ${seed}, but the record says ${String(result.seed)}.`,
    ),
  );
  const count = Number(draw.winnersCount);
  let expected: number[] = [];
  try {
    expected = winnerPositions(seed, Number(draw.entryCount), count);
  } catch {
    expected = [];
  }
  const positionsMatch =
    expected.length === count &&
    winners.length === count &&
    winners.every((winner, i) => winner.position === expected[i]);
  const entriesMatch =
    !Array.isArray(draw.entries) ||
    winners.every((winner) => draw.entries?.[winner.position - 1] === winner.entry);
  steps.push(
    step(
      VERIFY_STEP_NAMES.winners,
      positionsMatch && entriesMatch,
      `Drawing ${count} distinct entries from ${draw.entryCount} with this seed gives lines ${expected.join(", ")}: the winners shown.`,
      `Drawing ${count} distinct entries from ${draw.entryCount} with this seed gives lines ${expected.join(", ") || "(none)"}, but the record names ${winners.map((winner) => `${winner.position} (${winner.entry})`).join(", ") || "none"}.`,
    ),
  );
  return steps;
}

/** Method 2: the record is canonical, hashes to the commitment, and the page shows what it holds. */
function commitmentStep(draw: PublicDraw, record: DrawRecordV2 | null): VerifyStep {
  const name = VERIFY_STEP_NAMES.commitment;
  if (!record) return step(name, false, "", "The record holds no committed record.");
  let hash = "";
  try {
    hash = commitmentOf(record).sha256;
  } catch (error) {
    return step(name, false, "", `The committed record is not canonical JSON: ${String(error)}.`);
  }
  const problem = recordProblem(record);
  if (problem)
    return step(name, false, "", `The committed record is not one the method allows: ${problem}.`);
  if (hash !== draw.commitmentHash) {
    return step(
      name,
      false,
      "",
      `SHA-256 of the record's canonical JSON is ${hash}, but the commitment is ${String(draw.commitmentHash)}.`,
    );
  }
  const { pool } = record;
  const shown =
    draw.title === record.title &&
    draw.winnersCount === record.winners &&
    draw.round === record.round &&
    draw.entryCount === poolSize(pool) &&
    (pool.kind !== "list" ||
      (Array.isArray(draw.entries) &&
        draw.entries.length === pool.entries.length &&
        draw.entries.every((entry, i) => entry === pool.entries[i])));
  return step(
    name,
    shown,
    `SHA-256 of the record's canonical JSON (RFC 8785) is ${hash}, the commitment; its title, ${poolSize(pool)} ${pool.kind === "range" ? "numbers" : "entries"}, ${record.winners} winner${record.winners === 1 ? "" : "s"} and round are the ones shown.`,
    "The commitment holds, but the page shows another title, number of winners, round or list than the committed record.",
  );
}

function v2SeedAndWinners(
  record: DrawRecordV2 | null,
  randomness: string,
  seedShown: string,
  winners: readonly PublicWinner[],
): VerifyStep[] {
  if (!record) {
    return [
      step(
        VERIFY_STEP_NAMES.seed,
        false,
        "",
        "There is no committed record to derive a seed from.",
      ),
      step(VERIFY_STEP_NAMES.winners, false, "", "There is no committed record to draw from."),
    ];
  }
  const seed = bytesToHex(seedV2(record, randomness));
  const seedStep = step(
    VERIFY_STEP_NAMES.seed,
    seed === seedShown,
    `SHA-256 of the canonical JSON of chain, method, pool digest, round and randomness is ${seed}.`,
    `The seed should be ${seed}, but the record says ${seedShown}.`,
  );
  let expected: ReturnType<typeof winnersV2> = [];
  try {
    expected = winnersV2(record, randomness);
  } catch {
    expected = [];
  }
  const same =
    expected.length === record.winners &&
    winners.length === expected.length &&
    winners.every(
      (winner, i) =>
        winner.position === expected[i]?.position && winner.entry === expected[i]?.entry,
    );
  let proofs = true;
  if (record.pool.kind === "hidden") {
    const root = hexToBytes(record.pool.root);
    const size = record.pool.count;
    proofs = winners.every((winner) => {
      try {
        return verifyInclusion(
          hexToBytes(winner.leaf ?? ""),
          winner.position - 1,
          size,
          (winner.proof ?? []).map((node) => hexToBytes(node)),
          root,
        );
      } catch {
        return false;
      }
    });
  }
  const places = expected.map((winner) => winner.position).join(", ");
  const winnersStep = step(
    VERIFY_STEP_NAMES.winners,
    same && proofs,
    record.pool.kind === "hidden"
      ? `The pick gives leaves ${places} of ${record.pool.count}, the winners shown, and each winning leaf's proof leads to the committed root.`
      : `The pick gives ${record.pool.kind === "range" ? "the numbers" : "places"} ${expected.map((winner) => winner.entry ?? winner.position).join(", ")}: the winners shown.`,
    !same
      ? `The pick gives places ${places || "(none)"}, but the record names ${winners.map((winner) => winner.position).join(", ") || "none"}.`
      : "A winning leaf's inclusion proof does not lead to the committed root.",
  );
  return [seedStep, winnersStep];
}
