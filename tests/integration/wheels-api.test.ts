import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { createAccountWheelStore } from "~/features/wheel/account-wheels";
import {
  DEFAULT_WHEEL_OPTIONS,
  MAX_SAVED_WHEELS,
  MAX_WHEEL_NAME_LENGTH,
  MAX_WHEEL_TEXT_BYTES,
  type SavedWheel,
  WHEEL_MESSAGES,
} from "~/features/wheel/wheel";
import { readWheelList, storeWheelList, wheelListId } from "~/features/wheel/wheel-lists.server";
import * as lists from "~/routes/resources.wheel-lists";
import * as one from "~/routes/resources.wheels.$wheelId";
import * as all from "~/routes/resources.wheels";

import { TEST_CLERK_ENV, signSessionToken } from "../support/clerk-keys";

import { startLocalD1 } from "./d1";
import { ORIGIN, callRoute } from "./saved-values-routes";

// The wheel resource routes against a real local D1 and the real Clerk verification code (with
// the test-only key pair): saved wheels are scoped to the verified user; shared lists are
// anonymous and content-addressed.

const ALICE = "user_alice";
const BOB = "user_bob";

let d1: Awaited<ReturnType<typeof startLocalD1>>;
let context: AppLoadContext;

beforeAll(async () => {
  d1 = await startLocalD1(TEST_CLERK_ENV);
  context = d1.context;
}, 60_000);

afterAll(async () => {
  await d1?.dispose();
});

beforeEach(async () => {
  await d1.db.batch([
    d1.db.prepare("DELETE FROM wheels"),
    d1.db.prepare("DELETE FROM wheel_lists"),
  ]);
});

let counter = 0;
function wheel(overrides: Partial<SavedWheel> = {}): SavedWheel {
  counter += 1;
  return {
    id: crypto.randomUUID(),
    name: `Wheel ${counter}`,
    entries: `Ana\nBen *2\nCy ${counter}`,
    options: DEFAULT_WHEEL_OPTIONS,
    updatedAt: "2026-11-23T12:00:00.000Z",
    ...overrides,
  };
}

type Handler = (args: never) => Promise<Response> | Response;

/** A request as the signed-in (or signed-out) browser sends it, answered by the route. */
function send(
  handler: Handler,
  path: string,
  userId: string | null,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  params: Record<string, string> = {},
) {
  const headers: Record<string, string> = {
    ...(userId ? { Authorization: `Bearer ${signSessionToken(userId)}` } : {}),
    ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
    ...init.headers,
  };
  const body =
    init.body === undefined || typeof init.body === "string"
      ? init.body
      : JSON.stringify(init.body);
  return callRoute(
    handler,
    new Request(`${ORIGIN}${path}`, { method: init.method ?? "GET", headers, body }),
    params,
    context,
  );
}

const list = (userId: string | null) => send(all.loader, "/resources/wheels", userId);
const save = (userId: string | null, body: unknown) =>
  send(all.action, "/resources/wheels", userId, { method: "POST", body });
const rename = (userId: string | null, wheelId: string, body: unknown) =>
  send(one.action, `/resources/wheels/${wheelId}`, userId, { method: "PATCH", body }, { wheelId });
const remove = (userId: string | null, wheelId: string) =>
  send(one.action, `/resources/wheels/${wheelId}`, userId, { method: "DELETE" }, { wheelId });
const share = (body: unknown, headers: Record<string, string> = {}) =>
  send(lists.action, "/resources/wheel-lists", null, { method: "POST", body, headers });

async function wheelsOf(userId: string): Promise<SavedWheel[]> {
  const response = await list(userId);
  expect(response.status).toBe(200);
  return ((await response.json()) as { wheels: SavedWheel[] }).wheels;
}

async function savedWheel(userId: string, value: SavedWheel): Promise<SavedWheel> {
  const response = await save(userId, { wheel: value });
  expect(response.status).toBe(200);
  return ((await response.json()) as { wheel: SavedWheel }).wheel;
}

/** Stores wheels for a user straight in D1, in one batch (a request each takes seconds). */
async function fill(userId: string, wheels: SavedWheel[]) {
  const insert = d1.db.prepare(
    "INSERT INTO wheels (user_id, wheel_id, name, entries, options, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  await d1.db.batch(
    wheels.map((w) =>
      insert.bind(userId, w.id, w.name, w.entries, JSON.stringify(w.options), w.updatedAt),
    ),
  );
}

/** The error of an answer: its status, code and message. */
async function errorOf(response: Response) {
  const body = (await response.json()) as { error: { code: string; message: string } };
  return { status: response.status, code: body.error.code, message: body.error.message };
}

/** Everything but the server's time: what the browser sent is what is kept. */
const sent = ({ updatedAt: _, ...rest }: SavedWheel) => rest;

describe("signed out", () => {
  it("answers 401 with the wheel's sign-in message to every saved-wheel call", async () => {
    const id = crypto.randomUUID();
    const expected = { status: 401, code: "unauthorized", message: WHEEL_MESSAGES.signIn };
    expect(await errorOf(await list(null))).toEqual(expected);
    expect(await errorOf(await save(null, { wheel: wheel() }))).toEqual(expected);
    expect(await errorOf(await rename(null, id, { name: "X" }))).toEqual(expected);
    expect(await errorOf(await remove(null, id))).toEqual(expected);
  });

  it("may still share a list", async () => {
    expect((await share({ entries: "Ana\nBen" })).status).toBe(200);
  });
});

describe("saved wheels", () => {
  it("saves, lists newest first, updates by id, renames and deletes", async () => {
    const first = await savedWheel(ALICE, wheel());
    const second = await savedWheel(ALICE, wheel());
    expect((await wheelsOf(ALICE)).map((w) => w.id)).toEqual([second.id, first.id]);

    // Saving with a known id updates that wheel (and makes it the newest).
    const changed = await savedWheel(ALICE, { ...first, entries: "Pizza\nSushi" });
    expect(sent(changed)).toEqual(sent({ ...first, entries: "Pizza\nSushi" }));
    expect(await wheelsOf(ALICE)).toEqual([changed, second]);

    const renamed = await rename(ALICE, second.id, { name: "  Team lunch " });
    expect(renamed.status).toBe(200);
    const { wheel: after } = (await renamed.json()) as { wheel: SavedWheel };
    expect(sent(after)).toEqual(sent({ ...second, name: "Team lunch" }));
    expect((await wheelsOf(ALICE)).map((w) => w.name)).toEqual(["Team lunch", changed.name]);

    expect(await (await remove(ALICE, first.id)).json()).toEqual({ removed: 1 });
    expect(await (await remove(ALICE, first.id)).json()).toEqual({ removed: 0 });
    expect(await wheelsOf(ALICE)).toEqual([after]);
  });

  it("keeps what was sent and stamps the server's time", async () => {
    const before = Date.now();
    const kept = await savedWheel(ALICE, wheel({ updatedAt: "2001-01-01T00:00:00.000Z" }));
    expect(Date.parse(kept.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("two users never see, change or delete each other's wheels", async () => {
    const alices = await savedWheel(ALICE, wheel({ name: "Alice's" }));

    expect(await wheelsOf(BOB)).toEqual([]);
    expect(await errorOf(await rename(BOB, alices.id, { name: "Mine now" }))).toEqual({
      status: 404,
      code: "not_found",
      message: WHEEL_MESSAGES.notFound,
    });
    expect(await (await remove(BOB, alices.id)).json()).toEqual({ removed: 0 });
    // Bob saving under Alice's wheel id makes Bob's own wheel and leaves Alice's alone.
    const bobs = await savedWheel(BOB, { ...alices, name: "Bob's" });
    expect(await wheelsOf(BOB)).toEqual([bobs]);

    expect(await wheelsOf(ALICE)).toEqual([alices]);
  });

  it(`refuses the wheel past ${MAX_SAVED_WHEELS} with the message, but still updates a kept one`, async () => {
    const wheels = Array.from({ length: MAX_SAVED_WHEELS }, () => wheel());
    await fill(ALICE, wheels.slice(1));
    await savedWheel(ALICE, wheels[0]!);
    expect(await errorOf(await save(ALICE, { wheel: wheel() }))).toEqual({
      status: 409,
      code: "limit_reached",
      message: "You can keep at most 100 wheels. Delete one to save another.",
    });
    await savedWheel(ALICE, { ...wheels[0]!, name: "Updated" });
    // The limit is per user.
    await savedWheel(BOB, wheel());
    expect(await wheelsOf(ALICE)).toHaveLength(MAX_SAVED_WHEELS);
    // Deleting one makes room.
    await remove(ALICE, wheels[1]!.id);
    await savedWheel(ALICE, wheel());
  }, 30_000);

  it("refuses a name that is too long or missing, on save and on rename", async () => {
    const long = "x".repeat(MAX_WHEEL_NAME_LENGTH + 1);
    const tooLong = { status: 400, code: "invalid_wheel", message: WHEEL_MESSAGES.nameTooLong };
    expect(await errorOf(await save(ALICE, { wheel: wheel({ name: long }) }))).toEqual(tooLong);
    const kept = await savedWheel(ALICE, wheel());
    expect(await errorOf(await rename(ALICE, kept.id, { name: long }))).toEqual({
      ...tooLong,
      code: "invalid_name",
    });
    expect(await errorOf(await rename(ALICE, kept.id, { name: " " }))).toEqual({
      status: 400,
      code: "invalid_name",
      message: "Give the wheel a name.",
    });
    expect(await wheelsOf(ALICE)).toEqual([kept]);
  });
});

describe("bad input answers 4xx with a readable message and writes nothing", () => {
  const cases: [string, () => Promise<Response>, number, string][] = [
    [
      "entries that do not parse",
      () => save(ALICE, { wheel: wheel({ entries: "*2" }) }),
      400,
      "invalid_wheel",
    ],
    [
      "an id that is not a UUID",
      () => save(ALICE, { wheel: wheel({ id: "1" }) }),
      400,
      "invalid_wheel",
    ],
    [
      "a duration out of the generator's range",
      () => save(ALICE, { wheel: wheel({ options: { ...wheel().options, duration: 99 } }) }),
      400,
      "invalid_wheel",
    ],
    ["no wheel at all", () => save(ALICE, { name: "x" }), 400, "invalid_wheel"],
    ["a body that is not JSON", () => save(ALICE, "{nope"), 400, "invalid_json"],
    [
      "entries over the size limit",
      () => save(ALICE, { wheel: wheel({ entries: "x".repeat(MAX_WHEEL_TEXT_BYTES + 1) }) }),
      413,
      "too_large",
    ],
    [
      "a body far over any wheel",
      () => save(ALICE, { wheel: wheel({ entries: "x".repeat(20 * MAX_WHEEL_TEXT_BYTES) }) }),
      413,
      "too_large",
    ],
    ["a wheel id that is not a UUID", () => remove(ALICE, "not-a-uuid"), 400, "invalid_wheel_id"],
    [
      "another method",
      () => send(all.action, "/resources/wheels", ALICE, { method: "PUT" }),
      405,
      "method_not_allowed",
    ],
    [
      "a save from another site",
      () =>
        send(all.action, "/resources/wheels", ALICE, {
          method: "POST",
          body: { wheel: wheel() },
          headers: { Origin: "https://evil.example" },
        }),
      403,
      "cross_origin",
    ],
  ];
  for (const [what, call, status, code] of cases) {
    it(what, async () => {
      const error = await errorOf(await call());
      expect([error.status, error.code]).toEqual([status, code]);
      expect(error.message.length).toBeGreaterThan(10);
      expect(await wheelsOf(ALICE)).toEqual([]);
    });
  }

  it("says what is wrong with entries in the generator's words", async () => {
    const { message } = await errorOf(await save(ALICE, { wheel: wheel({ entries: "\n\n" }) }));
    expect(message).toBe("The wheel is empty: enter at least one entry, one per line.");
    const tooLarge = wheel({ entries: "x".repeat(MAX_WHEEL_TEXT_BYTES + 1) });
    expect((await errorOf(await save(ALICE, { wheel: tooLarge }))).message).toBe(
      "This wheel is too large to save (over 100,000 bytes of entries).",
    );
  });
});

describe("shared lists", () => {
  it("are content-addressed: the same text gets the same id and reads back equal", async () => {
    const entries = "Ana\nBen *3\n\nCy\n🎡 Dee";
    const first = await share({ entries });
    expect(first.status).toBe(200);
    const { id } = (await first.json()) as { id: string };
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(id).toBe(await wheelListId(entries));
    expect(await (await share({ entries })).json()).toEqual({ id });
    expect(await readWheelList(d1.db, id)).toBe(entries);
    const rows = await d1.db
      .prepare("SELECT COUNT(*) AS n FROM wheel_lists")
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
    // Another text, even by one character, is another list.
    const other = (
      (await await share({ entries: `${entries} ` }).then((r) => r.json())) as {
        id: string;
      }
    ).id;
    expect(other).not.toBe(id);
  });

  it("accept a list at the size limit and refuse one byte more with 413", async () => {
    const line = `${"x".repeat(99)}\n`;
    const atLimit = line.repeat(MAX_WHEEL_TEXT_BYTES / line.length);
    expect(new TextEncoder().encode(atLimit).length).toBe(MAX_WHEEL_TEXT_BYTES);
    expect((await share({ entries: atLimit })).status).toBe(200);
    expect(await errorOf(await share({ entries: `${atLimit}y` }))).toEqual({
      status: 413,
      code: "too_large",
      message: WHEEL_MESSAGES.tooLarge,
    });
    await expect(storeWheelList(d1.db, `${atLimit}y`)).rejects.toMatchObject({ status: 413 });
  });

  it("refuse entries that do not parse, and anything but POST", async () => {
    expect(await errorOf(await share({ entries: "Ana *0" }))).toMatchObject({
      status: 400,
      code: "invalid_entries",
    });
    expect((await errorOf(await share({ entries: 42 }))).status).toBe(400);
    expect(
      (await errorOf(await share({ entries: "Ana" }, { Origin: "https://evil.example" }))).status,
    ).toBe(403);
    const get = await send(lists.loader, "/resources/wheel-lists", null);
    expect(get.status).toBe(405);
    const put = await send(lists.action, "/resources/wheel-lists", null, { method: "PUT" });
    expect(put.status).toBe(405);
    const count = await d1.db
      .prepare("SELECT COUNT(*) AS n FROM wheel_lists")
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("read null for an unknown id or one that could not be an id", async () => {
    expect(await readWheelList(d1.db, "A".repeat(22))).toBeNull();
    expect(await readWheelList(d1.db, "'; DROP TABLE wheel_lists; --")).toBeNull();
    expect(await readWheelList(d1.db, "short")).toBeNull();
  });
});

describe("the account store in the browser", () => {
  /** `fetch` as a signed-in browser has it, answered by the real routes. */
  function accountFetch(userId: string | null) {
    return (input: string, init: RequestInit = {}) => {
      const path = new URL(input, ORIGIN).pathname;
      const wheelId = /^\/resources\/wheels\/(.+)$/.exec(path)?.[1];
      const method = init.method ?? "GET";
      const route = wheelId === undefined ? all : one;
      const handler: Handler = method === "GET" ? route.loader : route.action;
      const body = typeof init.body === "string" ? init.body : undefined;
      return send(
        handler,
        path,
        userId,
        { method, body, headers: init.headers as Record<string, string> },
        wheelId === undefined ? {} : { wheelId: decodeURIComponent(wheelId) },
      );
    };
  }

  it("saves, lists, renames and removes through the routes", async () => {
    const store = createAccountWheelStore(accountFetch(ALICE));
    const saved = await store.save({
      entries: "Ana\nBen",
      options: {
        ...DEFAULT_WHEEL_OPTIONS,
        duration: 3,
        rotation: true,
        colours: "pastel",
        won: "Ana",
      },
    });
    expect(saved.ok && saved.wheel.name).toBe("Ana, Ben");
    if (!saved.ok) return;
    expect(await store.list()).toEqual({ ok: true, wheels: [saved.wheel] });
    const renamed = await store.rename(saved.wheel.id, "Pair");
    expect(renamed.ok && renamed.wheel.name).toBe("Pair");
    expect(await store.remove(saved.wheel.id)).toEqual({ ok: true, removed: true });
    expect(await store.list()).toEqual({ ok: true, wheels: [] });
  });

  it("passes on the server's messages", async () => {
    const signedOut = createAccountWheelStore(accountFetch(null));
    expect(await signedOut.list()).toEqual({ ok: false, message: WHEEL_MESSAGES.signIn });
    const store = createAccountWheelStore(accountFetch(ALICE));
    await fill(
      ALICE,
      Array.from({ length: MAX_SAVED_WHEELS }, () => wheel()),
    );
    expect(await store.save({ entries: "One more", options: wheel().options })).toEqual({
      ok: false,
      message: WHEEL_MESSAGES.limitReached,
    });
    expect(await store.rename(crypto.randomUUID(), "Gone")).toEqual({
      ok: false,
      message: WHEEL_MESSAGES.notFound,
    });
  }, 30_000);

  it("says the account could not be reached when the network fails", async () => {
    const store = createAccountWheelStore(() => Promise.reject(new TypeError("offline")));
    expect(await store.list()).toEqual({ ok: false, message: WHEEL_MESSAGES.unreachable });
  });
});
