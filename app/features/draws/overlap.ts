/**
 * "Shopping" for a result: an organiser makes several draws of nearly the same entries on one
 * round and shows the one they like. Method 2 makes reordering pointless (canonical order) and
 * this module makes the rest visible: each draw keeps, until its round is published, a
 * fingerprint of its distinct entries, and a new draw of the same round is compared with the
 * others. Pure (SHA-256 from @noble/hashes).
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex } from "@noble/hashes/utils.js";

import type { DrawInput } from "./draw-input";

/** Hex digits kept of each entry's hash: 64 bits, so unrelated lists share nothing by chance. */
const ID_HEX = 16;

/** A draw's fingerprint as stored: "range:<max>", or its entry ids sorted and concatenated. */
export function fingerprintOf(pool: DrawInput["pool"], round: number): string {
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

type Parsed = { kind: "range"; max: number } | { kind: "ids"; ids: Set<string> };

function parse(fingerprint: string): Parsed {
  if (fingerprint.startsWith("range:")) return { kind: "range", max: Number(fingerprint.slice(6)) };
  const ids = new Set<string>();
  for (let i = 0; i < fingerprint.length; i += ID_HEX) ids.add(fingerprint.slice(i, i + ID_HEX));
  return { kind: "ids", ids };
}

const sizeOf = (parsed: Parsed) => (parsed.kind === "range" ? parsed.max : parsed.ids.size);

/**
 * How many distinct entries two draws of one round share, when that is at least half of the
 * smaller draw's; null when they overlap less (or are of different kinds). Two ranges 1..a and
 * 1..b share min(a, b) numbers, so two range draws of one round always count.
 */
export function sharedEntries(a: string, b: string): number | null {
  const left = parse(a);
  const right = parse(b);
  let shared = 0;
  if (left.kind === "range" && right.kind === "range") shared = Math.min(left.max, right.max);
  else if (left.kind === "ids" && right.kind === "ids") {
    const [small, large] = left.ids.size <= right.ids.size ? [left, right] : [right, left];
    for (const id of small.ids) if (large.ids.has(id)) shared++;
  } else return null;
  return shared > 0 && shared * 2 >= Math.min(sizeOf(left), sizeOf(right)) ? shared : null;
}
