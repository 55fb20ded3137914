import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { canonicalJson, sha256HexOf } from "~/features/draws/method-v2";
import { BEFORE_LOG_TEXT, type PublicDraw } from "~/features/draws/public-draw";
import { verifyDraw } from "~/features/draws/verify-draw";
import { verifySummary } from "~/features/draws/verify-steps";
import * as createRoute from "~/routes/api.v1.draws";

import { VERIFY_EXIT_CODES } from "../../scripts/verify-draw";
import { createdFor } from "../support/drand-fixtures";
import { startDrandRelay, type DrandRelay } from "../support/drand-relay";
import { publicRecordV2 } from "../support/draw-records";
import { otherWitnessVerifierKey } from "../support/log-records";
import {
  TEST_WITNESS_TIME,
  testLogSigningKey,
  testLogVerifierKey,
  testWitnessSigner,
  TEST_LOG_ORIGIN,
} from "../support/log-test-key";
import { referenceVerifier, siteVerifier } from "../support/run-process";
import { startWitness, type LocalWitness } from "../support/witness";

import { startLocalD1 } from "./d1";
import { ORIGIN, callRoute } from "./saved-values-routes";
import { serveSiteRoutes } from "./site-routes-server";

// Both command-line verifiers, run as processes against the site's real routes over a local D1
// served on a local port, with the log on (TEST-ONLY key) and a local witness: a draw made here
// verifies end to end, in the log and cosigned before its round; a wrong log or witness key
// fails it; and a draw stored without a log entry is "made before the public log" when it was
// committed before the log's first entry, and fails when committed after it.

const LOG_ORIGIN = TEST_LOG_ORIGIN;
const LOG_KEY = testLogVerifierKey(LOG_ORIGIN);
/** Recorded rounds: the first logged draw's, one before it and one after it. */
const ROUND = 30662990;
const EARLIER_ROUND = 657413;
const LATER_ROUND = 30662992;

let d1: Awaited<ReturnType<typeof startLocalD1>>;
let context: AppLoadContext;
let relay: DrandRelay;
let witness: LocalWitness;
let site: Awaited<ReturnType<typeof serveSiteRoutes>>;
/** The log's first entry: a draw made through the API at ROUND's time. */
let logged: string;

beforeAll(async () => {
  relay = await startDrandRelay();
  // The draws are dated at recorded rounds by the test clock: the witness stands in that time.
  witness = await startWitness({
    logVkeys: [LOG_KEY],
    signer: testWitnessSigner(() => TEST_WITNESS_TIME),
  });
  d1 = await startLocalD1({
    DRAW_RATE_LIMIT: "1000000",
    DRAW_PENDING_LIMIT: "1000000",
    DRAND_URLS: relay.url,
    DRAW_TEST_CLOCK: "header",
    LOG_SIGNING_KEY: testLogSigningKey(LOG_ORIGIN),
    LOG_WITNESSES: `${witness.verifierKey} ${witness.url}`,
  });
  context = d1.context;
  site = await serveSiteRoutes(context);
  const request = new Request(new URL("/api/v1/draws", ORIGIN), {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": "198.51.100.28",
      "X-Test-Now": String(createdFor(ROUND)),
    },
    body: JSON.stringify({ title: "Logged", entries: ["Ann", "Bo", "Cy", "Di"], winners: 2 }),
  });
  const response = await callRoute(createRoute.action, request, {}, context);
  expect(response.status).toBe(201);
  logged = ((await response.json()) as PublicDraw).id;
}, 300_000);

afterAll(async () => {
  await site?.close();
  await d1?.dispose();
  await witness?.close();
  await relay?.close();
});

/** Stores a decided-to-be draw of `round` straight into D1, as a draw made before the log was. */
async function insertWithoutLogEntry(id: string, round: number): Promise<void> {
  const draw = publicRecordV2(["Eve", "Fay", "Gil"], { round, decided: false });
  const record = draw.record!;
  const text = canonicalJson(record);
  await d1.db
    .prepare(
      `INSERT INTO draws (draw_id, title, entries, entries_hash, entry_count, winners_count, round,
         created_at, draw_at, algorithm_version, listed, hash_only, origin, owner_user_id,
         record, commitment, leaves)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, 2, 0, 0, NULL, NULL, ?, ?, NULL)`,
    )
    .bind(
      id,
      record.title,
      (draw.entries ?? []).join("\n"),
      draw.entriesHash,
      draw.entryCount,
      draw.winnersCount,
      round,
      Date.parse(draw.createdAt),
      text,
      sha256HexOf(text),
    )
    .run();
}

const url = (id: string) => `${site.origin}/draws/${id}`;

describe("the verifiers, against the served site with the log on", { timeout: 300_000 }, () => {
  it("verify a draw made here end to end: in the log, and cosigned by the witness before its round", async () => {
    const keys = ["--log-key", LOG_KEY, "--witness", witness.verifierKey];
    const script = await siteVerifier(url(logged), ...keys);
    expect(script.code, script.stdout).toBe(VERIFY_EXIT_CODES.verified);
    expect(script.stdout).toContain("PASS  In the public log: Entry 0 of the log");
    expect(script.stdout).toContain("PASS  Logged before its round: A trusted witness cosigned");
    expect(script.stdout).toContain("Every step was checked and holds.");
    const reference = await referenceVerifier(url(logged), ...keys);
    expect(reference.code, reference.stdout).toBe(0);
    for (const step of ["log checkpoint", "log inclusion", "log entry", "logged before round"]) {
      expect(reference.stdout).toContain(`PASS    ${step}:`);
    }
  });

  it("fail it under a wrong log key, and with a witness that never cosigned", async () => {
    const wrongLog = ["--log-key", testLogVerifierKey("other.example/log")];
    const script = await siteVerifier(url(logged), ...wrongLog);
    expect(script.code, script.stdout).toBe(VERIFY_EXIT_CODES.failed);
    expect(script.stdout).toContain("FAIL  In the public log: The checkpoint:");
    expect((await referenceVerifier(url(logged), ...wrongLog)).code).toBe(1);
    const wrongWitness = ["--log-key", LOG_KEY, "--witness", otherWitnessVerifierKey];
    const unwitnessed = await siteVerifier(url(logged), ...wrongWitness);
    expect(unwitnessed.code, unwitnessed.stdout).toBe(VERIFY_EXIT_CODES.failed);
    expect(unwitnessed.stdout).toContain("FAIL  Logged before its round:");
    expect((await referenceVerifier(url(logged), ...wrongWitness)).code).toBe(1);
  });

  it("take the site's own /log/key when none is pinned, and say so", async () => {
    const script = await siteVerifier(url(logged));
    expect(script.code, script.stdout).toBe(VERIFY_EXIT_CODES.verified);
    expect(script.stdout).toContain(`/log/key serves; pin it with --log-key`);
    expect(script.stdout).toContain("PASS  In the public log");
    const reference = await referenceVerifier(url(logged));
    expect(reference.code, reference.stdout).toBe(0);
    expect(reference.stdout).toContain("PASS    log inclusion");
  });

  it("say a draw stored without a log entry, committed before the log's first entry, was made before the public log", async () => {
    const id = "MadeBeforeTheLogAAAAAA";
    await insertWithoutLogEntry(id, EARLIER_ROUND);
    const script = await siteVerifier(url(id), "--log-key", LOG_KEY);
    expect(script.code, script.stdout).toBe(VERIFY_EXIT_CODES.beforeLog);
    expect(script.stdout).toContain(
      `PRE-LOG  In the public log: Committed at ${new Date(createdFor(EARLIER_ROUND)).toISOString()}, before the log's first entry (draw ${logged},`,
    );
    expect(script.stdout).toContain(BEFORE_LOG_TEXT);
    expect(script.stdout).toContain("PASS  Winners");
    const reference = await referenceVerifier(url(id), "--log-key", LOG_KEY);
    expect(reference.code, reference.stdout).toBe(5);
    expect(reference.stdout).toContain("PRE-LOG log: committed at");
    // The browser's verifier, on the same served record.
    const record = (await (await fetch(`${site.origin}/api/v1/draws/${id}`)).json()) as PublicDraw;
    expect(record.log).toBeNull();
    expect(record.logStart?.index).toBe(0);
    const steps = await verifyDraw(record, { logKey: LOG_KEY });
    expect(steps.find((step) => step.name === "In the public log")?.outcome).toBe("before-log");
    expect(verifySummary(steps).verdict).toBe("beforeLog");
  });

  it("fail a draw stored without a log entry that was committed after the log began", async () => {
    const id = "SlippedInAfterwardsAAA";
    await insertWithoutLogEntry(id, LATER_ROUND);
    const script = await siteVerifier(url(id), "--log-key", LOG_KEY);
    expect(script.code, script.stdout).toBe(VERIFY_EXIT_CODES.failed);
    expect(script.stdout).toContain("this draw should be in the public log");
    const reference = await referenceVerifier(url(id), "--log-key", LOG_KEY);
    expect(reference.code, reference.stdout).toBe(1);
    expect(reference.stdout).toContain("yet not in the log");
  });
});
