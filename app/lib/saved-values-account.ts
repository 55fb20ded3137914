import {
  MAX_SAVED_NOTES,
  MAX_SAVED_VALUE_LENGTH,
  type NewSavedNote,
  type SaveResult,
  type SavedNote,
  type SavedValuesStore,
  isSavedNote,
} from "~/lib/saved-values";

// Signed-in users' saved values: the account (D1, through /resources/saved-values) is the
// truth; changes show at once and are queued in this browser until the server confirms them,
// so a failed request loses nothing and never blocks the visitor.

export const SAVED_VALUES_ENDPOINT = "/resources/saved-values";
/** How many notes one merge request carries (keeps each request small for D1). */
export const MERGE_CHUNK = 100;
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/** Where a user's unconfirmed changes wait, per account. */
export const pendingKey = (userId: string) => `saved-values-pending:${userId}`;

type Change = { kind: "add"; note: SavedNote } | { kind: "remove"; id: string } | { kind: "clear" };

export interface SyncStatus {
  /** "ok": everything confirmed; "pending": changes waiting for a retry. */
  state: "loading" | "ok" | "pending";
  /** What the visitor should know, or null. */
  message: string | null;
  /** How many notes from this browser were moved into the account on sign-in. */
  merged: number;
}

export interface AccountSavedValuesStore extends SavedValuesStore {
  getStatus(): SyncStatus;
  /** Sends waiting changes now instead of at the next retry. */
  retryNow(): void;
  dispose(): void;
}

/** The signed-out store of this browser, with the one extra operation merging needs. */
export interface LocalNotes {
  getSnapshot(): readonly SavedNote[];
  removeIds(ids: ReadonlySet<string>): void;
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

/** A failure worth retrying later (network, server error, session to renew). */
class Transient extends Error {}
/** A refusal the server explained (bad input, limit): the change is dropped, the visitor told. */
class Refused extends Error {}

const sameValue = (a: Pick<SavedNote, "generatorId" | "value">, b: typeof a) =>
  a.generatorId === b.generatorId && a.value === b.value;

function apply(notes: readonly SavedNote[], change: Change): readonly SavedNote[] {
  switch (change.kind) {
    case "add":
      return notes.some((n) => n.id === change.note.id || sameValue(n, change.note))
        ? notes
        : [change.note, ...notes];
    case "remove":
      return notes.filter((n) => n.id !== change.id);
    case "clear":
      return [];
  }
}

function isChange(value: unknown): value is Change {
  if (typeof value !== "object" || value === null) return false;
  const change = value as Record<string, unknown>;
  if (change.kind === "clear") return true;
  if (change.kind === "remove") return typeof change.id === "string";
  return change.kind === "add" && isSavedNote(change.note);
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
  let server: readonly SavedNote[] | null = null;
  let queue: Change[] = readQueue();
  let snapshot: readonly SavedNote[] = [];
  let status: SyncStatus = { state: "loading", message: null, merged: 0 };
  let running = false;
  let again = false;
  let attempt = 0;
  let timer: unknown = null;
  let disposed = false;

  function readQueue(): Change[] {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(pendingKey(userId)) ?? "[]");
      return Array.isArray(parsed) ? parsed.filter(isChange) : [];
    } catch {
      return [];
    }
  }

  function writeQueue() {
    try {
      if (queue.length === 0) storage.removeItem(pendingKey(userId));
      else storage.setItem(pendingKey(userId), JSON.stringify(queue));
    } catch {
      // Storage full: the changes still wait in memory for this page's life.
    }
  }

  function refresh() {
    // Notes from this browser not yet merged show too, so nothing seems to vanish on sign-in.
    let notes: readonly SavedNote[] = server ?? [];
    for (const note of local.getSnapshot()) notes = apply(notes, { kind: "add", note });
    for (const change of queue) notes = apply(notes, change);
    snapshot = notes;
    for (const listener of listeners) listener();
  }

  function setStatus(next: Partial<SyncStatus>) {
    status = { ...status, ...next };
    refresh();
  }

  async function request(path: string, init?: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await send(`${SAVED_VALUES_ENDPOINT}${path}`, {
        ...init,
        credentials: "same-origin",
        headers: {
          Accept: "application/json",
          ...(init?.body ? { "Content-Type": "application/json" } : {}),
        },
      });
    } catch {
      throw new Transient("Couldn't reach your account.");
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) return body;
    const message =
      (body as { error?: { message?: unknown } } | null)?.error?.message ?? response.statusText;
    if (response.status === 401) {
      throw new Transient("Your session has ended: sign in again to keep saving to your account.");
    }
    if (response.status >= 500 || response.status === 429) {
      throw new Transient("Couldn't reach your account.");
    }
    throw new Refused(typeof message === "string" ? message : "The account refused this change.");
  }

  async function addToAccount(notes: readonly SavedNote[]): Promise<SavedNote[]> {
    const body = (await request("", { method: "POST", body: JSON.stringify({ notes }) })) as {
      saved: SavedNote[];
    };
    return body.saved;
  }

  async function mergeLocal() {
    const notes = local.getSnapshot();
    if (notes.length === 0) return;
    for (let start = 0; start < notes.length; start += MERGE_CHUNK) {
      const chunk = notes.slice(start, start + MERGE_CHUNK);
      const saved = await addToAccount(chunk);
      for (const note of saved) server = apply(server ?? [], { kind: "add", note });
    }
    // Only now, with every note confirmed by the server, does this browser's copy go.
    local.removeIds(new Set(notes.map((note) => note.id)));
    status = { ...status, merged: status.merged + notes.length };
  }

  async function sendChange(change: Change) {
    if (change.kind === "add") {
      const [held] = await addToAccount([change.note]);
      if (held) server = apply(server ?? [], { kind: "add", note: held });
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

  async function sync() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    let refusal: string | null = null;
    try {
      await mergeLocal();
      while (queue.length > 0) {
        const change = queue[0]!;
        try {
          await sendChange(change);
        } catch (error) {
          if (!(error instanceof Refused)) throw error;
          refusal = error.message;
        }
        queue = queue.slice(1);
        writeQueue();
        refresh();
      }
      const body = (await request("")) as { notes: SavedNote[] };
      server = body.notes;
      attempt = 0;
      setStatus({ state: "ok", message: refusal });
    } catch (error) {
      if (error instanceof Refused) {
        setStatus({ state: "ok", message: error.message });
        return;
      }
      // Anything else (network, server error, an answer we cannot read) is worth a retry.
      const reason = error instanceof Transient ? error.message : "Couldn't reach your account.";
      const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
      attempt += 1;
      setStatus({
        state: "pending",
        message: `${reason} Your changes are kept in this browser and will be sent again.`,
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
    add(note: NewSavedNote): SaveResult {
      if (note.value.length > MAX_SAVED_VALUE_LENGTH) {
        return {
          ok: false,
          message: `This value is too long to save: at most ${MAX_SAVED_VALUE_LENGTH.toLocaleString("en-US")} characters.`,
        };
      }
      const existing = snapshot.find((n) => sameValue(n, note));
      if (existing) return { ok: true, note: existing };
      if (snapshot.length >= MAX_SAVED_NOTES) {
        return {
          ok: false,
          message: `You can keep at most ${MAX_SAVED_NOTES.toLocaleString("en-US")} saved values. Remove some to save more.`,
        };
      }
      const saved: SavedNote = {
        ...note,
        id: crypto.randomUUID(),
        savedAt: new Date().toISOString(),
      };
      change({ kind: "add", note: saved });
      return { ok: true, note: saved };
    },
    remove(id) {
      // A note still only in this browser (merge not yet confirmed) is removed there.
      if (local.getSnapshot().some((n) => n.id === id)) local.removeIds(new Set([id]));
      change({ kind: "remove", id });
    },
    clear() {
      const localIds = local.getSnapshot().map((n) => n.id);
      if (localIds.length > 0) local.removeIds(new Set(localIds));
      change({ kind: "clear" });
    },
    retryNow() {
      attempt = 0;
      void sync();
    },
    dispose() {
      disposed = true;
      if (timer !== null) clearTimer(timer);
      target?.removeEventListener("focus", onFocus);
      listeners.clear();
    },
  };
}
