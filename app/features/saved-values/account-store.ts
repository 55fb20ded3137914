import { errorMessageOf, fetchJson } from "~/utils/fetch-json";

import type { LocalSavedValuesStore } from "./local-store";
import {
  type NewSavedNote,
  type SaveResult,
  type SavedNote,
  NOTE_MESSAGES,
  noteProblem,
  noteToSave,
  readNote,
  sameValue,
} from "./note";
import { SYNC_MESSAGES } from "./sync-messages";
import type { SavedValuesStore } from "./store";

// Signed-in users' saved values: the account (D1, through /resources/saved-values) is the
// truth; changes show at once and are queued in this browser until the server confirms them,
// so a failed request loses nothing and never blocks the visitor. On sign-in the browser's own
// notes are merged a chunk at a time; a note the account refuses stays in this browser, is
// reported once, and never holds up the others.

export const SAVED_VALUES_ENDPOINT = "/resources/saved-values";
/** How many notes one merge request carries (keeps each request small for D1). */
export const MERGE_CHUNK = 100;
/** Waits between attempts while the account cannot be reached (the last one repeats). */
export const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** Attempts at a refusal that time may cure (a session being renewed, 408, 429) before stopping. */
export const MAX_ATTEMPTS_AFTER_REFUSAL = 3;

/** Where a user's unconfirmed changes wait, per account. */
export const pendingKey = (userId: string) => `saved-values-pending:${userId}`;
/** Which of this browser's notes the account refused, and why, per account. */
export const notCopiedKey = (userId: string) => `saved-values-not-copied:${userId}`;

type Change = { kind: "add"; note: SavedNote } | { kind: "remove"; id: string } | { kind: "clear" };

/** A note of this browser the account refused: it stays here, and the panel says why. */
export interface NotCopied {
  note: SavedNote;
  reason: string;
}

export interface SyncStatus {
  /**
   * "ok": the account confirmed everything it was sent; "pending": changes wait and will be sent
   * again by themselves; "stopped": the account refused in a way sending again cannot cure.
   */
  state: "loading" | "ok" | "pending" | "stopped";
  /** What the visitor should know, or null. */
  message: string | null;
  /** How many notes from this browser the account confirmed on sign-in. */
  merged: number;
  /** Whether the account's own notes have been read (until then the list is this browser's). */
  loaded: boolean;
  /** This browser's notes the account refused (kept here, not sent again by themselves). */
  notCopied: readonly NotCopied[];
}

export interface AccountSavedValuesStore extends SavedValuesStore {
  getStatus(): SyncStatus;
  /** Sends waiting changes now, and offers the account again the notes it refused. */
  retryNow(): void;
  dispose(): void;
}

/** The signed-out store of this browser, with what merging needs. */
export type LocalNotes = Pick<LocalSavedValuesStore, "getSnapshot" | "update">;

/** Removes the notes with these ids from this browser's list. */
function removeLocal(local: LocalNotes, ids: ReadonlySet<string>) {
  local.update((stored) =>
    stored.some((n) => ids.has(n.id)) ? stored.filter((n) => !ids.has(n.id)) : stored,
  );
}

interface Options {
  userId: string;
  storage: Storage;
  local: LocalNotes;
  fetch: typeof fetch;
  target?: Pick<Window, "addEventListener" | "removeEventListener">;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** A request that failed, and whether sending it again can help: always, a few times, never. */
class RequestFailed extends Error {
  constructor(
    message: string,
    readonly retry: "always" | "few" | "never",
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** The store was disposed (signed out) while a request was out: it changes nothing more. */
class Stopped extends Error {}

const valueKey = (note: Pick<SavedNote, "generatorId" | "value">) =>
  JSON.stringify([note.generatorId, note.value]);

/** `notes`, then each of `more` that none of them holds already (by id or by value). */
function union(notes: readonly SavedNote[], more: readonly SavedNote[]): SavedNote[] {
  const ids = new Set(notes.map((note) => note.id));
  const values = new Set(notes.map(valueKey));
  const added = more.filter((note) => {
    if (ids.has(note.id) || values.has(valueKey(note))) return false;
    ids.add(note.id);
    values.add(valueKey(note));
    return true;
  });
  return [...added, ...notes];
}

function apply(notes: readonly SavedNote[], change: Change): readonly SavedNote[] {
  switch (change.kind) {
    case "add":
      return union(notes, [change.note]);
    case "remove":
      return notes.filter((n) => n.id !== change.id);
    case "clear":
      return [];
  }
}

function readChange(value: unknown): Change | null {
  if (typeof value !== "object" || value === null) return null;
  const change = value as Record<string, unknown>;
  if (change.kind === "clear") return { kind: "clear" };
  if (change.kind === "remove" && typeof change.id === "string") {
    return { kind: "remove", id: change.id };
  }
  const read = change.kind === "add" ? readNote(change.note) : null;
  return read?.ok ? { kind: "add", note: read.note } : null;
}

/** The notes of an answer that are notes; null when the answer has no such list. */
function notesIn(body: unknown, field: "notes" | "saved"): SavedNote[] | null {
  const list = (body as Record<string, unknown> | null)?.[field];
  if (!Array.isArray(list)) return null;
  return list.flatMap((item) => {
    const read = readNote(item);
    return read.ok ? [read.note] : [];
  });
}

function readJson<T>(storage: Storage, key: string, fallback: T): T {
  try {
    const text = storage.getItem(key);
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
}

function writeJson(storage: Storage, key: string, value: unknown, empty: boolean) {
  try {
    if (empty) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full: what is in memory still holds for this page's life.
  }
}

export function createAccountSavedValuesStore({
  userId,
  storage,
  local,
  fetch: send,
  target,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: Options): AccountSavedValuesStore {
  const listeners = new Set<() => void>();
  const aborter = new AbortController();
  let server: readonly SavedNote[] | null = null;
  let queue: Change[] = readQueue();
  let snapshot: readonly SavedNote[] = [];
  let status: SyncStatus = {
    state: "loading",
    message: null,
    merged: 0,
    loaded: false,
    notCopied: [],
  };
  /** A refused removal or clearing, said once in the status. */
  let refusal: string | null = null;
  let running = false;
  let again = false;
  let attempt = 0;
  let refusedAttempts = 0;
  let timer: unknown = null;
  let disposed = false;

  function readQueue(): Change[] {
    const stored = readJson<unknown>(storage, pendingKey(userId), []);
    return Array.isArray(stored) ? stored.flatMap((c) => readChange(c) ?? []) : [];
  }

  function writeQueue() {
    writeJson(storage, pendingKey(userId), queue, queue.length === 0);
  }

  /** Note id → why the account refused it. */
  function readRefused(): Map<string, string> {
    const stored = readJson<unknown>(storage, notCopiedKey(userId), {});
    const entries = typeof stored === "object" && stored !== null ? Object.entries(stored) : [];
    return new Map(entries.filter((e): e is [string, string] => typeof e[1] === "string"));
  }

  function writeRefused(refused: ReadonlyMap<string, string>) {
    writeJson(storage, notCopiedKey(userId), Object.fromEntries(refused), refused.size === 0);
  }

  /** Records that the account refused these notes, so they are not sent again by themselves. */
  function refuse(notes: readonly SavedNote[], reason: string) {
    if (notes.length === 0) return;
    const refused = readRefused();
    for (const note of notes) refused.set(note.id, reason);
    writeRefused(refused);
  }

  /** Forgets refusals (all, or those `which` picks), so those notes are offered again. */
  function forgetRefusals(which: (reason: string) => boolean = () => true) {
    const refused = readRefused();
    const kept = new Map([...refused].filter(([, reason]) => !which(reason)));
    if (kept.size !== refused.size) writeRefused(kept);
  }

  function notCopied(): NotCopied[] {
    const refused = readRefused();
    if (refused.size === 0) return [];
    const here = local.getSnapshot();
    const found = here.flatMap((note) => {
      const reason = refused.get(note.id);
      return reason === undefined ? [] : [{ note, reason }];
    });
    // A refused note removed from this browser since needs no report.
    if (found.length < refused.size) {
      writeRefused(new Map(found.map(({ note, reason }) => [note.id, reason])));
    }
    return found;
  }

  function refresh() {
    // Notes of this browser not yet in the account show too, so nothing seems to vanish.
    let notes: readonly SavedNote[] = union(server ?? [], local.getSnapshot());
    for (const change of queue) notes = apply(notes, change);
    snapshot = notes;
    status = { ...status, notCopied: notCopied() };
    for (const listener of listeners) listener();
  }

  function setStatus(next: Partial<SyncStatus>) {
    status = { ...status, ...next };
    refresh();
  }

  async function request(
    path: string,
    init?: { method?: string; body?: string },
  ): Promise<unknown> {
    if (disposed) throw new Stopped();
    const answer = await fetchJson(
      `${SAVED_VALUES_ENDPOINT}${path}`,
      { ...init, signal: aborter.signal },
      send,
    );
    if (disposed) throw new Stopped();
    if (!answer.reached) throw new RequestFailed(SYNC_MESSAGES.unreachable, "always");
    const { body, ok, status } = answer;
    if (ok) return body;
    if (status >= 500) {
      throw new RequestFailed(SYNC_MESSAGES.unreachable, "always");
    }
    if (status === 401) {
      throw new RequestFailed(SYNC_MESSAGES.sessionEnded, "few");
    }
    if (status === 408 || status === 429) {
      throw new RequestFailed(SYNC_MESSAGES.unreachable, "few");
    }
    throw new RequestFailed(errorMessageOf(body) ?? SYNC_MESSAGES.refusedChange, "never", body);
  }

  /** An answer that is not what the route sends is treated like a failed connection. */
  function expectNotes(body: unknown, field: "notes" | "saved"): SavedNote[] {
    const notes = notesIn(body, field);
    if (notes === null) throw new RequestFailed(SYNC_MESSAGES.unreachable, "always");
    return notes;
  }

  async function loadAccount() {
    server = expectNotes(await request(""), "notes");
    status = { ...status, loaded: true };
    refresh();
  }

  const addToAccount = async (notes: readonly SavedNote[]) =>
    expectNotes(await request("", { method: "POST", body: JSON.stringify({ notes }) }), "saved");

  /** The account holds `held`: show them, and let this browser's copies of them go. */
  function confirm(sent: readonly SavedNote[], held: readonly SavedNote[]) {
    server = union(server ?? [], held);
    const confirmed = sent.filter((note) =>
      held.some((h) => h.id === note.id || sameValue(h, note)),
    );
    removeLocal(local, new Set(confirmed.map((note) => note.id)));
    status = { ...status, merged: status.merged + confirmed.length };
    refresh();
    return confirmed;
  }

  /**
   * Sends one chunk. A refused chunk is halved until the refused notes stand alone, so one bad
   * note never holds up the rest; at the notes limit the account says which it kept.
   */
  async function mergeChunk(chunk: readonly SavedNote[]): Promise<void> {
    try {
      confirm(chunk, await addToAccount(chunk));
    } catch (error) {
      if (!(error instanceof RequestFailed) || error.retry !== "never") throw error;
      const held = notesIn(error.body, "saved");
      if (held !== null) {
        const confirmed = confirm(chunk, held);
        refuse(
          chunk.filter((note) => !confirmed.includes(note)),
          error.message,
        );
      } else if (chunk.length === 1) {
        refuse(chunk, error.message);
      } else {
        const half = Math.ceil(chunk.length / 2);
        await mergeChunk(chunk.slice(0, half));
        await mergeChunk(chunk.slice(half));
      }
    }
  }

  /** Copies this browser's notes into the account; whether anything was sent. */
  async function mergeLocal(): Promise<boolean> {
    const refused = readRefused();
    const waiting = local.getSnapshot().filter((note) => !refused.has(note.id));
    const sendable: SavedNote[] = [];
    for (const note of waiting) {
      // What the account would refuse is not sent: the same check gives the same message.
      const problem = noteProblem(note);
      if (problem) refuse([note], problem.message);
      else sendable.push(note);
    }
    for (let start = 0; start < sendable.length; start += MERGE_CHUNK) {
      await mergeChunk(sendable.slice(start, start + MERGE_CHUNK));
    }
    return sendable.length > 0;
  }

  async function sendChange(change: Change) {
    if (change.kind === "add") {
      const [held] = await addToAccount([change.note]);
      if (held) server = union(server ?? [], [held]);
      // The account may already hold this value under another id: follow the account's id.
      if (held && held.id !== change.note.id) {
        queue = queue.map((c) =>
          c.kind === "remove" && c.id === change.note.id ? { ...c, id: held.id } : c,
        );
      }
    } else if (change.kind === "remove") {
      await request(`/${encodeURIComponent(change.id)}`, { method: "DELETE" });
      server = apply(server ?? [], change);
    } else {
      await request("", { method: "DELETE" });
      server = [];
    }
  }

  /** Sends the waiting changes in order; whether there were any. */
  async function drainQueue(): Promise<boolean> {
    const had = queue.length > 0;
    while (queue.length > 0) {
      const change = queue[0]!;
      try {
        await sendChange(change);
      } catch (error) {
        if (!(error instanceof RequestFailed) || error.retry !== "never") throw error;
        if (change.kind === "add") {
          // A save the account refused stays in this browser, reported with the others.
          local.update((stored) => union(stored, [change.note]));
          refuse([change.note], error.message);
        } else {
          refusal = error.message;
        }
      }
      queue = queue.slice(1);
      writeQueue();
      refresh();
    }
    return had;
  }

  function settledMessage(): string | null {
    const count = notCopied().length;
    return refusal ?? (count > 0 ? SYNC_MESSAGES.notCopiedPointer(count) : null);
  }

  async function sync() {
    if (disposed) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    refusal = null;
    try {
      // The account's own notes first, so they show whatever happens to the merge.
      const loadedNow = server === null;
      if (loadedNow) await loadAccount();
      // Changes made in the account first: a removal may make room for this browser's notes.
      const sent = await drainQueue();
      const merged = await mergeLocal();
      // The status says only what the account confirmed: read it back after any change.
      if (merged || sent || !loadedNow) await loadAccount();
      attempt = 0;
      refusedAttempts = 0;
      setStatus({ state: "ok", message: settledMessage() });
    } catch (error) {
      if (error instanceof Stopped) return;
      const failure =
        error instanceof RequestFailed
          ? error
          : new RequestFailed(SYNC_MESSAGES.unreachable, "always");
      if (failure.retry === "few") refusedAttempts += 1;
      if (
        failure.retry === "never" ||
        (failure.retry === "few" && refusedAttempts >= MAX_ATTEMPTS_AFTER_REFUSAL)
      ) {
        setStatus({
          state: "stopped",
          message: `${failure.message} ${SYNC_MESSAGES.wontRetry}`,
        });
        return;
      }
      const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
      attempt += 1;
      setStatus({
        state: "pending",
        message: `${failure.message} ${SYNC_MESSAGES.willRetry}`,
      });
      schedule(delay);
    } finally {
      running = false;
      if (again && !disposed) {
        again = false;
        void sync();
      }
    }
  }

  function schedule(ms: number) {
    if (disposed) return;
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      void sync();
    }, ms);
  }

  function change(next: Change) {
    queue = [...queue, next];
    writeQueue();
    refresh();
    void sync();
  }

  const onFocus = () => void sync();
  target?.addEventListener("focus", onFocus);
  refresh();
  void sync();

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getStatus: () => status,
    add(draft: NewSavedNote): SaveResult {
      const result = noteToSave(snapshot, draft);
      if (!result.ok) return result;
      if (result.isNew) change({ kind: "add", note: result.note });
      return { ok: true, note: result.note };
    },
    remove(id) {
      // A note still only in this browser (not yet merged, or refused) is removed there.
      removeLocal(local, new Set([id]));
      // Room was made: notes refused for want of it are offered again.
      forgetRefusals((reason) => reason === NOTE_MESSAGES.limitReached);
      change({ kind: "remove", id });
    },
    clear() {
      local.update((stored) => (stored.length > 0 ? [] : stored));
      forgetRefusals();
      change({ kind: "clear" });
    },
    retryNow() {
      attempt = 0;
      refusedAttempts = 0;
      forgetRefusals();
      void sync();
    },
    dispose() {
      disposed = true;
      aborter.abort();
      if (timer !== null) clearTimer(timer);
      target?.removeEventListener("focus", onFocus);
      listeners.clear();
    },
  };
}
