import { readChange, type Change } from "./note-changes";
import type { SavedNote } from "./note";

// What waits in this browser for one account, kept in storage so a reload or another tab loses
// nothing: the changes the account has not confirmed yet, and the notes it refused (and why).

/** Where a user's unconfirmed changes wait, per account. */
export const pendingKey = (userId: string) => `saved-values-pending:${userId}`;
/** Which of this browser's notes the account refused, and why, per account. */
export const notCopiedKey = (userId: string) => `saved-values-not-copied:${userId}`;

/** A note of this browser the account refused: it stays here, and the panel says why. */
export interface NotCopied {
  note: SavedNote;
  reason: string;
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

/** The pending queue and the refusals of `userId`'s account, in `storage`. */
export function pendingChanges(storage: Storage, userId: string) {
  const stored = readJson<unknown>(storage, pendingKey(userId), []);
  let queue: Change[] = Array.isArray(stored) ? stored.flatMap((c) => readChange(c) ?? []) : [];

  function writeQueue() {
    writeJson(storage, pendingKey(userId), queue, queue.length === 0);
  }

  /** Note id → why the account refused it. */
  function refused(): Map<string, string> {
    const value = readJson<unknown>(storage, notCopiedKey(userId), {});
    const entries = typeof value === "object" && value !== null ? Object.entries(value) : [];
    return new Map(entries.filter((e): e is [string, string] => typeof e[1] === "string"));
  }

  function writeRefused(next: ReadonlyMap<string, string>) {
    writeJson(storage, notCopiedKey(userId), Object.fromEntries(next), next.size === 0);
  }

  return {
    /** The changes waiting, oldest first. */
    queue: (): readonly Change[] => queue,
    /** Queues a change and keeps the queue. */
    push(change: Change) {
      queue = [...queue, change];
      writeQueue();
    },
    /** Drops the oldest change (sent, or refused for good) and keeps the rest. */
    dropFirst() {
      queue = queue.slice(1);
      writeQueue();
    },
    /** The account holds a note under another id: queued removals of it follow that id. */
    renameNote(from: string, to: string) {
      queue = queue.map((c) => (c.kind === "remove" && c.id === from ? { ...c, id: to } : c));
    },
    refused,
    /** Records that the account refused these notes, so they are not sent again by themselves. */
    refuse(notes: readonly SavedNote[], reason: string) {
      if (notes.length === 0) return;
      const next = refused();
      for (const note of notes) next.set(note.id, reason);
      writeRefused(next);
    },
    /** Forgets refusals (all, or those `which` picks), so those notes are offered again. */
    forgetRefusals(which: (reason: string) => boolean = () => true) {
      const before = refused();
      const kept = new Map([...before].filter(([, reason]) => !which(reason)));
      if (kept.size !== before.size) writeRefused(kept);
    },
    /** The refused notes still in this browser (`here`); the others' refusals are forgotten. */
    notCopied(here: readonly SavedNote[]): NotCopied[] {
      const known = refused();
      if (known.size === 0) return [];
      const found = here.flatMap((note) => {
        const reason = known.get(note.id);
        return reason === undefined ? [] : [{ note, reason }];
      });
      // A refused note removed from this browser since needs no report.
      if (found.length < known.size) {
        writeRefused(new Map(found.map(({ note, reason }) => [note.id, reason])));
      }
      return found;
    },
  };
}
