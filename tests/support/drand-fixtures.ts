/**
 * Real quicknet rounds for tests (tests/fixtures/drand/quicknet-rounds.json) and the bad
 * variants derived from them. Bad rounds are always derived here, never written by hand, so the
 * fixture file only ever holds what the League of Entropy actually published.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";

import { DRAW_LIMITS } from "../../app/features/draws/draw-limits";
import { roundTime } from "../../app/features/draws/quicknet";
// The attribute lets Playwright's loader (browser tests) import it as well as Vitest and tsx.
import fixture from "../fixtures/drand/quicknet-rounds.json" with { type: "json" };

/** One round exactly as the v1 HTTP API serves it. */
export interface FixtureRound {
  round: number;
  randomness: string;
  signature: string;
}

/** The quicknet `/info` document, as a relay serves it. */
export const quicknetInfo = fixture.info;

/** Every recorded real round, in ascending order, with where each came from. */
export const realRounds: readonly (FixtureRound & { source: string })[] = fixture.rounds;

/** The recorded round `round`; throws when it was not recorded (a test typo, not a skip). */
export function realRound(round: number): FixtureRound {
  const found = realRounds.find((entry) => entry.round === round);
  if (!found) throw new Error(`Round ${round} is not in quicknet-rounds.json`);
  return { round: found.round, randomness: found.randomness, signature: found.signature };
}

/**
 * A time (Unix ms) at which a new draw is decided by `round`: just over the commit delay before
 * the round is published. Sent as the test-only clock header when a draw is created.
 */
export const createdFor = (round: number) =>
  roundTime(round) - DRAW_LIMITS.commitDelaySeconds * 1000 - 500;

/**
 * `round` with one bit of its signature flipped and its randomness recomputed to match, as a
 * careful forger would serve it: only the signature check itself can catch it.
 */
export function corruptedRound(round: number): FixtureRound {
  const real = realRound(round);
  const bytes = hexToBytes(real.signature);
  const last = bytes.length - 1;
  bytes[last] = (bytes[last] ?? 0) ^ 0x01;
  return { round: real.round, signature: bytesToHex(bytes), randomness: bytesToHex(sha256(bytes)) };
}
