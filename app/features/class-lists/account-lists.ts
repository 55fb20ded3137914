import type { ClassListStore, ClassListsView, LocalClassListStore, ShownList } from "./local-lists";
import {
  applyChange,
  changedId,
  changeProblem,
  checkChange,
  checkClassList,
  CLASS_LIST_MESSAGES,
  type ClassList,
  type ClassListChange,
} from "./model";

// A signed-in visitor's class lists: the account (D1, through /resources/class-lists) is the
// truth. The same no-data-loss rules as saved values: a change shows at once and waits in this
// browser (per account) until the account confirms it, so a failed request loses nothing and is
// sent again by itself; on sign-in the browser's own lists are copied to the account and leave
// this browser only once the account holds them; a list the account refuses (its limit) stays
// here, said once, and is offered again when room is made.

export const CLASS_LISTS_ENDPOINT = "/resources/class-lists";
/** Waits between attempts while the account cannot be reached (the last one repeats). */
export const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/** Where a user's unconfirmed changes wait, per account. */
export const pendingListsKey = (userId: string) => `class-lists-pending:${userId}`;
/** Which of this browser's lists the account refused, and why, per account. */
export const refusedListsKey = (userId: string) => `class-lists-not-copied:${userId}`;

/** A request the account did not answer: sending it again may help. */
class Unreachable extends Error {}
/** A change the account refused in words: sending it again cannot help. */
class Refused extends Error {}

interface Options {
  userId: string;
  storage: Storage;
  local: LocalClassListStore;
  fetch: typeof fetch;
  target?: Pick<Window, "addEventListener" | "removeEventListener">;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

function readJson(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
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

/** The lists of an answer, each checked; null when the answer has none (not the route's). */
function listsIn(body: unknown): ClassList[] | null {
  const lists = (body as { lists?: unknown } | null)?.lists;
  if (!Array.isArray(lists)) return null;
  return lists.flatMap((item) => {
    const checked = checkClassList(item);
    return checked.ok ? [checked.list] : [];
  });
}

export interface AccountClassListStore extends ClassListStore {
  dispose(): void;
}

export function createAccountClassListStore({
  userId,
  storage,
  local,
  fetch: send,
  target,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: Options): AccountClassListStore {
  const listeners = new Set<() => void>();
  const aborter = new AbortController();
  let server: ClassList[] | null = null;
  let queue: ClassListChange[] = readQueue();
  let message: string | null = null;
  let view: ClassListsView = { lists: [], loaded: false, message: null };
  let running = false;
  let again = false;
  let attempt = 0;
  let timer: unknown = null;
  let disposed = false;

  function readQueue(): ClassListChange[] {
    const stored = readJson(storage, pendingListsKey(userId));
    if (!Array.isArray(stored)) return [];
    return stored.flatMap((item) => {
      const checked = checkChange(item);
      return checked.ok ? [checked.change] : [];
    });
  }

  const writeQueue = () => writeJson(storage, pendingListsKey(userId), queue, queue.length === 0);

  function readRefused(): Map<string, string> {
    const stored = readJson(storage, refusedListsKey(userId));
    const entries = typeof stored === "object" && stored !== null ? Object.entries(stored) : [];
    return new Map(entries.filter((e): e is [string, string] => typeof e[1] === "string"));
  }

  const writeRefused = (refused: ReadonlyMap<string, string>) =>
    writeJson(storage, refusedListsKey(userId), Object.fromEntries(refused), refused.size === 0);

  /** The account's lists with the waiting changes applied, then this browser's own. */
  function update() {
    let lists: ShownList[] = server ?? [];
    for (const change of queue) lists = applyChange(lists, change);
    const refused = readRefused();
    const inAccount = new Set(lists.map((list) => list.id));
    const here = local
      .read()
      .filter((list) => !inAccount.has(list.id))
      .map((list) => ({
        ...list,
        onlyHere: refused.get(list.id) ?? CLASS_LIST_MESSAGES.notYetCopied,
      }));
    view = { lists: [...lists, ...here], loaded: server !== null, message };
    for (const listener of listeners) listener();
  }

  async function request(init?: RequestInit): Promise<unknown> {
    if (disposed) throw new Unreachable();
    let response: Response;
    let body: unknown = null;
    try {
      response = await send(CLASS_LISTS_ENDPOINT, {
        ...init,
        signal: aborter.signal,
        credentials: "same-origin",
        headers: {
          Accept: "application/json",
          ...(init?.body ? { "Content-Type": "application/json" } : {}),
        },
      });
      body = await response.json().catch(() => null);
    } catch {
      throw new Unreachable(CLASS_LIST_MESSAGES.unreachable);
    }
    if (response.ok) return body;
    const said = (body as { error?: { message?: unknown } } | null)?.error?.message;
    // A session being renewed, a busy server: time may cure these.
    if (response.status >= 500 || [401, 408, 409, 429].includes(response.status)) {
      const refusal = response.status === 409 && typeof said === "string" ? said : null;
      if (refusal === CLASS_LIST_MESSAGES.limitReached) throw new Refused(refusal);
      throw new Unreachable(CLASS_LIST_MESSAGES.unreachable);
    }
    throw new Refused(typeof said === "string" ? said : CLASS_LIST_MESSAGES.notAChange);
  }

  const post = (change: ClassListChange) =>
    request({ method: "POST", body: JSON.stringify({ change }) });

  async function load() {
    const lists = listsIn(await request());
    if (lists === null) throw new Unreachable(CLASS_LIST_MESSAGES.unreachable);
    server = lists;
  }

  /** Sends the waiting changes in order; a refused one is dropped and said. */
  async function drain() {
    while (queue.length > 0) {
      try {
        await post(queue[0]!);
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        message = error.message;
      }
      queue = queue.slice(1);
      writeQueue();
    }
  }

  /** Copies this browser's lists to the account; each leaves here once the account holds it. */
  async function merge() {
    const refused = readRefused();
    for (const list of local.read()) {
      if (refused.has(list.id)) continue;
      try {
        await post({ kind: "save", list });
        local.forget(new Set([list.id]));
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        refused.set(list.id, error.message);
        writeRefused(refused);
      }
    }
  }

  async function sync() {
    if (disposed) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await drain();
      await merge();
      await load();
      attempt = 0;
      update();
    } catch {
      if (disposed) return;
      message = `${CLASS_LIST_MESSAGES.unreachable} ${CLASS_LIST_MESSAGES.willRetry}`;
      update();
      const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
      attempt += 1;
      if (timer !== null) clearTimer(timer);
      timer = setTimer(() => {
        timer = null;
        void sync();
      }, delay);
    } finally {
      running = false;
      if (again && !disposed) {
        again = false;
        void sync();
      }
    }
  }

  const onFocus = () => void sync();
  target?.addEventListener("focus", onFocus);
  update();
  void sync();

  return {
    getSnapshot: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change(change) {
      // A list still only in this browser is changed there.
      const id = changedId(change);
      const here = view.lists.find((list) => list.id === id)?.onlyHere !== undefined;
      if (here) {
        const problem = local.change(change);
        update();
        return problem;
      }
      const inAccount = view.lists.filter((list) => list.onlyHere === undefined);
      const problem = changeProblem(inAccount, change);
      if (problem) return problem;
      if (change.kind === "remove") {
        // Room was made: lists refused for want of it are offered again.
        const refused = readRefused();
        for (const [listId, reason] of refused) {
          if (reason === CLASS_LIST_MESSAGES.limitReached) refused.delete(listId);
        }
        writeRefused(refused);
      }
      message = null;
      queue = [...queue, change];
      writeQueue();
      update();
      void sync();
      return null;
    },
    refresh: () => void sync(),
    dispose() {
      disposed = true;
      aborter.abort();
      if (timer !== null) clearTimer(timer);
      target?.removeEventListener("focus", onFocus);
      listeners.clear();
    },
  };
}
