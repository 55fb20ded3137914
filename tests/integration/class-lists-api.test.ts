import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { createAccountClassListStore } from "~/features/class-lists/account-lists";
import { createLocalClassListStore } from "~/features/class-lists/local-lists";
import {
  CLASS_LIST_MESSAGES,
  type ClassList,
  MAX_CLASS_LISTS,
  markPicked,
  newClassList,
} from "~/features/class-lists/model";
import * as route from "~/routes/resources.class-lists";

import { TEST_CLERK_ENV, signSessionToken } from "../support/clerk-keys";

import { startLocalD1 } from "./d1";
import { ORIGIN, callRoute } from "./saved-values-routes";

// Filling an account to its limit in local D1 takes seconds on a busy machine.
const FULL_ACCOUNT_TIMEOUT_MS = 30_000;

// /resources/class-lists against a real local D1 and the real Clerk verification code (the
// test-only key pair): lists are scoped to the verified user, each change is applied to the row
// as stored, and the account store merges a browser's lists into the account without loss.

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
  await d1.db.prepare("DELETE FROM class_lists").run();
});

function made(names = ["Ana", "Ben", "Cy"], title = "5B"): ClassList {
  const result = newClassList(title, names);
  if (!result.ok) throw new Error(result.message);
  return result.list;
}

/** `fetch` as a signed-in browser has it for /resources/class-lists, answered by the route. */
function accountFetch(userId: string | null): typeof fetch {
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (userId) headers.set("Authorization", `Bearer ${signSessionToken(userId)}`);
    const request = new Request(new URL(String(input), ORIGIN), {
      method: init.method ?? "GET",
      headers,
      body: init.body,
    });
    const handler = request.method === "GET" ? route.loader : route.action;
    return callRoute(handler, request, {}, context);
  };
}

async function change(userId: string | null, body: unknown) {
  return accountFetch(userId)("/resources/class-lists", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** Fills `userId`'s account to the limit, straight into D1 (a hundred requests take too long). */
async function fillAccount(userId: string) {
  const now = new Date().toISOString();
  await d1.db.batch(
    Array.from({ length: MAX_CLASS_LISTS }, (_, i) =>
      d1.db
        .prepare(
          "INSERT INTO class_lists (user_id, list_id, name, names, remaining, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .bind(userId, crypto.randomUUID(), `List ${i}`, '["Ana"]', '["Ana"]', now),
    ),
  );
}

async function listsOf(userId: string): Promise<ClassList[]> {
  const response = await accountFetch(userId)("/resources/class-lists");
  expect(response.status).toBe(200);
  return ((await response.json()) as { lists: ClassList[] }).lists;
}

describe("/resources/class-lists", () => {
  it("keeps each user's lists apart, and needs a signed-in user", async () => {
    const list = made();
    expect((await change(ALICE, { change: { kind: "save", list } })).status).toBe(200);
    expect((await listsOf(ALICE)).map((l) => l.name)).toEqual(["5B"]);
    expect(await listsOf(BOB)).toEqual([]);
    // Bob's pick with Alice's id changes nothing of hers.
    const bobs = await change(BOB, { change: { kind: "pick", id: list.id, picked: ["Ana"] } });
    expect(bobs.status).toBe(404);
    expect((await change(null, { change: { kind: "reset", id: list.id } })).status).toBe(401);
  });

  it("applies a pick to the list as stored, so a stale device never undoes another's", async () => {
    const list = made();
    await change(ALICE, { change: { kind: "save", list } });
    await change(ALICE, { change: { kind: "pick", id: list.id, picked: ["Ana"] } });
    // A second device, which never saw Ana picked, picks Ben.
    await change(ALICE, { change: { kind: "pick", id: list.id, picked: ["Ben"] } });
    expect((await listsOf(ALICE))[0]?.remaining).toEqual(["Cy"]);
    await change(ALICE, { change: { kind: "reset", id: list.id } });
    expect((await listsOf(ALICE))[0]?.remaining).toEqual(["Ana", "Ben", "Cy"]);
  });

  it(
    "refuses a bad change in words, and a new list past the limit with 409",
    async () => {
      const bad = await change(ALICE, { change: { kind: "save", list: { ...made(), names: [] } } });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({
        error: { message: CLASS_LIST_MESSAGES.namesMissing },
      });
      await fillAccount(ALICE);
      const over = await change(ALICE, { change: { kind: "save", list: made() } });
      expect(over.status).toBe(409);
      expect(await over.json()).toMatchObject({
        error: { message: CLASS_LIST_MESSAGES.limitReached },
      });
    },
    FULL_ACCOUNT_TIMEOUT_MS,
  );
});

describe("the account store at sign-in", () => {
  function browser() {
    const storage = new Map<string, string>();
    const local: Storage = {
      get length() {
        return storage.size;
      },
      clear: () => storage.clear(),
      getItem: (key) => storage.get(key) ?? null,
      key: (i) => [...storage.keys()][i] ?? null,
      removeItem: (key) => void storage.delete(key),
      setItem: (key, value) => void storage.set(key, value),
    };
    const target = { addEventListener() {}, removeEventListener() {} };
    return { local: createLocalClassListStore(local, target), storage: local };
  }

  async function settled(store: ReturnType<typeof createAccountClassListStore>) {
    await expect
      .poll(() => store.getSnapshot().loaded && store.getSnapshot().message === null)
      .toBe(true);
    return store.getSnapshot();
  }

  it("copies this browser's lists, rotation and all, and lets each go once the account holds it", async () => {
    const { local, storage } = browser();
    const drawn = markPicked(made(), ["Ben"]);
    expect(local.change({ kind: "save", list: drawn })).toBeNull();
    const store = createAccountClassListStore({
      userId: ALICE,
      storage,
      local,
      fetch: accountFetch(ALICE),
    });
    const view = await settled(store);
    expect(view.lists.map((l) => [l.name, l.remaining, l.onlyHere])).toEqual([
      ["5B", ["Ana", "Cy"], undefined],
    ]);
    expect(local.read()).toEqual([]);
    expect((await listsOf(ALICE))[0]?.remaining).toEqual(["Ana", "Cy"]);
    store.dispose();
  });

  it(
    "keeps here, marked, a list the full account refuses",
    async () => {
      await fillAccount(ALICE);
      const { local, storage } = browser();
      local.change({ kind: "save", list: made(["Zed"], "Kept") });
      const store = createAccountClassListStore({
        userId: ALICE,
        storage,
        local,
        fetch: accountFetch(ALICE),
      });
      const view = await settled(store);
      const kept = view.lists.find((l) => l.name === "Kept");
      expect(kept?.onlyHere).toBe(CLASS_LIST_MESSAGES.limitReached);
      expect(local.read().map((l) => l.name)).toEqual(["Kept"]);
      store.dispose();
    },
    FULL_ACCOUNT_TIMEOUT_MS,
  );

  it("a change made while the account cannot be reached waits and is sent again", async () => {
    const { local, storage } = browser();
    const list = made();
    await change(ALICE, { change: { kind: "save", list } });
    let online = false;
    const timers: (() => void)[] = [];
    const store = createAccountClassListStore({
      userId: ALICE,
      storage,
      local,
      fetch: (input, init) =>
        online ? accountFetch(ALICE)(input, init) : Promise.reject(new TypeError("offline")),
      setTimer: (callback) => timers.push(callback),
      clearTimer: () => {},
    });
    expect(store.change({ kind: "pick", id: list.id, picked: ["Cy"] })).toBeNull();
    await expect.poll(() => store.getSnapshot().message).toContain(CLASS_LIST_MESSAGES.willRetry);
    expect(storage.getItem(`class-lists-pending:${ALICE}`)).toContain("Cy");
    online = true;
    timers.shift()?.();
    await expect.poll(async () => (await listsOf(ALICE))[0]?.remaining).toEqual(["Ana", "Ben"]);
    expect(storage.getItem(`class-lists-pending:${ALICE}`)).toBeNull();
    store.dispose();
  });
});
