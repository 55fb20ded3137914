import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { DRAW_MESSAGES } from "~/features/draws/draw-input";
import { DRAW_LIMITS } from "~/features/draws/draw-limits";
import { verifyInclusion, leafHash, saltOfReceiptCode } from "~/features/draws/hidden-list";
import { commitmentOf, winnersV2 } from "~/features/draws/method-v2";
import { OVERLAP_LIMIT } from "~/features/draws/overlap";
import { overlapText, type PublicDraw } from "~/features/draws/public-draw";
import { refuseCrossSiteWrite } from "~/features/api/api.server";
import { fetchVerifiedRound } from "~/features/draws/beacon.server";
import { DRAW_PENDING_LIMIT_DEFAULT } from "~/features/draws/draw-config.server";
import { roundTime } from "~/features/draws/quicknet";
import { storeResolution } from "~/features/draws/draws.server";
import * as createRoute from "~/routes/api.v1.draws";
import * as recordRoute from "~/routes/api.v1.draws.$id";
import * as proofRoute from "~/routes/api.v1.draws.$id.proof";
import * as openApiRoute from "~/routes/api.v1.openapi[.json]";
import * as listPage from "~/routes/draws._index";
import * as newPage from "~/routes/draws.new";

import { TEST_CLERK_ENV, signSessionToken } from "../support/clerk-keys";
import { corruptedRound, realRound } from "../support/drand-fixtures";
import { startDrandRelay, type DrandRelay } from "../support/drand-relay";

import { startLocalD1 } from "./d1";
import {
  answerJsonSchema,
  bodyJsonSchema,
  violations,
  type OpenApiDocument,
} from "./openapi-schemas";
import { ORIGIN, callRoute } from "./saved-values-routes";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";

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

async function create(
  ip: string,
  body: unknown = { title: "T", entries: ENTRIES, winners: 2 },
  round = ROUND,
) {
  const request = apiRequest("/api/v1/draws", {
    ip,
    now: roundTime(round) - DRAW_LIMITS.commitDelaySeconds * 1000 - 100,
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
  it("takes a draw for quicknet's first round, made before any round was published", async () => {
    // The soak's draws (test clock half a second before round 1's commit deadline) got 500s.
    const response = await create("198.51.100.77", undefined, 1);
    expect(response.status).toBe(201);
    expect(((await response.json()) as PublicDraw).round).toBe(1);
  });

  it("creates a draw committed to the first round 30 s ahead, and it resolves from a verified real round", async () => {
    const response = await create("198.51.100.1");
    expect(response.status).toBe(201);
    const draw = (await response.json()) as PublicDraw;
    expect(response.headers.get("Location")).toBe(`/draws/${draw.id}`);
    expect(draw).toMatchObject({ round: ROUND, status: "waiting", entries: ENTRIES, result: null });
    expect(draw.algorithmVersion).toBe(2);
    expect(draw.commitmentHash).toBe(commitmentOf(draw.record!).sha256);
    const resolved = await read(draw.id, roundTime(ROUND) + 10);
    const { randomness, signature } = realRound(ROUND);
    expect(resolved.result).toMatchObject({ randomness, signature });
    expect(resolved.result?.winners).toEqual(winnersV2(draw.record!, randomness));
  });

  it("is open to other websites (CORS), as the documentation says", async () => {
    for (const path of [
      "/api/v1/draws",
      "/api/v1/draws/AAAAAAAAAAAAAAAAAAAAAA",
      "/api/v1/draws/AAAAAAAAAAAAAAAAAAAAAA/proof",
    ]) {
      const write = new Request(new URL(path, ORIGIN), {
        method: "POST",
        headers: { Origin: "https://teacher.example", "Content-Type": "application/json" },
      });
      expect(refuseCrossSiteWrite(write), path).toBeNull();
    }
    const response = await create("198.51.100.20", { title: "From elsewhere", entries: ENTRIES });
    expect(response.status).toBe(201);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  it("refuses unknown fields and impossible dates with 400 naming the field", async () => {
    const misspelt = await create("198.51.100.21", { title: "T", entries: ENTRIES, winner: 3 });
    expect(misspelt.status).toBe(400);
    const { error } = (await misspelt.json()) as { error: { field: string; message: string } };
    expect(error.field).toBe("winner");
    expect(error.message).toContain('did you mean "winners"?');
    const impossible = await create("198.51.100.21", {
      title: "T",
      entries: ENTRIES,
      drawAt: "2027-02-30T10:00:00Z",
    });
    expect(impossible.status).toBe(400);
    const refused = (await impossible.json()) as { error: { field: string; message: string } };
    expect(refused.error.field).toBe("drawAt");
    expect(refused.error.message).toBe(DRAW_MESSAGES.drawAtImpossible("2027-02-30T10:00:00Z"));
  });

  it("lets one client have at most 3 draws waiting for the same round", async () => {
    const ip = "198.51.100.22";
    const round = ROUND + 40;
    const body = { title: "T", entries: ENTRIES, winners: 1 };
    for (let i = 0; i < DRAW_PENDING_LIMIT_DEFAULT; i++) {
      expect((await create(ip, body, round)).status).toBe(201);
    }
    const fourth = await create(ip, body, round);
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as { error: { message: string } }).error.message).toMatch(
      /already have 3 draws waiting for the same round/,
    );
    expect((await create("198.51.100.23", body, round)).status).toBe(201);
  });

  it("lists the other draws of the same round made of mostly the same names, linking the listed ones", async () => {
    const round = ROUND + 60;
    const names = Array.from({ length: 30 }, (_, i) => `Pupil ${i + 1}`);
    const first = (await (
      await create("198.51.100.24", { title: "A", entries: names, listed: true }, round)
    ).json()) as PublicDraw;
    const reordered = [...names.slice(0, 20)].reverse();
    const second = (await (
      await create("198.51.100.25", { title: "B", entries: reordered }, round)
    ).json()) as PublicDraw;
    const unrelated = (await (
      await create("198.51.100.26", { title: "C", entries: ["x", "y"] }, round)
    ).json()) as PublicDraw;
    const later = roundTime(round) - 10_000;
    expect((await read(second.id, later)).overlaps).toEqual({
      count: 1,
      more: false,
      listed: [{ id: first.id, title: "A", url: `${ORIGIN}/draws/${first.id}` }],
    });
    expect((await read(first.id, later)).overlaps).toEqual({ count: 1, more: false, listed: [] });
    expect((await read(unrelated.id, later)).overlaps.count).toBe(0);
    expect(overlapText({ count: 2, more: false }, "names")).toBe(
      "2 other draws of mostly the same names were made for this round",
    );
  });

  it("keeps the work of one creation bounded when a round gets many draws of one list: keeps OVERLAP_LIMIT overlaps each way, and the page says 'More than'", async () => {
    // The soak (issue 33) made thousands of draws of one list on one round: each compared with
    // every other and stored a row per pair, so memory and time grew with the square.
    const round = ROUND + 90;
    const ids: string[] = [];
    for (let i = 0; i < OVERLAP_LIMIT + 3; i++) {
      const answer = await create(
        `203.0.113.${i}`,
        { title: `Many ${i}`, entries: ENTRIES },
        round,
      );
      expect(answer.status).toBe(201);
      ids.push(((await answer.json()) as PublicDraw).id);
    }
    const db = context.cloudflare.env.DB;
    const perDraw = await db
      .prepare(
        `SELECT o.draw_id, COUNT(*) AS n FROM draw_overlaps o JOIN draws d ON d.draw_id = o.draw_id
         WHERE d.round = ? GROUP BY o.draw_id ORDER BY n DESC LIMIT 1`,
      )
      .bind(round)
      .first<{ n: number }>();
    // Each draw keeps its OVERLAP_LIMIT newest overlaps, and is kept by at most OVERLAP_LIMIT later.
    expect(perDraw?.n).toBeLessThanOrEqual(2 * OVERLAP_LIMIT);
    const newest = await db
      .prepare("SELECT COUNT(*) AS n FROM draw_overlaps WHERE draw_id = ?")
      .bind(ids.at(-1))
      .first<{ n: number }>();
    expect(newest?.n).toBe(OVERLAP_LIMIT);

    const later = roundTime(round) - 10_000;
    const middle = await read(ids[2]!, later);
    expect(middle.overlaps.count).toBe(OVERLAP_LIMIT);
    expect(middle.overlaps.more).toBe(true);
    expect(overlapText(middle.overlaps, "names")).toBe(
      `More than ${OVERLAP_LIMIT} other draws of mostly the same names were made for this round`,
    );
    const first = await read(ids[0]!, later);
    expect(first.overlaps).toEqual({ count: OVERLAP_LIMIT, more: false, listed: [] });
  }, 120_000);

  it("refuses a client past DRAW_RATE_LIMIT per minute with 429 and Retry-After, not others", async () => {
    const ip = "198.51.100.2";
    for (let i = 0; i < 3; i++)
      expect((await create(ip, undefined, ROUND + 100 + i)).status).toBe(201);
    const refused = await create(ip, undefined, ROUND + 110);
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

describe("a hidden list", () => {
  it("gives receipts once, stores no entry, and proves an entrant's inclusion with name and code only", async () => {
    const response = await create("198.51.100.30", {
      title: "Secret",
      entries: ENTRIES,
      winners: 2,
      hashOnly: true,
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as PublicDraw & {
      receipts: { entry: string; code: string; position: number }[];
    };
    expect(created.entries).toBeNull();
    expect(created.record?.pool.kind).toBe("hidden");
    expect(created.receipts.map((receipt) => receipt.entry)).toEqual(ENTRIES);
    const row = await d1.db
      .prepare("SELECT * FROM draws WHERE draw_id = ?")
      .bind(created.id)
      .first<Record<string, unknown>>();
    // The draw's id is random base64url, which may spell a two-letter name by chance: every
    // other column is searched for each entry and each receipt code.
    const { draw_id: drawId, ...stored } = row ?? {};
    expect(drawId).toBe(created.id);
    for (const receipt of created.receipts) {
      expect(JSON.stringify(stored)).not.toContain(receipt.entry);
      expect(JSON.stringify(stored)).not.toContain(receipt.code);
    }
    const answer = await readByApiProof(
      created.id,
      created.receipts[2]!.code,
      "Cy",
      "198.51.100.31",
    );
    expect(answer.status).toBe(200);
    const proof = (await answer.json()) as {
      position: number;
      leaf: string;
      proof: string[];
      count: number;
      root: string;
    };
    expect(proof.root).toBe((created.record!.pool as { root: string }).root);
    expect(
      verifyInclusion(
        hexToBytes(proof.leaf),
        proof.position - 1,
        proof.count,
        proof.proof.map(hexToBytes),
        hexToBytes(proof.root),
      ),
    ).toBe(true);
    const guess = await readByApiProof(
      created.id,
      created.receipts[2]!.code,
      "Mallory",
      "198.51.100.31",
    );
    expect(guess.status).toBe(404);
    const resolved = await read(created.id, roundTime(ROUND) + 10);
    for (const winner of resolved.result!.winners) {
      expect(winner.entry).toBeNull();
      expect(
        verifyInclusion(
          hexToBytes(winner.leaf!),
          winner.position - 1,
          ENTRIES.length,
          winner.proof!.map(hexToBytes),
          hexToBytes(proof.root),
        ),
      ).toBe(true);
    }
  });

  it("never shows in overlaps: a one-name guess on its round finds nothing, whether or not the name is on the list", async () => {
    const round = ROUND + 70;
    const secret = ["Secret Ann", "Secret Bo", "Secret Cy", "Secret Di", "Secret Ed"];
    const hidden = (await (
      await create("198.51.100.33", { title: "Hidden", entries: secret, hashOnly: true }, round)
    ).json()) as PublicDraw;
    const pending = await d1.db
      .prepare("SELECT fingerprint FROM draw_pending WHERE draw_id = ?")
      .bind(hidden.id)
      .first<{ fingerprint: string }>();
    expect(pending?.fingerprint).toBe("hidden");
    const guess = async (name: string, ip: string, onRound = round) =>
      (await (
        await create(ip, { title: "Guess", entries: [name], winners: 1 }, onRound)
      ).json()) as PublicDraw;
    const later = roundTime(round) - 10_000;
    const onList = await guess("Secret Cy", "198.51.100.34");
    const offList = await guess("Secret Zed", "198.51.100.35");
    for (const draw of [onList, offList, hidden]) {
      expect((await read(draw.id, later)).overlaps).toEqual({ count: 0, more: false, listed: [] });
    }
    // The same guess does find the same names when the list is public: the test can fail.
    const shown = await create("198.51.100.36", { title: "Shown", entries: secret }, round + 1);
    expect(shown.status).toBe(201);
    const control = await guess("Secret Cy", "198.51.100.37", round + 1);
    expect((await read(control.id, roundTime(round + 1) - 10_000)).overlaps.count).toBe(1);
  }, 30_000);

  it("answers at most 10 membership checks a minute per client, with 429 and Retry-After", async () => {
    const id = "AAAAAAAAAAAAAAAAAAAAAA";
    const ask = () =>
      callRoute(
        proofRoute.loader,
        apiRequest(`/api/v1/draws/${id}/proof?leaf=${"0".repeat(64)}`, { ip: "198.51.100.32" }),
        { id },
        context,
      );
    for (let i = 0; i < DRAW_LIMITS.membershipChecksPerMinute; i++)
      expect((await ask()).status).toBe(404);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
  });
});

async function readByApiProof(id: string, code: string, entry: string, ip: string) {
  const leaf = bytesToHex(leafHash(saltOfReceiptCode(code)!, entry));
  const request = apiRequest(`/api/v1/draws/${id}/proof?leaf=${leaf}`, { ip });
  return callRoute(proofRoute.loader, request, { id }, context);
}

describe("a draw whose stored record was edited", () => {
  it("is never decided: changing winners_count or the record in the database is caught", async () => {
    const draw = (await (
      await create("198.51.100.40", { title: "Fixed", entries: ENTRIES, winners: 1 })
    ).json()) as PublicDraw;
    const edited = draw.record!;
    await d1.db
      .prepare("UPDATE draws SET winners_count = 3, record = ? WHERE draw_id = ?")
      .bind(JSON.stringify({ ...edited, winners: 3 }).replace(/\s/g, ""), draw.id)
      .run();
    const read1 = await read(draw.id, roundTime(ROUND) + 10);
    expect(read1.status).toBe("waiting");
    expect(read1.waiting?.reason).toBe("inconsistent");
    expect(read1.result).toBeNull();
  });

  it("is never decided when only one column beside the record was edited", async () => {
    const edits: [string, unknown][] = [
      ["winners_count", 3],
      ["title", "Edited"],
      ["entry_count", ENTRIES.length + 1],
    ];
    for (const [i, [column, value]] of edits.entries()) {
      const draw = (await (
        await create(`198.51.100.4${i + 1}`, { title: "Fixed", entries: ENTRIES, winners: 1 })
      ).json()) as PublicDraw;
      await d1.db
        .prepare(`UPDATE draws SET ${column} = ? WHERE draw_id = ?`)
        .bind(value, draw.id)
        .run();
      const edited = await read(draw.id, roundTime(ROUND) + 10);
      expect(edited.waiting?.reason, column).toBe("inconsistent");
      expect(edited.result, column).toBeNull();
    }
  }, 30_000);
});

/** A relay that answers every round with `answer`, after `delayMs`. */
async function fakeRelay(answer: (round: number) => { status: number; body: string }, delayMs = 0) {
  const server: Server = createServer((request, response) => {
    const round = Number(/\/public\/(\d+)$/.exec(request.url ?? "")?.[1]);
    const { status, body } = answer(round);
    setTimeout(() => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(body);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe("asking the relays", () => {
  it("asks all at once, takes the first verified answer, and does not wait for a slow relay", async () => {
    const slow = await fakeRelay(() => ({ status: 200, body: "{}" }), 10_000);
    const started = Date.now();
    const fetched = await fetchVerifiedRound(d1.db, [slow.url, relay.url], 30662992);
    expect(fetched).toMatchObject({ ok: true, randomness: realRound(30662992).randomness });
    expect(Date.now() - started).toBeLessThan(2_500);
    await slow.close();
  });

  it("keeps a verified round for good: no relay is asked for it again", async () => {
    const before = relay.requests.length;
    expect((await fetchVerifiedRound(d1.db, [relay.url], 30662992)).ok).toBe(true);
    expect(relay.requests.length).toBe(before);
  });

  it("tells apart a relay that lies, one that is late, and none at all", async () => {
    const cases: [string, (round: number) => { status: number; body: string }, string][] = [
      [
        "bad signature",
        (round) => ({ status: 200, body: JSON.stringify(corruptedRound(round)) }),
        "bad-signature",
      ],
      ["wrong round", () => ({ status: 200, body: JSON.stringify(realRound(42)) }), "wrong-round"],
      ["malformed JSON", () => ({ status: 200, body: '{"round": 1,' }), "malformed"],
      ["an HTML page", () => ({ status: 200, body: "<!doctype html><p>Hello" }), "malformed"],
      [
        "not yet published",
        () => ({ status: 404, body: '{"error":"round or chain not found"}' }),
        "not-published",
      ],
    ];
    for (const [label, answer, reason] of cases) {
      const fake = await fakeRelay(answer);
      expect(await fetchVerifiedRound(d1.db, [fake.url], 30663002), label).toEqual({
        ok: false,
        reason,
      });
      await fake.close();
    }
    expect(await fetchVerifiedRound(d1.db, ["http://127.0.0.1:9"], 30663002)).toEqual({
      ok: false,
      reason: "unavailable",
    });
  });

  it("logs a relay's failure for a round once, however often that round is asked for", async () => {
    // A round no test verifies (so never cached), asked of a relay serving another round and
    // of an address where nothing listens (a path of its own, so no other test logged it).
    const round = 30669999;
    const liar = await fakeRelay(() => ({ status: 200, body: JSON.stringify(realRound(42)) }));
    const down = "http://127.0.0.1:9/logged-once";
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (let i = 0; i < 2; i++) {
        expect(await fetchVerifiedRound(d1.db, [liar.url, down], round)).toEqual({
          ok: false,
          reason: "wrong-round",
        });
      }
      const lines = errors.mock.calls.map((call) => String(call[0]));
      expect(lines.filter((line) => line.includes(liar.url))).toEqual([
        expect.stringContaining(`round ${round}: wrong-round`),
      ]);
      expect(lines.filter((line) => line.includes(down))).toEqual([
        expect.stringContaining(`round ${round}: unavailable`),
      ]);
    } finally {
      errors.mockRestore();
      await liar.close();
    }
  });
});
