/**
 * Re-does every step of a draw from its public record (the JSON of `GET /api/v1/draws/{id}`):
 * the browser's "Verify this draw" and `scripts/verify-draw.ts` both run this, and neither
 * trusts anything the site computed. Each step says what it checked and whether it held.
 */
import { canonicalEntries, drawRound, drawSeed, entriesHash, winnerPositions } from "./draw-method";
import type { PublicDraw } from "./public-draw";
import { QUICKNET_CHAIN_HASH } from "./quicknet";

export type StepOutcome = "pass" | "fail" | "skipped";

export interface VerifyStep {
  name: string;
  outcome: StepOutcome;
  detail: string;
}

/** The names of the steps, in order, written once. */
export const VERIFY_STEP_NAMES = {
  hash: "Entries' hash",
  round: "Round chosen in advance",
  signature: "Beacon signature",
  seed: "Seed",
  winners: "Winners",
} as const;

const step = (name: string, ok: boolean, pass: string, fail: string): VerifyStep => ({
  name,
  outcome: ok ? "pass" : "fail",
  detail: ok ? pass : fail,
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every step's outcome for a draw record; a record that is not one fails its first step. */
export async function verifyDraw(record: unknown): Promise<VerifyStep[]> {
  if (!isObject(record) || typeof record.entriesHash !== "string") {
    return [step(VERIFY_STEP_NAMES.hash, false, "", "This is not a draw record.")];
  }
  const draw = record as unknown as PublicDraw;
  const steps: VerifyStep[] = [];

  if (Array.isArray(draw.entries)) {
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
        "Only the hash is published for this draw: each entrant can check their own entry with the box on its page.",
    });
  }

  const created = Date.parse(draw.createdAt);
  const chosen = draw.drawAt === null ? null : Date.parse(draw.drawAt);
  const expectedRound =
    Number.isFinite(created) && (chosen === null || Number.isFinite(chosen))
      ? drawRound(created, chosen)
      : NaN;
  steps.push(
    step(
      VERIFY_STEP_NAMES.round,
      expectedRound === draw.round && draw.chainHash === QUICKNET_CHAIN_HASH,
      `Round ${draw.round} is the first quicknet round at least 30 s after ${draw.drawAt ?? draw.createdAt}.`,
      `The record names round ${String(draw.round)} of chain ${String(draw.chainHash).slice(0, 12)}…, but the first quicknet round 30 s after ${String(draw.drawAt ?? draw.createdAt)} is ${expectedRound}.`,
    ),
  );

  const result = isObject(draw.result) ? draw.result : null;
  if (!result) {
    const waiting = "The draw is not resolved yet: there is no round to check.";
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
  const winners = Array.isArray(result.winners) ? result.winners : [];
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
