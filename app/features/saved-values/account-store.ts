import { accountClient, RequestFailed, Stopped } from "./account-client";
import { applyChange, removeLocal, union, type Change, type LocalNotes } from "./note-changes";
import {
  type NewSavedNote,
  type SaveResult,
  type SavedNote,
  NOTE_MESSAGES,
  noteProblem,
  noteToSave,
  sameValue,
} from "./note";
import { notesIn } from "./note-changes";
import { pendingChanges, type NotCopied } from "./pending-changes";
import { SYNC_MESSAGES } from "./sync-messages";
import type { SavedValuesStore } from "./store";

// Signed-in users' saved values: the account (D1, through /resources/saved-values) is the
// truth; changes show at once and are queued in this browser until the server confirms them,
// so a failed request loses nothing and never blocks the visitor. On sign-in the browser's own
// notes are merged a chunk at a time; a note the account refuses stays in this browser, is
// reported once, and never holds up the others.

// Its parts: the reducers (note-changes.ts), the pending queue and refusals kept in storage
// (pending-changes.ts), the HTTP client (account-client.ts); this file is the sync loop.

/** How many notes one merge request carries (keeps each request small for D1). */
export const MERGE_CHUNK = 100;
/** Waits between attempts while the account cannot be reached (the last one repeats). */
export const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** Attempts at a refusal that time may cure (a session being renewed, 408, 429) before stopping. */
export const MAX_ATTEMPTS_AFTER_REFUSAL = 3;

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

interface Options {
  userId: string;
  storage: Storage;
  local: LocalNotes;
  fetch: typeof fetch;
  target?: Pick<Window, "addEventListener" | "removeEventListener">;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
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
  const disposed = () => aborter.signal.aborted;
  const account = accountClient(send, aborter.signal);
  const pending = pendingChanges(storage, userId);
  let server: readonly SavedNote[] | null = null;
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

  function refresh() {
    // Notes of this browser not yet in the account show too, so nothing seems to vanish.
    let notes: readonly SavedNote[] = union(server ?? [], local.getSnapshot());
    for (const change of pending.queue()) notes = applyChange(notes, change);
    snapshot = notes;
    status = { ...status, notCopied: pending.notCopied(local.getSnapshot()) };
    for (const listener of listeners) listener();
  }

  function setStatus(next: Partial<SyncStatus>) {
    status = { ...status, ...next };
    refresh();
  }

  async function loadAccount() {
    server = await account.load();
    status = { ...status, loaded: true };
    refresh();
  }

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
      confirm(chunk, await account.add(chunk));
    } catch (error) {
      if (!(error instanceof RequestFailed) || error.retry !== "never") throw error;
      const held = notesIn(error.body, "saved");
      if (held !== null) {
        const confirmed = confirm(chunk, held);
        pending.refuse(
          chunk.filter((note) => !confirmed.includes(note)),
          error.message,
        );
      } else if (chunk.length === 1) {
        pending.refuse(chunk, error.message);
      } else {
        const half = Math.ceil(chunk.length / 2);
        await mergeChunk(chunk.slice(0, half));
        await mergeChunk(chunk.slice(half));
      }
    }
  }

  /** Copies this browser's notes into the account; whether anything was sent. */
  async function mergeLocal(): Promise<boolean> {
    const refused = pending.refused();
    const waiting = local.getSnapshot().filter((note) => !refused.has(note.id));
    const sendable: SavedNote[] = [];
    for (const note of waiting) {
      // What the account would refuse is not sent: the same check gives the same message.
      const problem = noteProblem(note);
      if (problem) pending.refuse([note], problem.message);
      else sendable.push(note);
    }
    for (let start = 0; start < sendable.length; start += MERGE_CHUNK) {
      await mergeChunk(sendable.slice(start, start + MERGE_CHUNK));
    }
    return sendable.length > 0;
  }

  async function sendChange(change: Change) {
    if (change.kind === "add") {
      const [held] = await account.add([change.note]);
      if (held) server = union(server ?? [], [held]);
      // The account may already hold this value under another id: follow the account's id.
      if (held && held.id !== change.note.id) {
        pending.renameNote(change.note.id, held.id);
      }
    } else if (change.kind === "remove") {
      await account.remove(change.id);
      server = applyChange(server ?? [], change);
    } else {
      await account.clear();
      server = [];
    }
  }

  /** Sends the waiting changes in order; whether there were any. */
  async function drainQueue(): Promise<boolean> {
    const had = pending.queue().length > 0;
    while (pending.queue().length > 0) {
      const change = pending.queue()[0]!;
      try {
        await sendChange(change);
      } catch (error) {
        if (!(error instanceof RequestFailed) || error.retry !== "never") throw error;
        if (change.kind === "add") {
          // A save the account refused stays in this browser, reported with the others.
          local.update((stored) => union(stored, [change.note]));
          pending.refuse([change.note], error.message);
        } else {
          refusal = error.message;
        }
      }
      pending.dropFirst();
      refresh();
    }
    return had;
  }

  function settledMessage(): string | null {
    const count = pending.notCopied(local.getSnapshot()).length;
    return refusal ?? (count > 0 ? SYNC_MESSAGES.notCopiedPointer(count) : null);
  }

  async function sync() {
    if (disposed()) return;
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
      if (again && !disposed()) {
        again = false;
        void sync();
      }
    }
  }

  function schedule(ms: number) {
    if (disposed()) return;
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      void sync();
    }, ms);
  }

  function change(next: Change) {
    pending.push(next);
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
      pending.forgetRefusals((reason) => reason === NOTE_MESSAGES.limitReached);
      change({ kind: "remove", id });
    },
    clear() {
      local.update((stored) => (stored.length > 0 ? [] : stored));
      pending.forgetRefusals();
      change({ kind: "clear" });
    },
    retryNow() {
      attempt = 0;
      refusedAttempts = 0;
      pending.forgetRefusals();
      void sync();
    },
    dispose() {
      aborter.abort();
      if (timer !== null) clearTimer(timer);
      target?.removeEventListener("focus", onFocus);
      listeners.clear();
    },
  };
}
