import { bytesToHex } from "@noble/hashes/utils.js";

import { drawDueAt, drawSeed, pickWinners } from "./draw-method";
import { inclusionProof, leavesFromText } from "./hidden-list";
import { seedV2, winnersV2 } from "./method-v2";
import {
  commitmentText,
  drawPath,
  DRAW_WAIT_MESSAGES,
  type DrawOverlaps,
  type DrawWaitReason,
  type PublicDraw,
  type PublicWinner,
} from "./public-draw";
import { QUICKNET_CHAIN_HASH } from "./quicknet";
import { getSiteConfig } from "~/features/shell/index.server";
import { drawLogFields } from "~/features/transparency-log/index.server";

import { fetchVerifiedRound } from "./beacon.server";
import { drandRelays, requestNow } from "./draw-config.server";
import {
  committedRecord,
  readDraw,
  readOverlaps,
  storeResolution,
  type DrawRecord,
} from "./draws.server";

const iso = (ms: number) => new Date(ms).toISOString();

const NO_OVERLAPS: DrawOverlaps = { count: 0, more: false, listed: [] };
const NOT_LOGGED = { log: null, logStart: null };

/** The record as the page and the API show it. */
export function toPublicDraw(
  draw: DrawRecord,
  origin: string,
  waitReason: DrawWaitReason = "not-due",
  overlaps: DrawOverlaps = NO_OVERLAPS,
  logFields: Pick<PublicDraw, "log" | "logStart"> = NOT_LOGGED,
): PublicDraw {
  const dueMs = drawDueAt(draw.round);
  const { resolution } = draw;
  const committed = draw.algorithmVersion >= 2 ? committedRecord(draw) : null;
  const record = committed?.ok ? committed.record : null;
  const pool = record?.pool;
  const seed = !resolution
    ? null
    : record
      ? bytesToHex(seedV2(record, resolution.randomness))
      : drawSeed(resolution.randomness, draw.entriesHash);
  const reason = committed && !committed.ok ? "inconsistent" : waitReason;
  return {
    id: draw.id,
    title: record?.title ?? draw.title,
    url: `${origin}${drawPath(draw.id)}`,
    entries:
      draw.hashOnly || pool?.kind === "range" || pool?.kind === "hidden"
        ? null
        : pool?.kind === "list"
          ? pool.entries
          : draw.entries,
    entryCount: draw.entryCount,
    entriesHash: draw.entriesHash,
    winnersCount: record?.winners ?? draw.winnersCount,
    chainHash: QUICKNET_CHAIN_HASH,
    round: draw.round,
    createdAt: iso(draw.createdAt),
    drawAt: draw.drawAt === null ? null : iso(draw.drawAt),
    dueAt: iso(dueMs),
    algorithmVersion: draw.algorithmVersion,
    listed: draw.listed,
    hashOnly: draw.hashOnly,
    origin: draw.origin,
    commitment: commitmentText(draw.createdAt, draw.round, dueMs),
    commitmentHash: draw.commitment,
    record,
    range: pool?.kind === "range" ? { min: pool.min, max: pool.max } : null,
    ...logFields,
    overlaps,
    status: resolution ? "resolved" : "waiting",
    waiting: resolution ? null : { reason, message: DRAW_WAIT_MESSAGES[reason] },
    result:
      resolution && seed
        ? {
            randomness: resolution.randomness,
            signature: resolution.signature,
            seed,
            winners: resolution.winners,
            resolvedAt: iso(resolution.resolvedAt),
          }
        : null,
  };
}

/** The winners of a draw for a verified round's randomness, with their proofs when hidden. */
function decide(draw: DrawRecord, randomness: string): PublicWinner[] | null {
  if (draw.algorithmVersion < 2) {
    return pickWinners(draw.entries, draw.winnersCount, randomness, draw.entriesHash);
  }
  const committed = committedRecord(draw);
  if (!committed.ok) return null;
  const winners = winnersV2(committed.record, randomness);
  if (committed.record.pool.kind !== "hidden") return winners;
  const leaves = leavesFromText(draw.leaves ?? "");
  return winners.map((winner) => ({
    ...winner,
    leaf: bytesToHex(leaves[winner.position - 1] ?? new Uint8Array()),
    proof: inclusionProof(leaves, winner.position - 1).map(bytesToHex),
  }));
}

/** Each inconsistent draw is logged once per isolate, not on every view. */
const reportedInconsistent = new Set<string>();

/**
 * The draw with this id as it stands now, resolving it first when its round is due: the round
 * is fetched and verified, the stored record checked against its commitment, the winners drawn
 * and the result stored once. Null when there is none.
 */
export async function viewDraw(env: Env, request: Request, id: string): Promise<PublicDraw | null> {
  const draw = await readDraw(env.DB, id);
  if (!draw) return null;
  const origin = getSiteConfig(env).origin;
  const nowMs = requestNow(env, request);
  const [overlaps, logFields] = await Promise.all([
    readOverlaps(env.DB, draw.id, (other) => `${origin}${drawPath(other)}`),
    // A draw whose round is due is decided now: its proof is published first, not batched.
    drawLogFields(env, draw.id, { urgent: nowMs >= drawDueAt(draw.round) }),
  ]);
  const show = (stored: DrawRecord, reason?: DrawWaitReason) =>
    toPublicDraw(stored, origin, reason, overlaps, logFields);
  if (draw.resolution) return show(draw);
  if (draw.algorithmVersion >= 2) {
    const committed = committedRecord(draw);
    if (!committed.ok) {
      if (!reportedInconsistent.has(draw.id)) {
        reportedInconsistent.add(draw.id);
        console.error(`draw ${draw.id} is not decided: ${committed.problem}`);
      }
      return show(draw, "inconsistent");
    }
  }
  if (nowMs < drawDueAt(draw.round)) return show(draw, "not-due");
  const fetched = await fetchVerifiedRound(env.DB, drandRelays(env), draw.round);
  if (!fetched.ok) return show(draw, fetched.reason);
  const winners = decide(draw, fetched.randomness);
  if (!winners) return show(draw, "inconsistent");
  const resolved = await storeResolution(env.DB, draw.id, {
    randomness: fetched.randomness,
    signature: fetched.signature,
    winners,
    resolvedAt: nowMs,
  });
  return show(resolved ?? draw);
}
