import { afterEach, describe, expect, it } from "vitest";

import { FakeWindow, MemoryStorage } from "../../../tests/support/test-storage";

import { SAVED_VALUES_ENDPOINT } from "./account-client";
import {
  MAX_ATTEMPTS_AFTER_REFUSAL,
  MERGE_CHUNK,
  createAccountSavedValuesStore,
} from "./account-store";
import { SAVED_VALUES_STORAGE_KEY, createLocalSavedValuesStore } from "./local-store";
import { type SavedNote } from "./note";
import { notCopiedKey, pendingKey } from "./pending-changes";
import { SYNC_MESSAGES } from "./sync-messages";

// The signed-in store against an in-memory account that answers like the real routes
// (tests/integration/saved-values-api.test.ts runs those against D1). What is checked is what
// the visitor sees: changes show at once, survive failures and reloads, and reach the account.

const USER = "user_test";

class FakeAccount {
  notes: SavedNote[] = [];
  /** Answers with this status (or a network error) instead of handling the next calls. */
  failing: number | "network" | null = null;
  requests: { method: string; path: string; count?: number }[] = [];

  fetch: typeof fetch = async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const path = url.slice(SAVED_VALUES_ENDPOINT.length);
    const body = init?.body ? (JSON.parse(String(init.body)) as { notes: SavedNote[] }) : null;
    this.requests.push({ method, path, count: body?.notes.length });
    if (this.failing === "network") throw new TypeError("Failed to fetch");
    if (this.failing !== null) {
      return Response.json({ error: { code: "x", message: "Down" } }, { status: this.failing });
    }
    if (method === "GET") return Response.json({ notes: this.notes });
    if (method === "DELETE" && path === "") {
      const removed = this.notes.length;
      this.notes = [];
      return Response.json({ removed });
    }
    if (method === "DELETE") {
      const id = decodeURIComponent(path.slice(1));
      this.notes = this.notes.filter((n) => n.id !== id);
      return Response.json({ removed: 1 });
    }
    const saved = body!.notes.map((note) => {
      const held = this.notes.find(
        (n) => n.id === note.id || (n.generatorId === note.generatorId && n.value === note.value),
      );
      if (held) return held;
      this.notes = [note, ...this.notes];
      return note;
    });
    return Response.json({ saved });
  };
}

/** Timers the test fires by hand. */
class ManualTimers {
  pending: { callback: () => void; ms: number }[] = [];
  set = (callback: () => void, ms: number) => {
    const timer = { callback, ms };
    this.pending.push(timer);
    return timer;
  };
  clear = (handle: unknown) => {
    this.pending = this.pending.filter((t) => t !== handle);
  };
  fire() {
    const due = this.pending;
    this.pending = [];
    for (const timer of due) timer.callback();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function settled() {
  for (let i = 0; i < 20; i += 1) await settle();
}

let counter = 0;
function newNote(value = `value ${++counter}`) {
  return {
    generatorId: "coin-flip",
    generatorTitle: "Coin Flip",
    value,
    inputs: {},
    seed: null,
  };
}

/** The values the visitor sees, sorted. */
const sortedValues = (store: { getSnapshot(): readonly SavedNote[] }) =>
  store
    .getSnapshot()
    .map((n) => n.value)
    .sort();

const stores: { dispose(): void }[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

function setup(account = new FakeAccount(), storage = new MemoryStorage()) {
  const window = new FakeWindow() as unknown as Window;
  const local = createLocalSavedValuesStore(storage, window);
  const timers = new ManualTimers();
  const store = createAccountSavedValuesStore({
    userId: USER,
    storage,
    local,
    fetch: account.fetch,
    setTimer: timers.set,
    clearTimer: timers.clear,
  });
  stores.push(store);
  return { store, local, account, storage, timers };
}

/** A signed-in store whose account answers `failing` from the moment `value` is saved. */
async function savedWhileFailing(failing: FakeAccount["failing"], value: string) {
  const context = setup();
  await settled();
  context.account.failing = failing;
  const saved = context.store.add(newNote(value));
  await settled();
  return { ...context, saved };
}

describe("the signed-in store", () => {
  it("shows the account's values once loaded", async () => {
    const account = new FakeAccount();
    const { store: first } = setup(account);
    first.add(newNote("kept in the account"));
    await settled();
    const { store } = setup(account);
    expect(store.getStatus().state).toBe("loading");
    await settled();
    expect(store.getSnapshot().map((n) => n.value)).toEqual(["kept in the account"]);
    expect(store.getStatus()).toMatchObject({ state: "ok", message: null });
  });

  it("adds, removes and clears against the account, showing each change at once", async () => {
    const { store, account } = setup();
    await settled();
    const a = store.add(newNote());
    const b = store.add(newNote());
    expect(store.getSnapshot()).toHaveLength(2); // before any answer
    await settled();
    expect(account.notes.map((n) => n.id)).toEqual([b.ok ? b.note.id : "", a.ok ? a.note.id : ""]);
    store.remove(a.ok ? a.note.id : "");
    expect(store.getSnapshot()).toHaveLength(1);
    await settled();
    expect(account.notes).toHaveLength(1);
    store.clear();
    await settled();
    expect(account.notes).toEqual([]);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("saving a value already saved does not add it twice", async () => {
    const { store, account } = setup();
    await settled();
    store.add(newNote("same"));
    store.add(newNote("same"));
    await settled();
    expect(account.notes).toHaveLength(1);
  });

  it("a failed request keeps the change, tells the visitor, and retries until it lands", async () => {
    const { store, account, storage, timers } = setup();
    await settled();
    account.failing = "network";
    const saved = store.add(newNote("offline value"));
    await settled();
    expect(store.getSnapshot().map((n) => n.value)).toEqual(["offline value"]);
    expect(store.getStatus().state).toBe("pending");
    expect(store.getStatus().message).toContain("kept in this browser");
    expect(storage.getItem(pendingKey(USER))).toContain("offline value");

    account.failing = 503;
    timers.fire();
    await settled();
    expect(store.getStatus().state).toBe("pending");
    expect(timers.pending[0]!.ms).toBeGreaterThan(1_000); // backs off

    account.failing = null;
    timers.fire();
    await settled();
    expect(account.notes.map((n) => n.id)).toEqual([saved.ok ? saved.note.id : ""]);
    expect(store.getStatus()).toMatchObject({ state: "ok", message: null });
    expect(storage.getItem(pendingKey(USER))).toBeNull();
  });

  it("changes waiting when the page closes are sent by the next page", async () => {
    const account = new FakeAccount();
    const storage = new MemoryStorage();
    const { store } = setup(account, storage);
    await settled();
    account.failing = "network";
    store.add(newNote("survives a reload"));
    await settled();
    store.dispose();

    account.failing = null;
    const { store: next } = setup(account, storage);
    expect(next.getSnapshot().map((n) => n.value)).toEqual(["survives a reload"]);
    await settled();
    expect(account.notes.map((n) => n.value)).toEqual(["survives a reload"]);
  });

  it("a save the account refuses stays in this browser, reported once, and the queue goes on", async () => {
    const {
      store,
      account,
      local,
      storage,
      saved: refused,
    } = await savedWhileFailing(409, "refused");
    account.failing = null;
    store.add(newNote("accepted"));
    await settled();
    expect(sortedValues(store)).toEqual(["accepted", "refused"]);
    expect(account.notes.map((n) => n.value)).toEqual(["accepted"]);
    expect(local.getSnapshot().map((n) => n.value)).toEqual(["refused"]);
    expect(store.getStatus()).toMatchObject({
      state: "ok",
      notCopied: [{ note: refused.ok ? refused.note : null, reason: "Down" }],
      message: SYNC_MESSAGES.notCopiedPointer(1),
    });
    expect(storage.getItem(pendingKey(USER))).toBeNull();
    // Not offered again by itself: 4xx is not cured by sending again.
    const posts = account.requests.filter((r) => r.method === "POST").length;
    store.retryNow(); // …but the visitor may ask.
    await settled();
    expect(account.requests.filter((r) => r.method === "POST").length).toBe(posts + 1);
    expect(account.notes.map((n) => n.value).sort()).toEqual(["accepted", "refused"]);
    expect(store.getStatus()).toMatchObject({ state: "ok", notCopied: [], message: null });
    expect(storage.getItem(notCopiedKey(USER))).toBeNull();
  });

  it("a 4xx is not sent again by itself; 5xx and network failures are, with backoff", async () => {
    const { store, account, timers } = await savedWhileFailing(400, "bad");
    // The add was refused and kept locally; the read-back was refused too: nothing to wait for.
    account.failing = 403;
    store.retryNow();
    await settled();
    expect(store.getStatus().state).toBe("stopped");
    expect(store.getStatus().message).toBe(`Down ${SYNC_MESSAGES.wontRetry}`);
    expect(timers.pending).toEqual([]);

    account.failing = 500;
    store.retryNow();
    await settled();
    expect(store.getStatus().state).toBe("pending");
    expect(timers.pending).toHaveLength(1);
    account.failing = "network";
    timers.fire();
    await settled();
    expect(store.getStatus().state).toBe("pending");
    expect(timers.pending).toHaveLength(1);
  });

  it("an ended session is tried a few times, then waits for the visitor", async () => {
    const { store, account, timers } = await savedWhileFailing(401, "waiting");
    for (let i = 1; i < MAX_ATTEMPTS_AFTER_REFUSAL; i += 1) {
      expect(store.getStatus().state).toBe("pending");
      timers.fire();
      await settled();
    }
    expect(store.getStatus()).toMatchObject({
      state: "stopped",
      message: `${SYNC_MESSAGES.sessionEnded} ${SYNC_MESSAGES.wontRetry}`,
    });
    expect(timers.pending).toEqual([]);
    expect(store.getSnapshot().map((n) => n.value)).toEqual(["waiting"]);
    account.failing = null;
    store.retryNow();
    await settled();
    expect(account.notes.map((n) => n.value)).toEqual(["waiting"]);
    expect(store.getStatus().state).toBe("ok");
  });

  it("retry now sends at once", async () => {
    const { store, account } = setup();
    await settled();
    account.failing = 500;
    store.add(newNote("retry me"));
    await settled();
    account.failing = null;
    store.retryNow();
    await settled();
    expect(account.notes.map((n) => n.value)).toEqual(["retry me"]);
  });
});

describe("signing in merges this browser's values into the account", () => {
  it("keeps every value exactly once and clears the browser's copy only after the server confirmed", async () => {
    const account = new FakeAccount();
    const storage = new MemoryStorage();
    const local = createLocalSavedValuesStore(storage, new FakeWindow() as unknown as Window);
    const both = local.add(newNote("on both"));
    local.add(newNote("only local"));
    account.notes = [
      { ...(both.ok ? both.note : ({} as SavedNote)), id: "server-id" },
      {
        id: "s2",
        generatorId: "coin-flip",
        generatorTitle: "Coin Flip",
        value: "only account",
        inputs: {},
        seed: null,
        savedAt: new Date().toISOString(),
      },
    ];
    account.failing = "network";

    const { store, timers } = setup(account, storage);
    await settled();
    const browserCopy = () =>
      JSON.parse(storage.getItem(SAVED_VALUES_STORAGE_KEY) ?? "[]") as unknown[];
    // Unconfirmed: the browser keeps its copy, and the visitor still sees the values.
    expect(browserCopy()).toHaveLength(2);
    expect(sortedValues(store)).toEqual(["on both", "only local"]);

    account.failing = null;
    timers.fire();
    await settled();
    expect(account.notes.map((n) => n.value).sort()).toEqual([
      "on both",
      "only account",
      "only local",
    ]);
    expect(sortedValues(store)).toEqual(["on both", "only account", "only local"]);
    expect(browserCopy()).toEqual([]);
    expect(store.getStatus().merged).toBe(2);
  });

  it("sends a large list in chunks", async () => {
    const account = new FakeAccount();
    const storage = new MemoryStorage();
    const local = createLocalSavedValuesStore(storage, new FakeWindow() as unknown as Window);
    for (let i = 0; i < MERGE_CHUNK * 2 + 5; i += 1) local.add(newNote());
    setup(account, storage);
    await settled();
    expect(account.notes).toHaveLength(MERGE_CHUNK * 2 + 5);
    expect(account.requests.filter((r) => r.method === "POST").map((r) => r.count)).toEqual([
      MERGE_CHUNK,
      MERGE_CHUNK,
      5,
    ]);
  });
});
