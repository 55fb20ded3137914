/**
 * The method of a public draw, step by step: shared by the server that makes and resolves
 * draws, the browser's "Verify this draw" and `scripts/verify-draw.ts`, so all three run the
 * same code. Pure: WebCrypto's SHA-256 and the engine's seeded source, no I/O.
 *
 * 1. Entries are canonicalised: each line in Unicode NFC, trimmed, blank lines dropped; the
 *    list is joined with "\n" and encoded as UTF-8. Repeated lines stay: each is one entry.
 * 2. The commitment is SHA-256 of that text, as lowercase hex.
 * 3. The round is the first quicknet round whose time is at least 30 s after the record is
 *    created (or after the chosen time, when one is chosen).
 * 4. The seed text is `<round randomness hex>:<entries hash hex>`; the engine's seeded source
 *    keys ChaCha20 with SHA-256 of it (see `createSeededSource`).
 * 5. The winners are the engine's unbiased k-distinct pick (`Random.distinctInts`, a partial
 *    Fisher–Yates) of line positions, in the order drawn.
 */

import { seededRandom } from "~/engine/core/random";

import { DRAW_LIMITS } from "./draw-limits";
import { firstRoundAtLeast, roundTime } from "./quicknet";

/** Version of the method above; a change of any step is a new version, old ones kept. */
export const DRAW_ALGORITHM_VERSION = 1;

/** Each line of `text` in canonical form (NFC, trimmed), blank lines dropped. */
export function canonicalEntries(text: string): string[] {
  return text
    .normalize("NFC")
    .split(/\r\n|\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** The committed text: canonical entries joined with "\n". */
export function committedText(entries: readonly string[]): string {
  return entries.join("\n");
}

/** The entries of the range 1..n, one number per line. */
export function rangeEntries(n: number): string[] {
  return Array.from({ length: n }, (_, i) => String(i + 1));
}

/** SHA-256 of the UTF-8 text, as lowercase hex (WebCrypto: browsers, Workers and Node). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The commitment to a list of canonical entries: SHA-256 of the committed text. */
export function entriesHash(entries: readonly string[]): Promise<string> {
  return sha256Hex(committedText(entries));
}

/** The round that decides a draw created at `createdMs`, optionally for a chosen later time. */
export function drawRound(createdMs: number, chosenMs: number | null = null): number {
  const from = Math.max(createdMs, chosenMs ?? createdMs);
  return firstRoundAtLeast(from + DRAW_LIMITS.commitDelaySeconds * 1000);
}

/** When the draw's round is published, in Unix milliseconds. */
export const drawDueAt = (round: number): number => roundTime(round);

/** The seed text of a draw: the round's randomness, a colon, the entries' hash (both hex). */
export function drawSeed(randomness: string, hash: string): string {
  return `${randomness.toLowerCase()}:${hash.toLowerCase()}`;
}

/** One winner: its 1-based line in the committed list and the entry there. */
export interface DrawWinner {
  position: number;
  entry: string;
}

/** The 1-based positions of the winners, in the order drawn, from the seed alone. */
export function winnerPositions(seed: string, entryCount: number, winners: number): number[] {
  return seededRandom(seed)
    .distinctInts(0, entryCount - 1, winners)
    .map((index) => index + 1);
}

/** The winners of `entries` for a round's randomness and the entries' hash. */
export function pickWinners(
  entries: readonly string[],
  winners: number,
  randomness: string,
  hash: string,
): DrawWinner[] {
  return winnerPositions(drawSeed(randomness, hash), entries.length, winners).map((position) => ({
    position,
    entry: entries[position - 1] ?? "",
  }));
}
