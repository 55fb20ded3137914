import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";

import { LocalRateLimiter, clientKey } from "~/features/api/index.server";
import { canonicalEntries } from "./draw-method";
import { DRAW_LIMITS } from "./draw-limits";
import { inclusionProof, leavesFromText } from "./hidden-list";

import { committedRecord, readDraw } from "./draws.server";

/**
 * Membership checks of hidden lists, rate-limited per client: method 2 answers with a leaf's
 * inclusion proof (the leaf needs the entrant's receipt code, so a guess without it asks
 * nothing); method-1 hash-only draws keep their plain answer, from the stored list.
 */
const limiter = new LocalRateLimiter({ limit: DRAW_LIMITS.membershipChecksPerMinute, period: 60 });

export type MembershipLimit = { ok: true } | { ok: false; retryAfter: number; message: string };

/** Counts one check for the client of `request`. */
export async function takeMembershipCheck(request: Request): Promise<MembershipLimit> {
  const { success } = await limiter.limit({ key: clientKey(request) });
  if (success) return { ok: true };
  const retryAfter = limiter.secondsToReset();
  return {
    ok: false,
    retryAfter,
    message: `Too many checks: at most ${DRAW_LIMITS.membershipChecksPerMinute} a minute. Try again in ${retryAfter} ${retryAfter === 1 ? "second" : "seconds"}.`,
  };
}

export type LeafProof =
  | { ok: true; position: number; leaf: string; proof: string[]; count: number; root: string }
  | { ok: false; status: 400 | 404; message: string };

/** Where `leafHex` is in draw `id`'s hidden list, and its proof. */
export async function proveLeaf(db: D1Database, id: string, leafHex: string): Promise<LeafProof> {
  const draw = await readDraw(db, id);
  if (!draw)
    return {
      ok: false,
      status: 404,
      message: `There is no draw with the id "${id.slice(0, 40)}".`,
    };
  const committed = committedRecord(draw);
  if (!committed.ok || committed.record.pool.kind !== "hidden" || !draw.leaves) {
    return {
      ok: false,
      status: 400,
      message: "This draw does not publish only the hash: its entries are on its page.",
    };
  }
  if (!/^[0-9a-f]{64}$/.test(leafHex)) {
    return { ok: false, status: 400, message: "leaf must be 64 lowercase hex digits." };
  }
  const index = draw.leaves.indexOf(leafHex);
  if (index < 0 || index % 64 !== 0) {
    return {
      ok: false,
      status: 404,
      message: "This entry and receipt code are not in the committed list.",
    };
  }
  const leaves = leavesFromText(draw.leaves);
  return {
    ok: true,
    position: index / 64 + 1,
    leaf: bytesToHex(hexToBytes(leafHex)),
    proof: inclusionProof(leaves, index / 64).map(bytesToHex),
    count: leaves.length,
    root: committed.record.pool.root,
  };
}

/** Method 1's answer for a hash-only draw: whether the canonical entry is in the stored list. */
export async function legacyEntryCheck(db: D1Database, id: string, asked: string) {
  const draw = await readDraw(db, id);
  if (!draw) return null;
  const [entry = ""] = canonicalEntries(asked);
  return {
    entry,
    found: entry !== "" && draw.algorithmVersion < 2 && draw.entries.includes(entry),
  };
}
