import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { QUICKNET_CHAIN_HASH } from "~/features/draws/quicknet";
import {
  fetchCheckpoint,
  fetchInclusionProof,
  logClient,
  monitorLog,
  proofToBase64,
  verifyEntryFromTiles,
  type LogClient,
  type MonitorState,
} from "~/features/transparency-log/client";
import { checkDrawLogRecord } from "~/features/transparency-log/draw-log-check";
import {
  cosignatureSigner,
  parseCosignatureVerifierKey,
} from "~/features/transparency-log/cosignature";
import { toHex, utf8 } from "~/features/transparency-log/encoding";
import { drawLogEntry, encodeDrawLogEntry } from "~/features/transparency-log/log-entry";
import {
  appendEntries,
  appendEntry,
  appendEntryStatement,
  LogConsistencyError,
  logConfig,
  readEntries,
  storedSize,
  type LogConfig,
} from "~/features/transparency-log/log-store.server";
import {
  entryProof,
  proveInclusion,
  publishCheckpoint,
} from "~/features/transparency-log/checkpoint-store.server";
import { leafHash, rootFromLeafHashes } from "~/features/transparency-log/merkle";
import { serveLog, LOG_CACHE_CONTROL } from "~/features/transparency-log/serve.server";
import { parseVerifierKey } from "~/features/transparency-log/signed-note";
import { decodeEntryBundle, entryBundlePath } from "~/features/transparency-log/tiles";
import {
  parseWitnessList,
  witnessLatestCheckpoint,
} from "~/features/transparency-log/witnessing.server";

import { testLogSigningKey, testLogVerifierKey } from "../support/log-test-key";
import { startWitness, type LocalWitness } from "../support/witness";

import { startLocalD1 } from "./d1";

// The transparency log against a real local D1: concurrent appends, checkpoints, the /log/
// resources read by the tlog client, witnesses (the local fixture), and what happens when
// someone rewrites the log in the database behind the code's back. One database for the file
// (starting one takes seconds, tens on a busy machine): the sections run in order on one log
// that keeps growing, and the section that tampers with it comes last.

const ORIGIN = "randomly.test/log";
const PREFIX = `https://${ORIGIN}`;
const config = logConfig({ LOG_SIGNING_KEY: testLogSigningKey(ORIGIN) }, ORIGIN) as LogConfig;

type LocalD1 = Awaited<ReturnType<typeof startLocalD1>>;

const drawId = (i: number) => `draw${String(i).padStart(18, "0")}`;

/** The public record of the i-th test draw, as the API would show it. */
function draw(i: number, createdAt = "2026-11-26T05:38:10.123Z") {
  return {
    id: drawId(i),
    algorithmVersion: 1,
    entriesHash: toHex(leafHash(utf8(`entries of draw ${i}`))),
    entryCount: 10 + i,
    winnersCount: 1,
    chainHash: QUICKNET_CHAIN_HASH,
    round: 30000000 + i,
    createdAt,
    dueAt: "2099-01-01T00:00:00.000Z",
  };
}

const append = (db: D1Database, i: number) =>
  appendEntry(db, encodeDrawLogEntry(drawLogEntry(draw(i))), { key: drawId(i), nowMs: Date.now() });

/** Appends draws [from, to) in batches (the concurrent path is the first test's). */
async function appendMany(db: D1Database, from: number, to: number) {
  for (let start = from; start < to; start += 100) {
    const batch = Array.from({ length: Math.min(100, to - start) }, (_, k) => ({
      entry: encodeDrawLogEntry(drawLogEntry(draw(start + k))),
      key: drawId(start + k),
    }));
    await appendEntries(db, batch, { nowMs: Date.now() });
  }
}

/** A fetch that answers `/log/...` from serveLog in this process, as the route will. */
function logFetch(db: D1Database): typeof fetch {
  return async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname.replace(/^\/log\//, "");
    return serveLog(path, { db, config, nowMs: Date.now(), checkpointIntervalMs: 0 });
  };
}

const clientFor = (db: D1Database, witnessVkeys: string[] = []): LogClient =>
  logClient({
    prefix: PREFIX,
    vkey: testLogVerifierKey(ORIGIN),
    witnessVkeys,
    fetch: logFetch(db),
  });

async function dropTriggers(db: D1Database) {
  const { results } = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'tlog_%'")
    .all<{ name: string }>();
  for (const { name } of results) await db.prepare(`DROP TRIGGER ${name}`).run();
}

async function rewriteEntry(db: D1Database, index: number) {
  const forged = encodeDrawLogEntry(drawLogEntry({ ...draw(index), winnersCount: 99 }));
  await db
    .prepare("UPDATE tlog_leaves SET entry = ?, leaf_hash = ? WHERE leaf_index = ?")
    .bind(new TextDecoder().decode(forged), toHex(leafHash(forged)), index)
    .run();
}

let d1: LocalD1;
let db: D1Database;

beforeAll(async () => {
  d1 = await startLocalD1();
  db = d1.db;
}, 120_000);
afterAll(async () => {
  await d1?.dispose();
});

/** A draw's log record as its API record will carry it. */
async function servedRecord(i: number) {
  const record = await entryProof(db, drawId(i));
  if (!record) throw new Error(`draw ${i} is not in a checkpoint`);
  return {
    index: record.index,
    entry: record.entry,
    checkpoint: record.checkpoint.note,
    proof: proofToBase64(record.proof),
  };
}

const logTrust = () => ({ log: parseVerifierKey(testLogVerifierKey(ORIGIN)) });

describe("a log in D1", { timeout: 60_000 }, () => {
  let client: LogClient;
  let afterFifty: MonitorState;

  beforeAll(() => {
    client = clientFor(db);
  });

  it("gives 50 concurrent appends 50 consecutive indexes, and the tree never forks", async () => {
    const appended = await Promise.all(Array.from({ length: 50 }, (_, i) => append(db, i)));
    expect(appended.map((a) => a.index).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i),
    );
    expect(await storedSize(db)).toBe(50);
    const checkpoint = await publishCheckpoint(db, config, { nowMs: Date.now() });
    const entries = await readEntries(db, 0, 50);
    expect(checkpoint.size).toBe(50);
    expect(checkpoint.rootHash).toEqual(rootFromLeafHashes(entries.map((e) => leafHash(e.entry))));
  });

  it("logs a draw once: appending it again returns its first index", async () => {
    const again = await append(db, 7);
    expect(again).toMatchObject({ existing: true, index: (await servedRecord(7)).index });
    const different = encodeDrawLogEntry(drawLogEntry({ ...draw(7), winnersCount: 2 }));
    await expect(appendEntry(db, different, { key: drawId(7), nowMs: Date.now() })).rejects.toThrow(
      LogConsistencyError,
    );
    expect(await storedSize(db)).toBe(50);
  });

  it("appends in the same transaction as the statements batched with it", async () => {
    const entry = encodeDrawLogEntry(drawLogEntry(draw(999)));
    const failing = db.prepare("INSERT INTO tlog_checkpoints (tree_size) VALUES (NULL)");
    await expect(
      db.batch([appendEntryStatement(db, entry, { key: drawId(999), nowMs: Date.now() }), failing]),
    ).rejects.toThrow();
    expect(await storedSize(db)).toBe(50);
  });

  it("serves a checkpoint that a tlog client verifies, and tiles that prove every entry", async () => {
    const { checkpoint } = await fetchCheckpoint(client);
    expect(checkpoint).toMatchObject({ origin: ORIGIN, size: 50 });
    const entries = await readEntries(db, 0, 50);
    for (const entry of entries) {
      expect(await verifyEntryFromTiles(client, checkpoint, entry.index, entry.entry)).toBe(true);
    }
    expect(await verifyEntryFromTiles(client, checkpoint, 3, utf8("not the entry"))).toBe(false);
    const first = await monitorLog(client, null);
    expect(first.problems).toEqual([]);
    expect(first.entries).toHaveLength(50);
    afterFifty = first.state as MonitorState;
  });

  it("grows past a full tile; the monitor sees only the new entries, consistent with the old tree", async () => {
    await appendMany(db, 50, 300);
    const published = await publishCheckpoint(db, config, { nowMs: Date.now() });
    expect(published.size).toBe(300);
    const run = await monitorLog(client, afterFifty);
    expect(run.problems).toEqual([]);
    expect(run.entries.map((e) => e.index)).toEqual(Array.from({ length: 250 }, (_, i) => 50 + i));
    expect(await fetchInclusionProof(client, 123, 300)).toEqual(await proveInclusion(db, 123, 300));
  });

  it("does not sign a new checkpoint for entries younger than the batching interval allows", async () => {
    await append(db, 300);
    const latest = await publishCheckpoint(db, config, {
      nowMs: Date.now(),
      minIntervalMs: 60_000,
    });
    expect(latest.size).toBe(300);
  });

  it("serves tiles, bundles, the checkpoint and the key with the headers the spec asks for", async () => {
    const get = (path: string) =>
      serveLog(path, { db, config, nowMs: Date.now(), checkpointIntervalMs: 60_000 });
    const checkpoint = await get("checkpoint");
    expect(checkpoint.status).toBe(200);
    expect(checkpoint.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(checkpoint.headers.get("Cache-Control")).toBe(LOG_CACHE_CONTROL.checkpoint);
    expect(checkpoint.headers.get("Access-Control-Allow-Origin")).toBe("*");

    const full = await get("tile/0/000");
    expect(full.headers.get("Content-Type")).toBe("application/octet-stream");
    expect(full.headers.get("Cache-Control")).toBe(LOG_CACHE_CONTROL.immutable);
    expect(full.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect((await full.arrayBuffer()).byteLength).toBe(8192);

    const partial = await get("tile/0/001.p/44");
    expect(partial.headers.get("Cache-Control")).toBe(LOG_CACHE_CONTROL.partial);
    expect((await partial.arrayBuffer()).byteLength).toBe(44 * 32);
    expect((await get("tile/1/000.p/1")).status).toBe(200);

    const bundle = await get("tile/entries/000");
    const entries = decodeEntryBundle(new Uint8Array(await bundle.arrayBuffer()));
    expect(entries).toHaveLength(256);
    expect(new TextDecoder().decode(entries?.[0])).toContain('"type":"draw-commitment/v1"');

    expect((await get("tile/0/001")).status).toBe(404); // not full in the tree of 300
    expect((await get("tile/0/001.p/45")).status).toBe(404); // beyond the tree of 300
    expect((await get("tile/2/000.p/1")).status).toBe(404);
    expect((await get("tile/0/x000/001")).status).toBe(400);
    expect((await get("tile/entries/001.p/0")).status).toBe(400);
    expect(await (await get("key")).text()).toBe(`${testLogVerifierKey(ORIGIN)}\n`);
  });

  it("gives each draw its index, first checkpoint and inclusion proof, which verifiers check", async () => {
    const record = await servedRecord(7);
    const [logged] = await readEntries(db, record.index, record.index + 1);
    expect(new TextDecoder().decode(logged?.entry)).toContain(drawId(7));
    expect(record.checkpoint.startsWith(`${ORIGIN}\n50\n`)).toBe(true);
    expect(checkDrawLogRecord(record, draw(7), logTrust())).toMatchObject({ ok: true });
    const rewritten = checkDrawLogRecord(record, { ...draw(7), winnersCount: 3 }, logTrust());
    expect(rewritten.problems).toEqual([
      "The draw's record differs from what was logged: winnersCount.",
    ]);
    const backdated = { ...draw(7), createdAt: "2026-11-25T05:38:10.123Z" };
    expect(checkDrawLogRecord(record, backdated, logTrust()).ok).toBe(false);
  });

  it("has one checkpoint per size, and refuses to change what it logged", async () => {
    await expect(
      db
        .prepare(
          "INSERT INTO tlog_checkpoints (tree_size, root_hash, signed_note, published_at) VALUES (?, ?, ?, ?)",
        )
        .bind(300, "00".repeat(32), "forged", Date.now())
        .run(),
    ).rejects.toThrow(/UNIQUE|constraint/i);
    await expect(
      db
        .prepare("UPDATE tlog_checkpoints SET root_hash = ? WHERE tree_size = ?")
        .bind("00", 50)
        .run(),
    ).rejects.toThrow(/never change/);
    await expect(db.prepare("DELETE FROM tlog_leaves WHERE leaf_index = 0").run()).rejects.toThrow(
      /append-only/,
    );
    await expect(
      db.prepare("UPDATE tlog_leaves SET entry = 'x' WHERE leaf_index = 0").run(),
    ).rejects.toThrow(/append-only/);
  });
});

describe("witnesses", { timeout: 60_000 }, () => {
  let witness: LocalWitness;
  let refusing: LocalWitness;
  let firstSize: number;

  beforeAll(async () => {
    witness = await startWitness({ logVkeys: [testLogVerifierKey(ORIGIN)] });
    refusing = await startWitness({
      logVkeys: [testLogVerifierKey(ORIGIN)],
      refuse: true,
      signer: cosignatureSigner("witness.test/refuser", new Uint8Array(32).fill(0x52)),
    });
  });
  afterAll(async () => {
    await witness?.close();
    await refusing?.close();
  });

  const configured = (w: LocalWitness) => parseWitnessList(`${w.verifierKey} ${w.url}`);

  it("reads LOG_WITNESSES", () => {
    const list = parseWitnessList(
      `${witness.verifierKey} ${witness.url}/, ${refusing.verifierKey} ${refusing.url}`,
    );
    expect(list.map((w) => w.url)).toEqual([witness.url, refusing.url]);
    expect(() => parseWitnessList("just-a-key")).toThrow(/LOG_WITNESSES/);
    expect(parseWitnessList("")).toEqual([]);
  });

  it("submits each checkpoint with a consistency proof and serves the cosigned checkpoint", async () => {
    firstSize = (await publishCheckpoint(db, config, { nowMs: Date.now() })).size;
    expect(await witnessLatestCheckpoint(db, configured(witness))).toEqual([
      expect.objectContaining({ ok: true, size: firstSize }),
    ]);
    await appendMany(db, 400, 425);
    await publishCheckpoint(db, config, { nowMs: Date.now() });
    expect(await witnessLatestCheckpoint(db, configured(witness))).toEqual([
      expect.objectContaining({ ok: true, size: firstSize + 25 }),
    ]);
    expect(witness.statuses).toEqual([200, 200]);
    const { note } = await fetchCheckpoint(clientFor(db, [witness.verifierKey]));
    expect(note.verified.map((sig) => sig.name)).toEqual([ORIGIN, "witness.test/randomly-fixture"]);
  });

  it("catches up with a witness that holds another size (409) by proving from its size", async () => {
    await db.prepare("UPDATE tlog_witness_state SET tree_size = ?").bind(firstSize).run();
    await appendMany(db, 425, 430);
    await publishCheckpoint(db, config, { nowMs: Date.now() });
    expect(await witnessLatestCheckpoint(db, configured(witness))).toEqual([
      expect.objectContaining({ ok: true, size: firstSize + 30 }),
    ]);
    expect(witness.statuses.slice(-2)).toEqual([409, 200]);
  });

  it("proves a draw logged before its round only by a witness's cosignature before the round", async () => {
    const trust = { ...logTrust(), witnesses: [parseCosignatureVerifierKey(witness.verifierKey)] };
    const record = await servedRecord(410);
    const onTime = checkDrawLogRecord(record, draw(410), trust);
    expect(onTime.ok).toBe(true);
    expect(onTime.witnessedAtMs).toBeGreaterThan(Date.now() - 60_000);
    // A draw inserted after its round (backdated): the witness saw it only after the round.
    const late = { ...draw(410), dueAt: new Date(Date.now() - 3_600_000).toISOString() };
    expect(checkDrawLogRecord(record, late, trust).problems).toEqual([
      "The draw was first witnessed in the log after its round was due.",
    ]);
  });

  it("finds the first cosigned checkpoint holding a draw, for proofs of its time", async () => {
    // Draws 0..49 were first in checkpoint 50, which no witness saw; the first cosigned
    // checkpoint holding them is the first one submitted.
    expect((await entryProof(db, drawId(7)))?.checkpoint.size).toBe(50);
    const cosigned = await entryProof(db, drawId(7), { cosigned: true });
    expect(cosigned?.checkpoint.size).toBe(firstSize);
    expect(cosigned?.checkpoint.note).toContain("— witness.test/randomly-fixture ");
  });

  it("reports a witness that refuses, and serves the checkpoint without its cosignature", async () => {
    const [report] = await witnessLatestCheckpoint(db, configured(refusing));
    expect(report).toMatchObject({ ok: false, reason: expect.stringMatching(/trusts no key/) });
    const trust = { ...logTrust(), witnesses: [parseCosignatureVerifierKey(refusing.verifierKey)] };
    expect(checkDrawLogRecord(await servedRecord(427), draw(427), trust).problems).toEqual([
      "No trusted witness cosigned the checkpoint that includes the draw.",
    ]);
  });
});

describe("a log rewritten in D1 behind the code's back", { timeout: 60_000 }, () => {
  let before: MonitorState;

  beforeAll(async () => {
    const run = await monitorLog(clientFor(db), null);
    expect(run.problems).toEqual([]);
    before = run.state as MonitorState;
    await dropTriggers(db); // what someone with the database could do
  });

  it("a rewritten entry fails its draw's verification and any monitor that reads it", async () => {
    await rewriteEntry(db, 3);
    const record = await servedRecord(3);
    const check = checkDrawLogRecord(record, { ...draw(3), winnersCount: 99 }, logTrust());
    expect(check.problems).toEqual([`Entry ${record.index} is not in the checkpoint's tree.`]);
    const fresh = await monitorLog(clientFor(db), null);
    expect(fresh.problems).toEqual([
      `The entries served from 0 to ${before.size} do not hash to the checkpoint's root`,
    ]);
  });

  it("a rewritten recent entry makes the log refuse to sign again, and stop serving", async () => {
    await rewriteEntry(db, before.size - 2);
    await append(db, 500);
    await expect(publishCheckpoint(db, config, { nowMs: Date.now() })).rejects.toThrow(
      LogConsistencyError,
    );
    const response = await serveLog("checkpoint", {
      db,
      config,
      nowMs: Date.now(),
      checkpointIntervalMs: 0,
    });
    expect(response.status).toBe(503);
    const run = await monitorLog(clientFor(db), before);
    expect(run.problems[0]).toMatch(/does not verify: GET checkpoint: HTTP 503/);
  });

  it("a removed entry is detected: the log holds fewer entries than it published", async () => {
    await db
      .prepare("DELETE FROM tlog_leaves WHERE leaf_index >= ?")
      .bind(before.size - 1)
      .run();
    await expect(publishCheckpoint(db, config, { nowMs: Date.now() })).rejects.toThrow(
      `holds ${before.size - 1} entries but checkpoint ${before.size}`,
    );
    const path = entryBundlePath(1, before.size - 256);
    expect((await serveLog(path, { db, config: null, nowMs: Date.now() })).status).toBe(503);
  });

  it("a forked checkpoint (same size, another root) is caught by a monitor that saw the first", async () => {
    // Replace the whole log by another history of the same size, re-signed with the log's key:
    // the worst case, a stolen key. Only a monitor or witness that saw the first can tell.
    await db.prepare("DELETE FROM tlog_cosignatures").run();
    await db.prepare("DELETE FROM tlog_checkpoints").run();
    await db.prepare("DELETE FROM tlog_tile_hashes").run();
    await db.prepare("DELETE FROM tlog_leaves").run();
    await appendMany(db, 1000, 1000 + before.size);
    expect((await publishCheckpoint(db, config, { nowMs: Date.now() })).size).toBe(before.size);
    const run = await monitorLog(clientFor(db), before);
    expect(run.problems).toEqual([
      `Two different checkpoints for size ${before.size}: the log forked`,
    ]);
  });
});
