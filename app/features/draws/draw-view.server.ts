import { drawDueAt, drawSeed, pickWinners } from "./draw-method";
import {
  commitmentText,
  drawPath,
  DRAW_WAIT_MESSAGES,
  type DrawWaitReason,
  type PublicDraw,
} from "./public-draw";
import { QUICKNET_CHAIN_HASH } from "./quicknet";
import { getSiteConfig } from "~/features/shell/index.server";

import { fetchVerifiedRound } from "./beacon.server";
import { drandRelays, requestNow } from "./draw-config.server";
import { readDraw, storeResolution, type DrawRecord } from "./draws.server";

const iso = (ms: number) => new Date(ms).toISOString();

/** The record as the page and the API show it. */
export function toPublicDraw(
  record: DrawRecord,
  origin: string,
  waitReason: DrawWaitReason = "not-due",
): PublicDraw {
  const dueMs = drawDueAt(record.round);
  const { resolution } = record;
  return {
    id: record.id,
    title: record.title,
    url: `${origin}${drawPath(record.id)}`,
    entries: record.hashOnly ? null : record.entries,
    entryCount: record.entries.length,
    entriesHash: record.entriesHash,
    winnersCount: record.winnersCount,
    chainHash: QUICKNET_CHAIN_HASH,
    round: record.round,
    createdAt: iso(record.createdAt),
    drawAt: record.drawAt === null ? null : iso(record.drawAt),
    dueAt: iso(dueMs),
    algorithmVersion: record.algorithmVersion,
    listed: record.listed,
    hashOnly: record.hashOnly,
    origin: record.origin,
    commitment: commitmentText(record.createdAt, record.round, dueMs),
    status: resolution ? "resolved" : "waiting",
    waiting: resolution ? null : { reason: waitReason, message: DRAW_WAIT_MESSAGES[waitReason] },
    result: resolution
      ? {
          randomness: resolution.randomness,
          signature: resolution.signature,
          seed: drawSeed(resolution.randomness, record.entriesHash),
          winners: resolution.winners,
          resolvedAt: iso(resolution.resolvedAt),
        }
      : null,
  };
}

/**
 * The draw with this id as it stands now, resolving it first when its round is due: the round
 * is fetched, verified, the winners drawn and the result stored once. Null when there is none.
 */
export async function viewDraw(env: Env, request: Request, id: string): Promise<PublicDraw | null> {
  const record = await readDraw(env.DB, id);
  if (!record) return null;
  const origin = getSiteConfig(env).origin;
  if (record.resolution) return toPublicDraw(record, origin);
  const nowMs = requestNow(env, request);
  if (nowMs < drawDueAt(record.round)) return toPublicDraw(record, origin, "not-due");
  const fetched = await fetchVerifiedRound(drandRelays(env), record.round);
  if (!fetched.ok) return toPublicDraw(record, origin, fetched.reason);
  const resolved = await storeResolution(env.DB, record.id, {
    randomness: fetched.randomness,
    signature: fetched.signature,
    winners: pickWinners(
      record.entries,
      record.winnersCount,
      fetched.randomness,
      record.entriesHash,
    ),
    resolvedAt: nowMs,
  });
  return toPublicDraw(resolved ?? record, origin);
}
