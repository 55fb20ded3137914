/**
 * Public draw records (the JSON of GET /api/v1/draws/{id}) built with the site's own method-2
 * code and a real recorded quicknet round, for tests of the verifiers run as processes.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { bytesToHex } from "@noble/hashes/utils.js";

import {
  committedText,
  DRAW_ALGORITHM_VERSION,
  drawDueAt,
  drawSeed,
  pickWinners,
} from "../../app/features/draws/draw-method";
import {
  commitmentOf,
  DRAW_ALGORITHM_V2,
  DRAW_METHOD_V2,
  poolDigest,
  seedV2,
  sha256HexOf,
  winnersV2,
  type DrawRecordV2,
} from "../../app/features/draws/method-v2";
import { canonicalEntriesV2 } from "../../app/features/draws/canonical-form";
import { commitmentText, type PublicDraw } from "../../app/features/draws/public-draw";
import { QUICKNET_CHAIN_HASH } from "../../app/features/draws/quicknet";
import { createdFor, realRound } from "./drand-fixtures";

/** A decided method-2 draw of `entries` on a recorded `round`; `decided: false` gives it pending. */
export function publicRecordV2(
  entries: string[],
  { round = 30662990, winners = 2, decided = true } = {},
): PublicDraw {
  const record: DrawRecordV2 = {
    method: DRAW_METHOD_V2,
    chain: QUICKNET_CHAIN_HASH,
    round,
    title: "Class draw",
    winners,
    pool: { kind: "list", entries: canonicalEntriesV2(entries.join("\n")) },
  };
  const created = createdFor(round);
  const beacon = realRound(round);
  return {
    id: "AAAAAAAAAAAAAAAAAAAAAA",
    title: record.title,
    url: "https://example.test/draws/AAAAAAAAAAAAAAAAAAAAAA",
    entries: record.pool.kind === "list" ? record.pool.entries : null,
    entryCount: entries.length,
    entriesHash: poolDigest(record.pool),
    winnersCount: winners,
    chainHash: QUICKNET_CHAIN_HASH,
    round,
    createdAt: new Date(created).toISOString(),
    drawAt: null,
    dueAt: new Date(drawDueAt(round)).toISOString(),
    algorithmVersion: DRAW_ALGORITHM_V2,
    listed: false,
    hashOnly: false,
    origin: null,
    commitment: commitmentText(created, round, drawDueAt(round)),
    commitmentHash: commitmentOf(record).sha256,
    record,
    range: null,
    log: null,
    logStart: null,
    overlaps: { count: 0, more: false, listed: [] },
    status: decided ? "resolved" : "waiting",
    waiting: decided ? null : { reason: "not-due", message: "Waiting" },
    result: decided
      ? {
          randomness: beacon.randomness,
          signature: beacon.signature,
          seed: bytesToHex(seedV2(record, beacon.randomness)),
          winners: winnersV2(record, beacon.randomness),
          resolvedAt: new Date(drawDueAt(round)).toISOString(),
        }
      : null,
  };
}

/**
 * A decided method-1 draw of `entries` (kept in the order given) on a recorded `round`, as the
 * site made them before method 2; `decided: false` gives it pending.
 */
export function publicRecordV1(
  entries: string[],
  { round = 30663002, winners = 2, decided = true } = {},
): PublicDraw {
  const hash = sha256HexOf(committedText(entries));
  const beacon = realRound(round);
  return {
    ...publicRecordV2(entries, { round, winners, decided }),
    entries,
    entryCount: entries.length,
    entriesHash: hash,
    algorithmVersion: DRAW_ALGORITHM_VERSION,
    commitmentHash: null,
    record: null,
    result: decided
      ? {
          randomness: beacon.randomness,
          signature: beacon.signature,
          seed: drawSeed(beacon.randomness, hash),
          winners: pickWinners(entries, winners, beacon.randomness, hash),
          resolvedAt: new Date(drawDueAt(round)).toISOString(),
        }
      : null,
  };
}

/** Serves records at /api/v1/draws/{id} on 127.0.0.1, as the site does. */
export async function serveRecords(records: Record<string, unknown>) {
  const server = createServer((request, response) => {
    const id = /^\/api\/v1\/draws\/([A-Za-z0-9_-]+)$/.exec(request.url ?? "")?.[1];
    const record = id ? records[id] : undefined;
    response.writeHead(record ? 200 : 404, { "content-type": "application/json" });
    response.end(JSON.stringify(record ?? { error: { code: "not_found" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
