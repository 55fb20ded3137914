import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { canonicalJson, sha256HexOf } from "~/features/draws/method-v2";
import type { PublicDraw } from "~/features/draws/public-draw";
import { logClient, monitorLog } from "~/features/transparency-log/client";
import { checkDrawLogRecord, type DrawLogRecord } from "~/features/transparency-log/draw-log-check";
import { parseCosignatureVerifierKey } from "~/features/transparency-log/cosignature";
import { toHex } from "~/features/transparency-log/encoding";
import { drawLogEntry, encodeDrawLogEntry } from "~/features/transparency-log/log-entry";
import { logConfig, readEntries } from "~/features/transparency-log/log-store.server";
import { publishCheckpoint } from "~/features/transparency-log/checkpoint-store.server";
import { leafHash } from "~/features/transparency-log/merkle";
import { parseVerifierKey } from "~/features/transparency-log/signed-note";
import * as createRoute from "~/routes/api.v1.draws";
import * as recordRoute from "~/routes/api.v1.draws.$id";
import * as newPage from "~/routes/draws.new";
import * as logRoute from "~/routes/log.$";
import * as logPage from "~/routes/log._index";

import { TEST_CLERK_ENV } from "../support/clerk-keys";
import { testLogSigningKey, testLogVerifierKey, TEST_LOG_ORIGIN } from "../support/log-test-key";
import { startWitness, type LocalWitness } from "../support/witness";

import { startLocalD1 } from "./d1";
import { ORIGIN, callRoute } from "./saved-values-routes";

// Public draws and the transparency log together, through the real routes over a local D1:
// every creation (API and form; listed, unlisted, hash-only, range) logs its commitment in the
// draw's own transaction; the record carries its proof, which checks against the log's key and
// a witness's cosignature; and a draw changed or backdated in D1 fails that check.

const LOG_ORIGIN = TEST_LOG_ORIGIN;
const trust = { log: parseVerifierKey(testLogVerifierKey(LOG_ORIGIN)) };

let d1: Awaited<ReturnType<typeof startLocalD1>>;
let witness: LocalWitness;
let context: AppLoadContext;
let db: D1Database;

beforeAll(async () => {
  witness = await startWitness({ logVkeys: [testLogVerifierKey(LOG_ORIGIN)] });
  d1 = await startLocalD1({
    ...TEST_CLERK_ENV,
    DRAW_RATE_LIMIT: "1000000",
    DRAW_PENDING_LIMIT: "1000000",
    // No relay: these draws are never decided here (a closed port fails at once).
    DRAND_URLS: "http://127.0.0.1:9",
    DRAW_TEST_CLOCK: "header",
    LOG_SIGNING_KEY: testLogSigningKey(LOG_ORIGIN),
    LOG_WITNESSES: `${witness.verifierKey} ${witness.url}`,
  });
  context = d1.context;
  db = d1.db;
}, 120_000);

afterAll(async () => {
  await d1?.dispose();
  await witness?.close();
});

const post = (path: string, body: BodyInit, type: string) =>
  new Request(new URL(path, ORIGIN), {
    method: "POST",
    headers: { "Content-Type": type, "CF-Connecting-IP": "198.51.100.77" },
    body,
  });

/** Creates a draw through the API; its id. */
async function createByApi(body: Record<string, unknown>): Promise<string> {
  const request = post("/api/v1/draws", JSON.stringify(body), "application/json");
  const response = await callRoute(createRoute.action, request, {}, context);
  expect(response.status).toBe(201);
  return ((await response.json()) as PublicDraw).id;
}

/** Creates a draw through the page's form; its id. */
async function createByForm(fields: Record<string, string>): Promise<string> {
  const form = new URLSearchParams(fields);
  const request = post("/draws/new", form, "application/x-www-form-urlencoded");
  const answer = await callRoute(newPage.action as never, request, {}, context);
  if (answer.status === 303) {
    return /\/draws\/([A-Za-z0-9_-]{22})/.exec(answer.headers.get("Location") ?? "")?.[1] ?? "";
  }
  // A hidden list answers with its receipts once (Remix's data()).
  const { data } = answer as unknown as { data: { committed: { id: string } } };
  return data.committed.id;
}

async function read(id: string): Promise<PublicDraw> {
  const request = new Request(new URL(`/api/v1/draws/${id}`, ORIGIN));
  const response = await callRoute(recordRoute.loader, request, { id }, context);
  expect(response.status).toBe(200);
  return (await response.json()) as PublicDraw;
}

/** A fetch that answers /log/... from the route, as a monitor elsewhere would read it. */
const logFetch: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const request = new Request(url);
  return callRoute(
    logRoute.loader,
    request,
    { "*": url.pathname.replace(/^\/log\//, "") },
    context,
  );
};

const creations = (i: number): Promise<string> => {
  const entries = [`Ann ${i}`, `Bo ${i}`, `Cy ${i}`];
  switch (i % 5) {
    case 0:
      return createByApi({ title: `Listed ${i}`, entries, winners: 1, listed: true });
    case 1:
      return createByApi({ title: `Unlisted ${i}`, entries, winners: 2 });
    case 2:
      return createByApi({ title: `Hash-only ${i}`, entries, winners: 1, hashOnly: true });
    case 3:
      return createByForm({ title: `Form ${i}`, entries: entries.join("\n"), winners: "1" });
    default:
      return createByForm({
        title: `Form hash-only ${i}`,
        entries: entries.join("\n"),
        winners: "1",
        hashOnly: "on",
      });
  }
};

// Generous: 50 creations on one local D1 take tens of seconds on a busy 2-core machine.
describe("draws in the transparency log", { timeout: 300_000 }, () => {
  let ids: string[] = [];

  it("logs 50 concurrent creations (API and form, listed, unlisted, hash-only) in one tree", async () => {
    ids = await Promise.all(Array.from({ length: 50 }, (_, i) => creations(i)));
    expect(new Set(ids).size).toBe(50);
    const entries = await readEntries(db, 0, 50);
    const logged = entries.map(
      (e) =>
        JSON.parse(new TextDecoder().decode(e.entry)) as {
          drawId: string;
        },
    );
    expect(logged.map((e) => e.drawId).sort()).toEqual([...ids].sort());
    // Never the entries of any draw, hash-only or not.
    for (const entry of entries) expect(new TextDecoder().decode(entry.entry)).not.toMatch(/Ann/);
    const config = logConfig(context.cloudflare.env, LOG_ORIGIN);
    if (!config) throw new Error("no log key");
    const checkpoint = await publishCheckpoint(db, config, { nowMs: Date.now() });
    expect(checkpoint.size).toBe(50);
    const monitored = await monitorLog(
      logClient({
        prefix: `http://${LOG_ORIGIN}`,
        vkey: testLogVerifierKey(LOG_ORIGIN),
        fetch: logFetch,
      }),
      null,
    );
    expect(monitored.problems).toEqual([]);
    expect(monitored.entries).toHaveLength(50);
  });

  it("gives every draw's record a proof of inclusion that checks against the log's key", async () => {
    for (const id of ids) {
      const draw = await read(id);
      expect(draw.log, id).not.toBeNull();
      const check = checkDrawLogRecord(draw.log as DrawLogRecord, draw, trust);
      expect(check.problems, id).toEqual([]);
    }
  });

  it("shows a draw whose round is due with its proof at once, without waiting for the batch", async () => {
    const id = await createByApi({ title: "Due", entries: ["x", "y"], winners: 1 });
    const created = await read(id);
    const request = new Request(new URL(`/api/v1/draws/${id}`, ORIGIN), {
      headers: { "X-Test-Now": String(Date.parse(created.dueAt) + 1000) },
    });
    const response = await callRoute(recordRoute.loader, request, { id }, context);
    const due = (await response.json()) as PublicDraw;
    expect(checkDrawLogRecord(due.log as DrawLogRecord, due, trust).problems).toEqual([]);
  });

  it("explains the log on /log with its latest checkpoint, key and witness", async () => {
    const page = await logPage.loader({
      request: new Request(new URL("/log", ORIGIN)),
      context,
      params: {},
    } as never);
    expect(page.checkpoint).toMatch(/^localhost:8788\/log\n\d+\n/);
    expect(page.logKey).toBe(testLogVerifierKey(LOG_ORIGIN));
    expect(page.witnessKeys).toEqual([witness.verifierKey]);
  });

  it("verifies a new draw end to end: in the log, cosigned by the witness before its round", async () => {
    const id = await createByApi({ title: "Witnessed", entries: ["a", "b", "c"], winners: 1 });
    // The checkpoint holding it is published at once or, batched, within the interval.
    let draw = await read(id);
    for (let i = 0; i < 40 && !draw.log?.checkpoint.includes("witness.test"); i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      draw = await read(id);
    }
    const withWitness = {
      ...trust,
      witnesses: [parseCosignatureVerifierKey(witness.verifierKey)],
    };
    const check = checkDrawLogRecord(draw.log as DrawLogRecord, draw, withWitness);
    expect(check.problems).toEqual([]);
    expect(check.witnessedAtMs).toBeLessThan(Date.parse(draw.dueAt));
  });

  it("fails a draw whose record was rewritten in D1 after it was logged", async () => {
    const id = ids[1] as string;
    const before = await read(id);
    const record = { ...before.record!, winners: 1 };
    const text = canonicalJson(record);
    await db
      .prepare("UPDATE draws SET record = ?, commitment = ?, winners_count = 1 WHERE draw_id = ?")
      .bind(text, sha256HexOf(text), id)
      .run();
    const after = await read(id);
    const check = checkDrawLogRecord(after.log as DrawLogRecord, after, trust);
    expect(check.ok).toBe(false);
    expect(check.problems.join(" ")).toMatch(/differs from what was logged: .*winnersCount/);
  });

  it("fails a draw inserted backdated: not in the log, or logged after its round", async () => {
    const original = await read(ids[0] as string);
    const id = "Backdated0000000000000";
    await db
      .prepare(
        `INSERT INTO draws (draw_id, title, entries, entries_hash, entry_count, winners_count, round,
           created_at, draw_at, algorithm_version, listed, hash_only, origin, owner_user_id,
           record, commitment, leaves)
         SELECT ?, title, entries, entries_hash, entry_count, winners_count, round, created_at,
           draw_at, algorithm_version, listed, hash_only, origin, owner_user_id, record,
           commitment, leaves FROM draws WHERE draw_id = ?`,
      )
      .bind(id, original.id)
      .run();
    const unlogged = await read(id);
    expect(unlogged.log).toBeNull();
    // Logged now, claiming an old time: the witness dates it after its round.
    const past = {
      ...unlogged,
      createdAt: "2020-01-01T00:00:00.000Z",
      dueAt: "2020-01-01T00:00:30.000Z",
    };
    await db
      .prepare(
        "INSERT INTO tlog_leaves (leaf_index, entry, leaf_hash, entry_key, appended_at) SELECT MAX(leaf_index) + 1, ?, ?, ?, 0 FROM tlog_leaves",
      )
      .bind(
        new TextDecoder().decode(encodeDrawLogEntry(drawLogEntry(past))),
        toHex(leafHash(encodeDrawLogEntry(drawLogEntry(past)))),
        id,
      )
      .run();
    let logged = await read(id);
    for (let i = 0; i < 40 && !logged.log?.checkpoint.includes("witness.test"); i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      logged = await read(id);
    }
    const check = checkDrawLogRecord(logged.log as DrawLogRecord, past, {
      ...trust,
      witnesses: [parseCosignatureVerifierKey(witness.verifierKey)],
    });
    expect(check.problems).toContain(
      "The draw was first witnessed in the log after its round was due.",
    );
  });
});
