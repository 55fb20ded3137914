import { storedRecords } from "~/utils/stored-records";

import {
  applyChange,
  changeProblem,
  checkClassList,
  CLASS_LIST_MESSAGES,
  type ClassList,
  type ClassListChange,
} from "./model";

// The class lists of this browser: a signed-out visitor's lists, and a signed-in visitor's
// lists not yet copied to the account (or refused by it). Every change starts from what is
// stored now, so two tabs never undo each other, and reaches the other tabs by storage events.

/** localStorage key of the class lists kept in this browser. */
export const CLASS_LISTS_STORAGE_KEY = "randomly:class-lists";

/** What the page shows of a visitor's lists, and how the account's copy stands. */
export interface ClassListsView {
  lists: readonly ShownList[];
  /** Whether the lists have been read (the account's take a request). */
  loaded: boolean;
  /** What the visitor should know about the account's copy, or null. */
  message: string | null;
}

/** A list as shown: `onlyHere` says why a signed-in visitor's list is still only in this browser. */
export type ShownList = ClassList & { onlyHere?: string };

/** A visitor's class lists: the browser's, or the account's. */
export interface ClassListStore {
  getSnapshot(): ClassListsView;
  subscribe(listener: () => void): () => void;
  /** Applies a change at once; the problem in words when it cannot be made. */
  change(change: ClassListChange): string | null;
  /** Reads the lists again (another device may have drawn from them since). */
  refresh(): void;
}

/** The browser's store, with what merging into an account needs. */
export interface LocalClassListStore extends ClassListStore {
  /** The lists as stored now. */
  read(): ClassList[];
  /** Forgets these lists here (the account confirmed its copies). */
  forget(ids: ReadonlySet<string>): void;
}

export function createLocalClassListStore(
  storage: Storage,
  target: Pick<Window, "addEventListener" | "removeEventListener">,
): LocalClassListStore {
  const records = storedRecords(storage, CLASS_LISTS_STORAGE_KEY, (item) => {
    const checked = checkClassList(item);
    return checked.ok ? checked.list : null;
  });
  const listeners = new Set<() => void>();
  let view: ClassListsView = { lists: records.read(), loaded: true, message: null };

  function emit() {
    view = { lists: records.read(), loaded: true, message: null };
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent) {
    if (event.key === CLASS_LISTS_STORAGE_KEY || event.key === null) emit();
  }

  return {
    getSnapshot: () => view,
    subscribe(listener) {
      if (listeners.size === 0) target.addEventListener("storage", onStorage as EventListener);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) target.removeEventListener("storage", onStorage as EventListener);
      };
    },
    change(change) {
      const stored = records.read();
      const problem = changeProblem(stored, change);
      if (problem) return problem;
      if (!records.write(applyChange(stored, change))) return CLASS_LIST_MESSAGES.storageFailed;
      emit();
      return null;
    },
    refresh: () => emit(),
    read: () => records.read(),
    forget(ids) {
      const stored = records.read();
      const kept = stored.filter((list) => !ids.has(list.id));
      if (kept.length !== stored.length && records.write(kept)) emit();
    },
  };
}
