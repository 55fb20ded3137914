import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import {
  type AccountSavedValuesStore,
  type SyncStatus,
  MERGE_CHUNK,
  createAccountSavedValuesStore,
} from "~/features/saved-values/account-store";
import { pendingKey } from "~/features/saved-values/pending-changes";
import {
  SAVED_VALUES_STORAGE_KEY,
  createLocalSavedValuesStore,
} from "~/features/saved-values/local-store";
import {
  MAX_INPUTS_LENGTH,
  MAX_SAVED_NOTES,
  NOTE_MESSAGES,
  type NewSavedNote,
  type SavedNote,
} from "~/features/saved-values/note";
import { SYNC_MESSAGES } from "~/features/saved-values/sync-messages";
import { FakeWindow, MemoryStorage, TabbedStorage } from "../support/test-storage";

import { TEST_CLERK_ENV } from "../support/clerk-keys";

import { startLocalD1 } from "./d1";
import { accountFetch } from "./saved-values-routes";

// Issue 13's faults, injected in front of the real saved-values routes over a real local D1:
// the account store runs as in the browser, only its fetch is the routes called directly.
// After each fault, the notes the visitor sees (what the panel and the stars read) are the notes
// they saved, each exactly once, and whatever the account did not take is kept and reported.

let d1: Awaited<ReturnType<typeof startLocalD1>>;

beforeAll(async () => {
  d1 = await startLocalD1(TEST_CLERK_ENV);
}, 60_000);

afterAll(async () => {
  await d1?.dispose();
});

beforeEach(async () => {
  await d1.db.prepare("DELETE FROM saved_values").run();
});

const stores: AccountSavedValuesStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

let users = 0;
const newUser = () => `user_sync_${++users}`;

const pupils = (n: number) => Array.from({ length: n }, (_, i) => `Pupil ${i + 1}`).join("\n");

function draft(value: string, generatorId = "random-number"): NewSavedNote {
  return { generatorId, generatorTitle: "Random Number", value, inputs: { min: 1 }, seed: null };
}

/** `count` notes as a browser of any version stored them (newest first). */
function storedNotes(count: number, prefix: string): SavedNote[] {
  return Array.from({ length: count }, (_, i) => ({
    ...draft(`${prefix} ${i}`),
    id: `${prefix}-${i}`,
    savedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, count - i)).toISOString(),
  }));
}

/** A browser tab whose signed-out list holds `notes`. */
function browser(notes: readonly SavedNote[] = [], storage: Storage = new MemoryStorage()) {
  if (notes.length > 0) storage.setItem(SAVED_VALUES_STORAGE_KEY, JSON.stringify(notes));
  const window = new FakeWindow();
  const local = createLocalSavedValuesStore(storage, window as unknown as Window);
  return { storage, window, local };
}

type Tab = ReturnType<typeof browser>;
/**
 * Stands in front of the routes: answers itself, or calls `next` (with the request, or with
 * another body) and may lose the answer.
 */
type Fault = (
  input: Parameters<typeof fetch>[0],
  init: RequestInit,
  next: (init?: RequestInit) => Promise<Response>,
) => Promise<Response>;

const pass: Fault = (_input, _init, next) => next();

/**
 * Signs `tab` in as `userId`: the account store the page would make, over the real routes. It
 * records every status the visitor was shown, and the delays asked for between attempts.
 */
function signIn(tab: Tab, userId: string, fault: Fault = pass) {
  const routes = accountFetch(d1.context, userId);
  const delays: number[] = [];
  const shown: Pick<SyncStatus, "state" | "message">[] = [];
  const store = createAccountSavedValuesStore({
    userId,
    storage: tab.storage,
    local: tab.local,
    fetch: (input, init = {}) => fault(input, init, (sent = init) => routes(input, sent)),
    target: tab.window as unknown as Window,
    // Retries come at once here; the delay asked for is recorded.
    setTimer: (callback, ms) => {
      delays.push(ms);
      return setTimeout(callback, 1);
    },
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  store.subscribe(() => {
    const { state, message } = store.getStatus();
    const last = shown.at(-1);
    if (last?.state !== state || last.message !== message) shown.push({ state, message });
  });
  stores.push(store);
  return { store, delays, shown };
}

/** Waits until `assertion` holds (the store works in the background, against real I/O). */
const eventually = (assertion: () => unknown) =>
  vi.waitFor(assertion, { timeout: 20_000, interval: 10 });

/** Waits until the store says everything was confirmed. */
const settled = (store: AccountSavedValuesStore) =>
  eventually(() => expect(store.getStatus().state).toBe("ok"));

const valueOf = (note: Pick<SavedNote, "generatorId" | "value">) =>
  `${note.generatorId}: ${note.value}`;

/** What the visitor sees, one line per note (sorted): duplicates would show twice. */
const seen = (notes: readonly Pick<SavedNote, "generatorId" | "value">[]) =>
  notes.map(valueOf).sort();

async function accountNotes(userId: string): Promise<SavedNote[]> {
  const response = await accountFetch(d1.context, userId)("/resources/saved-values");
  return ((await response.json()) as { notes: SavedNote[] }).notes;
}

/**
 * The end every fault must reach: the visitor sees each saved note once, the account holds each
 * once, and this browser's copy is gone because the account confirmed it all.
 */
async function expectAllCopied(
  store: AccountSavedValuesStore,
  tab: Tab,
  userId: string,
  notes: readonly SavedNote[],
) {
  expect(seen(store.getSnapshot())).toEqual(seen(notes));
  expect(seen(await accountNotes(userId))).toEqual(seen(notes));
  expect(tab.storage.getItem(SAVED_VALUES_STORAGE_KEY)).toBe("[]");
}

const isPost = (init: RequestInit) => init.method === "POST";
const sentValues = (init: RequestInit) =>
  (JSON.parse(String(init.body)) as { notes: SavedNote[] }).notes.map((n) => n.value);

describe("signing in merges this browser's notes, whatever goes wrong", { timeout: 60_000 }, () => {
  it("one note with oversized settings among many: all are copied, its settings shortened", async () => {
    const userId = newUser();
    const notes = storedNotes(250, "many");
    // Stored before this change: a winner picked from 600 names, inputs of ~6,500 characters.
    notes[117] = {
      ...notes[117]!,
      generatorId: "pick-from-list",
      inputs: { entries: pupils(600) },
    };
    expect(JSON.stringify(notes[117]!.inputs).length).toBeGreaterThan(5_900);
    const tab = browser(notes);
    const { store } = signIn(tab, userId);
    await eventually(() => expectAllCopied(store, tab, userId, notes));
    await settled(store);
    const winner = (await accountNotes(userId)).find((n) => n.id === notes[117]!.id);
    expect(winner).toMatchObject({ value: notes[117]!.value, inputsTruncated: true });
    expect(JSON.stringify(winner!.inputs).length).toBeLessThanOrEqual(MAX_INPUTS_LENGTH);
    expect(store.getStatus()).toMatchObject({ merged: 250, notCopied: [], message: null });
  });

  it("a note the account refuses anyway is kept here, reported once, and the rest go through", async () => {
    const userId = newUser();
    const notes = storedNotes(150, "mismatch");
    const refusedValue = notes[42]!.value;
    const posts: string[][] = [];
    let reads = 0;
    // A server stricter than this page (a future mismatch): it refuses one note's title.
    const stricter: Fault = async (_input, init, next) => {
      if (!isPost(init)) {
        const response = await next();
        reads += init.method === undefined || init.method === "GET" ? 1 : 0;
        return response;
      }
      posts.push(sentValues(init));
      const body = JSON.parse(String(init.body)) as { notes: SavedNote[] };
      for (const note of body.notes) {
        if (note.value === refusedValue) note.generatorTitle = "x".repeat(500);
      }
      return next({ ...init, body: JSON.stringify(body) });
    };
    const tab = browser(notes);
    const { store } = signIn(tab, userId, stricter);
    await eventually(async () => {
      expect(seen(await accountNotes(userId))).toEqual(seen(notes.filter((_, i) => i !== 42)));
    });
    await settled(store);
    expect(seen(store.getSnapshot())).toEqual(seen(notes));
    expect(tab.local.getSnapshot().map((n) => n.value)).toEqual([refusedValue]);
    const status = store.getStatus();
    expect(status.notCopied).toEqual([
      { note: notes[42], reason: "generatorTitle must be at most 200 characters." },
    ]);
    expect(status.message).toBe(SYNC_MESSAGES.notCopiedPointer(1));
    expect(status.merged).toBe(149);

    // Not offered again by itself: the next sync sends nothing of it.
    const before = { posts: posts.length, reads };
    tab.window.fire("focus");
    // A sync ends by reading the account back.
    await eventually(() => expect(reads).toBe(before.reads + 1));
    expect(posts.slice(before.posts).flat()).not.toContain(refusedValue);
    expect(store.getStatus().notCopied).toHaveLength(1);
  });

  it("the server answering 500, then recovering", async () => {
    const userId = newUser();
    const notes = storedNotes(MERGE_CHUNK + 20, "flaky");
    let failures = 3;
    const flaky: Fault = async (_input, init, next) => {
      if (isPost(init) && failures > 0) {
        failures -= 1;
        return Response.json({ error: { code: "x", message: "Down" } }, { status: 500 });
      }
      return next();
    };
    const tab = browser(notes);
    const { store, delays, shown } = signIn(tab, userId, flaky);
    // Meanwhile the visitor sees every note once.
    expect(seen(store.getSnapshot())).toEqual(seen(notes));
    await eventually(() => expectAllCopied(store, tab, userId, notes));
    await settled(store);

    // The status said what the account had confirmed at each moment.
    expect(shown).toContainEqual({
      state: "pending",
      message: `${SYNC_MESSAGES.unreachable} ${SYNC_MESSAGES.willRetry}`,
    });
    expect(shown.at(-1)).toEqual({ state: "ok", message: null });
    expect(delays).toEqual([1_000, 2_000, 5_000]);
    expect(store.getStatus().merged).toBe(notes.length);
  });

  it("the network dropping in the middle of a merge chunk: the server kept it, the browser retries", async () => {
    const userId = newUser();
    const notes = storedNotes(MERGE_CHUNK * 2 + 50, "dropped");
    let posts = 0;
    const dropSecond: Fault = async (_input, init, next) => {
      const response = await next();
      posts += isPost(init) ? 1 : 0;
      // The second chunk reached D1, but its answer never reaches the browser.
      if (isPost(init) && posts === 2) throw new TypeError("Failed to fetch");
      return response;
    };
    const tab = browser(notes);
    const { store, shown } = signIn(tab, userId, dropSecond);
    await eventually(() => expectAllCopied(store, tab, userId, notes));
    await settled(store);
    expect(shown.map((s) => s.state)).toContain("pending");
    expect(store.getStatus().merged).toBe(notes.length);
  });

  it("the 1,000-note limit reached during a merge: the overflow is kept here and reported", async () => {
    const userId = newUser();
    const held = storedNotes(MAX_SAVED_NOTES - 5, "held");
    const filled = await accountFetch(d1.context, userId)("/resources/saved-values", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ notes: held }),
    });
    expect(filled.status).toBe(200);
    const notes = storedNotes(12, "overflow");
    const tab = browser(notes);
    const { store } = signIn(tab, userId);
    await eventually(() => expect(store.getStatus().notCopied).toHaveLength(7));
    await settled(store);

    // Everything saved is seen once: 995 in the account, 12 from this browser.
    expect(seen(store.getSnapshot())).toEqual(seen([...held, ...notes]));
    expect(await accountNotes(userId)).toHaveLength(MAX_SAVED_NOTES);
    const status = store.getStatus();
    expect(status.merged).toBe(5);
    expect(status.notCopied).toHaveLength(7);
    expect(new Set(status.notCopied.map((n) => n.reason))).toEqual(
      new Set([NOTE_MESSAGES.limitReached]),
    );
    expect(seen(tab.local.getSnapshot())).toEqual(seen(status.notCopied.map((n) => n.note)));
    // Saving more is refused at once, with the server's message.
    expect(store.add(draft("one more"))).toEqual({
      ok: false,
      message: NOTE_MESSAGES.limitReached,
    });

    // Making room offers the overflow again.
    for (const note of held.slice(0, 7)) store.remove(note.id);
    const expected = seen([...held.slice(7), ...notes]);
    await eventually(async () => expect(seen(await accountNotes(userId))).toEqual(expected));
    await eventually(() => expect(tab.storage.getItem(SAVED_VALUES_STORAGE_KEY)).toBe("[]"));
    await eventually(() => expect(seen(store.getSnapshot())).toEqual(expected));
    expect(store.getStatus().notCopied).toEqual([]);
  });

  it("two tabs signing in and merging at the same time", async () => {
    const userId = newUser();
    const profile = new TabbedStorage();
    const notes = storedNotes(MERGE_CHUNK * 2 + 30, "tabs");
    profile.shared.setItem(SAVED_VALUES_STORAGE_KEY, JSON.stringify(notes));
    const tabs = [profile.openTab(), profile.openTab()].map(({ window, storage }) => ({
      storage,
      window,
      local: createLocalSavedValuesStore(storage, window as unknown as Window),
    }));
    // Each page shows the saved values, so each local list listens for the other tab.
    for (const tab of tabs) tab.local.subscribe(() => {});
    const [first, second] = tabs.map((tab) => signIn(tab, userId).store);
    await eventually(async () => {
      expect(seen(await accountNotes(userId))).toEqual(seen(notes));
      expect(profile.shared.getItem(SAVED_VALUES_STORAGE_KEY)).toBe("[]");
      expect(seen(first!.getSnapshot())).toEqual(seen(notes));
      expect(seen(second!.getSnapshot())).toEqual(seen(notes));
    });
    await settled(first!);
    await settled(second!);
    // Each confirmed what it sent: together, every note once.
    expect(first!.getStatus().merged + second!.getStatus().merged).toBeGreaterThanOrEqual(
      notes.length,
    );
  });

  it("signing out while a sync is in flight loses nothing, and signing in again finishes it", async () => {
    const userId = newUser();
    const notes = storedNotes(MERGE_CHUNK + 40, "signout");
    let signOut = () => {};
    const signOutDuringFirstPost: Fault = async (_input, init, next) => {
      const response = await next();
      // The first chunk reached D1; the visitor signs out before its answer arrives.
      if (isPost(init)) signOut();
      if (init.signal?.aborted) throw new DOMException("The request was aborted.", "AbortError");
      return response;
    };
    const tab = browser(notes);
    const { store } = signIn(tab, userId, signOutDuringFirstPost);
    signOut = () => store.dispose();
    await eventually(async () => expect((await accountNotes(userId)).length).toBe(MERGE_CHUNK));
    await new Promise((resolve) => setTimeout(resolve, 50));

    // Signed out, this browser still shows every note it saved: nothing was taken away.
    expect(seen(tab.local.getSnapshot())).toEqual(seen(notes));
    expect(tab.storage.getItem(pendingKey(userId))).toBeNull();

    // Signed in again, the merge finishes: each note once, in the account and on screen.
    const again = signIn(tab, userId).store;
    await eventually(() => expectAllCopied(again, tab, userId, notes));
    await settled(again);
  });

  it("signing out while a save waits keeps it for the next sign-in", async () => {
    const userId = newUser();
    const tab = browser();
    let online = false;
    const offline: Fault = (_input, _init, next) =>
      online ? next() : Promise.reject(new TypeError("Failed to fetch"));
    const { store } = signIn(tab, userId, offline);
    const saved = store.add(draft("saved while offline"));
    expect(saved.ok).toBe(true);
    await eventually(() => expect(store.getStatus().state).toBe("pending"));
    store.dispose();

    online = true;
    const again = signIn(tab, userId, offline).store;
    const expected = [valueOf(draft("saved while offline"))];
    await eventually(async () => expect(seen(await accountNotes(userId))).toEqual(expected));
    await settled(again);
    expect(seen(again.getSnapshot())).toEqual(expected);
    expect(tab.storage.getItem(pendingKey(userId))).toBeNull();
  });
});
