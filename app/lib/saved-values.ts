import { useCallback, useMemo, useSyncExternalStore } from "react";

import { trackEvent } from "~/lib/analytics";
import {
  type AccountSavedValuesStore,
  type SyncStatus,
  createAccountSavedValuesStore,
} from "~/lib/saved-values-account";
import { useOptionalUserId } from "~/lib/root-data";

/** Spec §3 "Saved note", plus where the value came from. */
export interface SavedNote {
  id: string;
  generatorId: string;
  generatorTitle: string;
  value: string;
  /** The generator input that produced the value. */
  inputs: Record<string, unknown>;
  /** The seed, when the value came from a seeded (reproducible) run. */
  seed: string | null;
  /** ISO 8601 time the value was saved. */
  savedAt: string;
}

export type NewSavedNote = Omit<SavedNote, "id" | "savedAt">;

/** localStorage key of signed-out visitors' saved values. */
export const SAVED_VALUES_STORAGE_KEY = "saved-values";
/** Where unreadable stored data is moved, so it is never silently destroyed. */
export const SAVED_VALUES_BACKUP_KEY = "saved-values-corrupt-backup";
export const MAX_SAVED_NOTES = 1_000;
export const MAX_SAVED_VALUE_LENGTH = 10_000;

function isString(value: unknown, max: number, min = 0): value is string {
  return typeof value === "string" && value.length >= min && value.length <= max;
}

/**
 * Whether stored data is a well-formed note. Hand-written rather than a zod schema: this runs
 * on every generator page, and zod would add ~14 KB gzipped to its first load.
 */
export function isSavedNote(value: unknown): value is SavedNote {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const note = value as Record<string, unknown>;
  return (
    isString(note.id, 100, 1) &&
    isString(note.generatorId, 100, 1) &&
    isString(note.generatorTitle, 200) &&
    isString(note.value, MAX_SAVED_VALUE_LENGTH) &&
    typeof note.inputs === "object" &&
    note.inputs !== null &&
    !Array.isArray(note.inputs) &&
    (note.seed === null || isString(note.seed, 200)) &&
    isString(note.savedAt, 40)
  );
}

export type SaveResult = { ok: true; note: SavedNote } | { ok: false; message: string };

/** The store the stars and the saved-values panel share: one source of truth. */
export interface SavedValuesStore {
  getSnapshot(): readonly SavedNote[];
  subscribe(listener: () => void): () => void;
  add(note: NewSavedNote): SaveResult;
  remove(id: string): void;
  clear(): void;
}

/** Whether two notes hold the same value of the same generator (what a star toggles). */
function isSameValue(
  note: Pick<SavedNote, "generatorId" | "value">,
  generatorId: string,
  value: string,
) {
  return note.generatorId === generatorId && note.value === value;
}

function newNoteId(): string {
  return crypto.randomUUID();
}

/**
 * Saved values kept in the browser (signed-out visitors): they survive reloads and reach other
 * open tabs through storage events. Unreadable stored data is moved to a backup key and logged.
 */
export function createLocalSavedValuesStore(
  storage: Storage,
  target: Pick<Window, "addEventListener" | "removeEventListener">,
): SavedValuesStore & { removeIds(ids: ReadonlySet<string>): void } {
  const listeners = new Set<() => void>();
  let notes: readonly SavedNote[] = read();

  function read(): readonly SavedNote[] {
    const raw = storage.getItem(SAVED_VALUES_STORAGE_KEY);
    if (raw === null) return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!Array.isArray(parsed)) throw new Error("saved values are not a list");
      if (parsed.length > MAX_SAVED_NOTES) throw new Error("more saved values than allowed");
      const bad = parsed.findIndex((note) => !isSavedNote(note));
      if (bad !== -1) throw new Error(`saved value ${bad + 1} is malformed`);
      return parsed as SavedNote[];
    } catch (error) {
      console.error(
        "Saved values in this browser could not be read; they were moved aside.",
        error,
      );
      try {
        storage.setItem(SAVED_VALUES_BACKUP_KEY, raw);
        storage.removeItem(SAVED_VALUES_STORAGE_KEY);
      } catch {
        // Storage full or unavailable: leave the data where it is rather than lose it.
      }
      return [];
    }
  }

  function write(next: readonly SavedNote[]) {
    notes = next;
    try {
      storage.setItem(SAVED_VALUES_STORAGE_KEY, JSON.stringify(next));
    } catch (error) {
      console.error("Saved values could not be written to this browser's storage.", error);
    }
    emit();
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent) {
    if (event.key !== SAVED_VALUES_STORAGE_KEY && event.key !== null) return;
    notes = read();
    emit();
  }

  return {
    getSnapshot: () => notes,
    subscribe(listener) {
      if (listeners.size === 0) target.addEventListener("storage", onStorage as EventListener);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) target.removeEventListener("storage", onStorage as EventListener);
      };
    },
    add(note) {
      if (note.value.length > MAX_SAVED_VALUE_LENGTH) {
        return {
          ok: false,
          message: `This value is too long to save: at most ${MAX_SAVED_VALUE_LENGTH.toLocaleString("en-US")} characters.`,
        };
      }
      const existing = notes.find((n) => isSameValue(n, note.generatorId, note.value));
      if (existing) return { ok: true, note: existing };
      if (notes.length >= MAX_SAVED_NOTES) {
        return {
          ok: false,
          message: `You can keep at most ${MAX_SAVED_NOTES.toLocaleString("en-US")} saved values. Remove some to save more.`,
        };
      }
      const saved: SavedNote = { ...note, id: newNoteId(), savedAt: new Date().toISOString() };
      write([saved, ...notes]);
      return { ok: true, note: saved };
    },
    remove(id) {
      if (notes.some((n) => n.id === id)) write(notes.filter((n) => n.id !== id));
    },
    clear() {
      if (notes.length > 0) write([]);
    },
    /** Removes the given notes in one write (what merging into an account needs). */
    removeIds(ids) {
      if (notes.some((n) => ids.has(n.id))) write(notes.filter((n) => !ids.has(n.id)));
    },
  };
}

/** Removes one note and sends the spec's usage event with its id. */
export function removeNote(store: SavedValuesStore, id: string): void {
  if (!store.getSnapshot().some((note) => note.id === id)) return;
  store.remove(id);
  trackEvent({ name: "remove_saved_value", params: { note_id: id } });
}

/** Removes every note and sends the spec's usage event with how many there were. */
export function clearNotes(store: SavedValuesStore): number {
  const count = store.getSnapshot().length;
  if (count === 0) return 0;
  store.clear();
  trackEvent({ name: "clear_saved_values", params: { items_count: count } });
  return count;
}

/** What the star does: saves the value, or removes it when it is already saved. */
export function toggleNote(
  store: SavedValuesStore,
  note: NewSavedNote,
): SaveResult | { ok: true; removed: true } {
  const existing = store.getSnapshot().find((n) => isSameValue(n, note.generatorId, note.value));
  if (existing) {
    removeNote(store, existing.id);
    return { ok: true, removed: true };
  }
  return store.add(note);
}

const EMPTY: readonly SavedNote[] = [];
let localStore: ReturnType<typeof createLocalSavedValuesStore> | null = null;
let accountStore: { userId: string; store: AccountSavedValuesStore } | null = null;

function getLocalStore() {
  localStore ??= createLocalSavedValuesStore(window.localStorage, window);
  return localStore;
}

/**
 * The store for this visitor: the browser's own list when signed out (or keyless), the
 * account's when signed in. Signing out simply shows the browser's list again.
 */
function getStore(userId: string | null): SavedValuesStore {
  if (userId === null) return getLocalStore();
  if (accountStore?.userId !== userId) {
    accountStore?.store.dispose();
    accountStore = {
      userId,
      store: createAccountSavedValuesStore({
        userId,
        storage: window.localStorage,
        local: getLocalStore(),
        fetch: (input, init) => window.fetch(input, init),
        target: window,
      }),
    };
  }
  return accountStore.store;
}

/** The visitor's saved values and the actions on them; empty during server rendering. */
export function useSavedValues() {
  const userId = useOptionalUserId();
  const notes = useSyncExternalStore(
    (listener) => getStore(userId).subscribe(listener),
    () => getStore(userId).getSnapshot(),
    () => EMPTY,
  );
  const isSaved = useCallback(
    (generatorId: string, value: string) => notes.some((n) => isSameValue(n, generatorId, value)),
    [notes],
  );
  return useMemo(
    () => ({
      notes,
      isSaved,
      /** Saves the value, or removes it when it is already saved. */
      toggle: (note: NewSavedNote) => toggleNote(getStore(userId), note),
      remove: (id: string) => removeNote(getStore(userId), id),
      /** Clears every saved value; returns how many there were. */
      clear: () => clearNotes(getStore(userId)),
    }),
    [notes, isSaved, userId],
  );
}

const NO_STATUS: SyncStatus | null = null;

/** How the signed-in user's changes are doing (null when signed out), and a way to retry. */
export function useSavedValuesSync(): { status: SyncStatus | null; retry: () => void } {
  const userId = useOptionalUserId();
  const status = useSyncExternalStore(
    (listener) => (userId === null ? () => {} : getStore(userId).subscribe(listener)),
    () => (userId === null ? NO_STATUS : (getStore(userId) as AccountSavedValuesStore).getStatus()),
    () => NO_STATUS,
  );
  return {
    status,
    retry: () => {
      if (userId !== null) (getStore(userId) as AccountSavedValuesStore).retryNow();
    },
  };
}
