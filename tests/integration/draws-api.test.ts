import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DRAW_MESSAGES } from "~/features/draws/draw-input";
import { DRAW_LIMITS } from "~/features/draws/draw-limits";
import { entriesHash, pickWinners } from "~/features/draws/draw-method";
import type { PublicDraw } from "~/features/draws/public-draw";
import { roundTime } from "~/features/draws/quicknet";
import { storeResolution } from "~/features/draws/draws.server";
import * as createRoute from "~/routes/api.v1.draws";
import * as recordRoute from "~/routes/api.v1.draws.$id";
import * as openApiRoute from "~/routes/api.v1.openapi[.json]";
import * as listPage from "~/routes/draws._index";
import * as newPage from "~/routes/draws.new";

import { TEST_CLERK_ENV, signSessionToken } from "../support/clerk-keys";
import { realRound } from "../support/drand-fixtures";
import { startDrandRelay, type DrandRelay } from "../support/drand-relay";

import { startLocalD1 } from "./d1";
import {
  answerJsonSchema,
  bodyJsonSchema,
  violations,
  type OpenApiDocument,
} from "./openapi-schemas";
import { ORIGIN, callRoute } from "./saved-values-routes";

// The draws API and form against a real local D1, the real Clerk verification code (test-only
// keys) and the local relay of real quicknet rounds, with a low creation limit.

const ROUND = 30662982;
const CREATED = roundTime(ROUND) - DRAW_LIMITS.commitDelaySeconds * 1000 - 100;
const ENTRIES = ["Ann", "Bo", "Cy", "Di", "Ed"];

let d1: Awaited<ReturnType<typeof startLocalD1>>;
let relay: DrandRelay;
let context: AppLoadContext;

beforeAll(async () => {
  relay = await startDrandRelay();
  d1 = await startLocalD1({
    ...TEST_CLERK_ENV,
    DRAND_URLS: relay.url,
    DRAW_TEST_CLOCK: "header",
    DRAW_RATE_LIMIT: "3",
  });
  context = d1.context;
}, 60_000);

afterAll(async () => {
  await d1?.dispose();
  await relay?.close();
});

function apiRequest(path: string, init: RequestInit & { ip: string; now?: number }): Request {
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", init.ip);
  if (init.now !== undefined) headers.set("X-Test-Now", String(init.now));
  return new Request(new URL(path, ORIGIN), { ...init, headers });
}

async function create(ip: string, body: unknown = { title: "T", entries: ENTRIES, winners: 2 }) {
  const request = apiRequest("/api/v1/draws", {
    ip,
    now: CREATED,
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return callRoute(createRoute.action, request, {}, context);
}

async function read(id: string, now: number): Promise<PublicDraw> {
  const request = apiRequest(`/api/v1/draws/${id}`, { ip: "192.0.2.99", now });
  const response = await callRoute(recordRoute.loader, request, { id }, context);
  expect(response.status).toBe(200);
  return (await response.json()) as PublicDraw;
}

describe("POST /api/v1/draws", () => {
  it("creates a draw committed to the first round 30 s ahead, and it resolves from a verified real round", async () => {
    const response = await create("198.51.100.1");
    expect(response.status).toBe(201);
    const draw = (await response.json()) as PublicDraw;
    expect(response.headers.get("Location")).toBe(`/draws/${draw.id}`);
    expect(draw).toMatchObject({ round: ROUND, status: "waiting", entries: ENTRIES, result: null });
    const resolved = await read(draw.id, roundTime(ROUND) + 10);
    const { randomness, signature } = realRound(ROUND);
    expect(resolved.result).toMatchObject({ randomness, signature });
    const hash = await entriesHash(ENTRIES);
    expect(resolved.result?.winners).toEqual(pickWinners(ENTRIES, 2, randomness, hash));
  });

  it("refuses a client past DRAW_RATE_LIMIT per minute with 429 and Retry-After, not others", async () => {
    const ip = "198.51.100.2";
    for (let i = 0; i < 3; i++) expect((await create(ip)).status).toBe(201);
    const refused = await create(ip);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const { error } = (await refused.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(/at most 3 a minute/);
    expect((await create("198.51.100.3")).status).toBe(201);
  });

  it("does not count refused input against the limit", async () => {
    const ip = "198.51.100.4";
    for (let i = 0; i < 5; i++) expect((await create(ip, { title: "" })).status).toBe(400);
    expect((await create(ip)).status).toBe(201);
  });

  it("answers the form's POST past the limit with 429, the message and what was typed", async () => {
    const ip = "198.51.100.5";
    for (let i = 0; i < 3; i++) expect((await create(ip)).status).toBe(201);
    const form = new URLSearchParams({ title: "Kept", entries: "a\nb", winners: "1" });
    const request = apiRequest("/draws/new", { ip, method: "POST", body: form });
    const answer = (await newPage.action({ request, context, params: {} } as never)) as unknown as {
      data: { values: { title: string; entries: string }; problems: { message: string }[] };
      init: { status: number; headers: Record<string, string> };
    };
    expect(answer.init.status).toBe(429);
    expect(answer.init.headers["Retry-After"]).toMatch(/^\d+$/);
    expect(answer.data.values).toMatchObject({ title: "Kept", entries: "a\nb" });
    expect(answer.data.problems[0]?.message).toMatch(/Too many draws/);
  });

  it("refuses a body over the limit with 413", async () => {
    const response = await create("198.51.100.6", {
      title: "T",
      entries: "x".repeat(DRAW_LIMITS.maxBodyBytes),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      DRAW_MESSAGES.tooLarge,
    );
  });
});

describe("storing a resolution", () => {
  it("keeps the first result when two first views race", async () => {
    const draw = (await (await create("198.51.100.7")).json()) as PublicDraw;
    const first = { randomness: "a".repeat(64), signature: "b".repeat(96), resolvedAt: 1 };
    const [one, two] = await Promise.all([
      storeResolution(d1.db, draw.id, { ...first, winners: [{ position: 1, entry: "Ann" }] }),
      storeResolution(d1.db, draw.id, {
        ...first,
        randomness: "c".repeat(64),
        resolvedAt: 2,
        winners: [{ position: 2, entry: "Bo" }],
      }),
    ]);
    expect(one?.resolution).toEqual(two?.resolution);
  });
});

describe("a signed-in visitor's draws", () => {
  it("lists the draws they created with the form, and nobody else's", async () => {
    const form = new URLSearchParams({ title: "Alice's raffle", entries: "a\nb", winners: "1" });
    const request = apiRequest("/draws/new", {
      ip: "198.51.100.8",
      method: "POST",
      body: form,
      headers: { Authorization: `Bearer ${signSessionToken("user_alice")}` },
    });
    const created = await callRoute(newPage.action as never, request, {}, context);
    expect(created.status).toBe(303);
    const listFor = async (userId: string) => {
      const listRequest = new Request(new URL("/draws", ORIGIN), {
        headers: { Authorization: `Bearer ${signSessionToken(userId)}` },
      });
      return listPage.loader({ request: listRequest, context, params: {} } as never);
    };
    const alice = await listFor("user_alice");
    expect(alice.draws.map((draw) => draw.title)).toEqual(["Alice's raffle"]);
    expect((await listFor("user_bob")).draws).toEqual([]);
  });
});

describe("the OpenAPI document", () => {
  let document: OpenApiDocument;

  // As the API serves it; built once, as it loads every generator.
  beforeAll(async () => {
    const request = apiRequest("/api/v1/openapi.json", { ip: "192.0.2.98" });
    const response = await callRoute(openApiRoute.loader, request, {}, context);
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenApiDocument;
  }, 60_000);

  it("describes the body sent, the draw created and its record before and after its round", async () => {
    const drawSchema = answerJsonSchema(document, "/api/v1/draws", "post", "201");
    const recordSchema = answerJsonSchema(document, "/api/v1/draws/{id}", "get", "200");
    const bodySchema = bodyJsonSchema(document, "/api/v1/draws", "post");
    const ip = "198.51.100.9";
    const bodies = [
      { title: "Checked", entries: ENTRIES, winners: 2, listed: true, origin: "pick-from-list" },
      { title: "Hidden", entries: ENTRIES.join("\n"), winners: "1", hashOnly: true },
    ];
    for (const body of bodies) {
      expect(violations(bodySchema, body)).toBe("");
      const response = await create(ip, body);
      expect(response.status).toBe(201);
      const draw = (await response.json()) as PublicDraw;
      expect(violations(drawSchema, draw)).toBe("");
      const waiting = await read(draw.id, CREATED);
      expect(waiting.status).toBe("waiting");
      expect(violations(recordSchema, waiting)).toBe("");
      const resolved = await read(draw.id, roundTime(ROUND) + 10);
      expect(resolved.status).toBe("resolved");
      expect(violations(recordSchema, resolved)).toBe("");
      expect(resolved.entries === null).toBe(body.hashOnly === true);
    }
  });

  it("is no looser than the record: a missing, extra or mistyped field breaks its schema", async () => {
    const recordSchema = answerJsonSchema(document, "/api/v1/draws/{id}", "get", "200");
    const draw = (await (await create("198.51.100.10")).json()) as PublicDraw;
    const record = await read(draw.id, roundTime(ROUND) + 10);
    expect(violations(recordSchema, record)).toBe("");
    const { title: _title, ...untitled } = record;
    for (const broken of [
      untitled,
      { ...record, extra: 1 },
      { ...record, round: String(record.round) },
      { ...record, status: "done" },
      { ...record, createdAt: "yesterday" },
      { ...record, result: { ...record.result, winners: [{ position: 0, entry: "Ann" }] } },
    ]) {
      expect(violations(recordSchema, broken)).not.toBe("");
    }
  });

  it("describes the 400 naming every bad field, and the 404 of an unknown draw", async () => {
    const refused = await create("198.51.100.11", { title: "", entries: [], winners: 0 });
    expect(refused.status).toBe(400);
    const error = (await refused.json()) as { error: { problems: { field: string }[] } };
    expect(violations(answerJsonSchema(document, "/api/v1/draws", "post", "400"), error)).toBe("");
    expect(error.error.problems.map((problem) => problem.field)).toEqual([
      "title",
      "entries",
      "winners",
    ]);
    const id = "AAAAAAAAAAAAAAAAAAAAAA";
    const request = apiRequest(`/api/v1/draws/${id}`, { ip: "192.0.2.99" });
    const missing = await callRoute(recordRoute.loader, request, { id }, context);
    expect(missing.status).toBe(404);
    const notFound = answerJsonSchema(document, "/api/v1/draws/{id}", "get", "404");
    expect(violations(notFound, await missing.json())).toBe("");
  });
});
