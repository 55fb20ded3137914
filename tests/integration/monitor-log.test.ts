import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { canonicalJson, sha256HexOf } from "~/features/draws/method-v2";
import type { PublicDraw } from "~/features/draws/public-draw";
import { logConfig } from "~/features/transparency-log/log-store.server";
import { publishCheckpoint } from "~/features/transparency-log/checkpoint-store.server";
import * as createRoute from "~/routes/api.v1.draws";
import * as recordRoute from "~/routes/api.v1.draws.$id";

import { MONITOR_EXIT_CODES } from "../../scripts/monitor-log";
import { testLogSigningKey, testLogVerifierKey, TEST_LOG_ORIGIN } from "../support/log-test-key";

import { startLocalD1 } from "./d1";
import { serveSiteRoutes } from "./site-routes-server";
import { ORIGIN, callRoute } from "./saved-values-routes";

// scripts/monitor-log.ts run as a process, as a stranger would run it, against the site's real
// routes over a local D1 served on a local port: it follows the log as it grows, and exits
// non-zero when a draw no longer matches its entry or the log itself was rewritten.

const LOG_ORIGIN = TEST_LOG_ORIGIN;
const run = promisify(execFile);

let d1: Awaited<ReturnType<typeof startLocalD1>>;
let context: AppLoadContext;
let server: Awaited<ReturnType<typeof serveSiteRoutes>>;
let site: string;
let stateDir: string;

beforeAll(async () => {
  d1 = await startLocalD1({
    DRAW_RATE_LIMIT: "1000000",
    DRAW_PENDING_LIMIT: "1000000",
    DRAND_URLS: "http://127.0.0.1:9",
    LOG_SIGNING_KEY: testLogSigningKey(LOG_ORIGIN),
  });
  context = d1.context;
  server = await serveSiteRoutes(context);
  site = server.origin;
  stateDir = mkdtempSync(path.join(tmpdir(), "monitor-"));
}, 300_000);

afterAll(async () => {
  await server?.close();
  await d1?.dispose();
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
});

async function createDraws(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const request = new Request(new URL("/api/v1/draws", ORIGIN), {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.9" },
      body: JSON.stringify({ title: `Draw ${i}`, entries: ["a", "b", `c${i}`], winners: 1 }),
    });
    const response = await callRoute(createRoute.action, request, {}, context);
    ids.push(((await response.json()) as PublicDraw).id);
  }
  // A checkpoint of everything, now (the site batches them over a few seconds).
  const config = logConfig(context.cloudflare.env, LOG_ORIGIN);
  if (!config) throw new Error("no log key");
  await publishCheckpoint(d1.db, config, { nowMs: Date.now() });
  return ids;
}

async function monitor() {
  const args = [
    "tsx",
    "scripts/monitor-log.ts",
    site,
    "--state",
    path.join(stateDir, "state.json"),
    "--log-key",
    testLogVerifierKey(LOG_ORIGIN),
  ];
  try {
    const { stdout } = await run("npx", args, { timeout: 120_000 });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

describe("scripts/monitor-log.ts", { timeout: 300_000 }, () => {
  it("follows the log as it grows, checking each new draw against its entry", async () => {
    await createDraws(3);
    const first = await monitor();
    expect(first.output).toMatch(/from 0 to 3 entries; 3 new draws match/);
    expect(first.code).toBe(MONITOR_EXIT_CODES.consistent);
    await createDraws(2);
    const second = await monitor();
    expect(second.output).toMatch(/from 3 to 5 entries; 2 new draws match/);
    expect(second.code).toBe(MONITOR_EXIT_CODES.consistent);
  });

  it("exits non-zero on a draw rewritten in D1 after it was logged, and keeps its state", async () => {
    const [id] = await createDraws(1);
    const draw = await (
      await callRoute(
        recordRoute.loader,
        new Request(new URL(`/api/v1/draws/${id}`, ORIGIN)),
        { id: id as string },
        context,
      )
    ).json();
    const record = { ...(draw as PublicDraw).record!, title: "Rewritten" };
    const text = canonicalJson(record);
    await d1.db
      .prepare("UPDATE draws SET record = ?, commitment = ?, title = ? WHERE draw_id = ?")
      .bind(text, sha256HexOf(text), "Rewritten", id)
      .run();
    const state = readFileSync(path.join(stateDir, "state.json"), "utf8");
    const result = await monitor();
    expect(result.output).toMatch(
      /INCONSISTENT {2}Draw .* differs from its entry 5 in the log: commitment/,
    );
    expect(result.code).toBe(MONITOR_EXIT_CODES.inconsistent);
    expect(readFileSync(path.join(stateDir, "state.json"), "utf8")).toBe(state);
  });

  it("exits non-zero when an entry it saw was rewritten in the log itself", async () => {
    const { results } = await d1.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'tlog_%'")
      .all<{ name: string }>();
    for (const { name } of results) await d1.db.prepare(`DROP TRIGGER ${name}`).run();
    await d1.db
      .prepare("UPDATE tlog_leaves SET entry = entry || ' ', leaf_hash = ? WHERE leaf_index = 1")
      .bind("00".repeat(32))
      .run();
    const result = await monitor();
    expect(result.code).toBe(MONITOR_EXIT_CODES.inconsistent);
    expect(result.output).toMatch(/the log was rewritten|do not give checkpoint 5's root/);
  });
});
