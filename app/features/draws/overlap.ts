/**
 * "Shopping" for a result: an organiser makes several draws of nearly the same entries on one
 * round and shows the one they like. Method 2 makes reordering pointless (canonical order) and
 * this module makes the rest visible: each draw keeps, until its round is published, a
 * fingerprint of its distinct entries, and a new draw of the same round is compared with the
 * others. A hidden list ("publish only the hash") takes no part: an overlap count that moved
 * with a one-name draw on its round would tell anyone whether that name is on the list. Pure
 * (SHA-256 from @noble/hashes).
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex } from "@noble/hashes/utils.js";

import type { DrawInput } from "./draw-input";

/**
 * Bounds that keep one creation's work, and the rows it stores, small however many draws a
 * round gets (without them, N draws of one list on one round stored N² rows): a new draw is
 * compared with the newest OVERLAP_COMPARED other draws of its round, keeps its newest
 * OVERLAP_LIMIT overlaps (in both directions), and a draw's page counts and lists at most
 * OVERLAP_LIMIT of them, saying "More than OVERLAP_LIMIT" past that.
 */
export const OVERLAP_COMPARED = 100;
export const OVERLAP_LIMIT = 20;

/** Hex digits kept of each entry's hash: 64 bits, so unrelated lists share nothing by chance. */
const ID_HEX = 16;

/** The fingerprint of a hidden list: it holds nothing of the entries and overlaps nothing. */
export const HIDDEN_FINGERPRINT = "hidden";

/**
 * A draw's fingerprint as stored: "range:<max>", its entry ids sorted and concatenated, or
 * HIDDEN_FINGERPRINT for a hidden list.
 */
export function fingerprintOf(input: Pick<DrawInput, "pool" | "hidden">, round: number): string {
  const { pool } = input;
  if (input.hidden) return HIDDEN_FINGERPRINT;
  if (pool.kind === "range") return `range:${pool.max}`;
  const ids = new Set(
    pool.entries.map((entry) =>
      bytesToHex(sha256(new TextEncoder().encode(`randomly-draw-overlap:${round}:${entry}`))).slice(
        0,
        ID_HEX,
      ),
    ),
  );
  return [...ids].sort().join("");
}

type Parsed =
  { kind: "hidden" } | { kind: "range"; max: number } | { kind: "ids"; ids: Set<string> };

function parse(fingerprint: string): Parsed {
  if (fingerprint === HIDDEN_FINGERPRINT) return { kind: "hidden" };
  if (fingerprint.startsWith("range:")) return { kind: "range", max: Number(fingerprint.slice(6)) };
  const ids = new Set<string>();
  for (let i = 0; i < fingerprint.length; i += ID_HEX) ids.add(fingerprint.slice(i, i + ID_HEX));
  return { kind: "ids", ids };
}

const sizeOf = (parsed: Exclude<Parsed, { kind: "hidden" }>) =>
  parsed.kind === "range" ? parsed.max : parsed.ids.size;

/**
 * How many distinct entries two draws of one round share, when that is at least half of the
 * smaller draw's; null when they overlap less, are of different kinds, or either is a hidden
 * list. Two ranges 1..a and 1..b share min(a, b) numbers, so two range draws of one round always
 * count.
 */
export function sharedEntries(a: string, b: string): number | null {
  const left = parse(a);
  const right = parse(b);
  if (left.kind === "hidden" || right.kind === "hidden") return null;
  let shared = 0;
  if (left.kind === "range" && right.kind === "range") shared = Math.min(left.max, right.max);
  else if (left.kind === "ids" && right.kind === "ids") {
    const [small, large] = left.ids.size <= right.ids.size ? [left, right] : [right, left];
    for (const id of small.ids) if (large.ids.has(id)) shared++;
  } else return null;
  return shared > 0 && shared * 2 >= Math.min(sizeOf(left), sizeOf(right)) ? shared : null;
}
