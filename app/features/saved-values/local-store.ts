import { type SavedNote, noteToSave, readNote } from "./note";
import type { SavedValuesStore } from "./store";

import { SAVED_VALUES_BACKUP_KEY, SAVED_VALUES_STORAGE_KEY } from "./storage-keys";

export { SAVED_VALUES_BACKUP_KEY, SAVED_VALUES_STORAGE_KEY };

/** The browser's own list, with what merging into an account needs. */
export interface LocalSavedValuesStore extends SavedValuesStore {
  /**
   * Changes the list in one write, starting from what is stored now (another tab may have
   * written since): merging into an account removes the notes it confirmed, and keeps here a
   * save it refused. Returning the same list writes nothing.
   */
  update(change: (stored: readonly SavedNote[]) => readonly SavedNote[]): void;
}

/**
 * Saved values kept in the browser (signed-out visitors): they survive reloads and reach other
 * open tabs through storage events. Every change starts from what is stored now, so two tabs
 * never undo each other. A stored note that is not a note at all is moved to a backup key and
 * logged; the others stay.
 */
export function createLocalSavedValuesStore(
  storage: Storage,
  target: Pick<Window, "addEventListener" | "removeEventListener">,
): LocalSavedValuesStore {
  const listeners = new Set<() => void>();
  /** The stored text `notes` were read from or written as. */
  let lastRaw: string | null = null;
  let notes: readonly SavedNote[] = [];
  load(readRaw());

  function readRaw(): string | null {
    try {
      return storage.getItem(SAVED_VALUES_STORAGE_KEY);
    } catch {
      return lastRaw;
    }
  }

  function load(raw: string | null) {
    lastRaw = raw;
    notes = parse(raw);
  }

  function parse(raw: string | null): readonly SavedNote[] {
    if (raw === null) return [];
    let items: unknown[];
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!Array.isArray(parsed)) throw new Error("saved values are not a list");
      items = parsed;
    } catch (error) {
      moveAside(raw, error, []);
      return [];
    }
    const read = items.map(readNote);
    const good = read.flatMap((result) => (result.ok ? [result.note] : []));
    const bad = read.findIndex((result) => !result.ok);
    const problem = read[bad];
    if (problem && !problem.ok) {
      moveAside(raw, new Error(`saved value ${bad + 1}: ${problem.problem.message}`), good);
    }
    return good;
  }

  /** Backs up the stored text and keeps only the notes that could be read. */
  function moveAside(raw: string, error: unknown, kept: readonly SavedNote[]) {
    console.error("Saved values in this browser could not be read; they were moved aside.", error);
    try {
      storage.setItem(SAVED_VALUES_BACKUP_KEY, raw);
      if (kept.length === 0) {
        storage.removeItem(SAVED_VALUES_STORAGE_KEY);
        lastRaw = null;
      } else {
        lastRaw = JSON.stringify(kept);
        storage.setItem(SAVED_VALUES_STORAGE_KEY, lastRaw);
      }
    } catch {
      // Storage full or unavailable: leave the data where it is rather than lose it.
    }
  }

  /** The notes as stored now: another tab may have written since this one last looked. */
  function current(): readonly SavedNote[] {
    const raw = readRaw();
    if (raw !== lastRaw) load(raw);
    return notes;
  }

  function write(next: readonly SavedNote[]) {
    notes = next;
    try {
      const text = JSON.stringify(next);
      storage.setItem(SAVED_VALUES_STORAGE_KEY, text);
      lastRaw = text;
    } catch (error) {
      // The change still shows for this page's life; the next change writes it again.
      console.error("Saved values could not be written to this browser's storage.", error);
    }
    emit();
  }

  function update(change: (stored: readonly SavedNote[]) => readonly SavedNote[]) {
    const stored = current();
    const next = change(stored);
    if (next !== stored) write(next);
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent) {
    if (event.key !== SAVED_VALUES_STORAGE_KEY && event.key !== null) return;
    const before = notes;
    if (current() !== before) emit();
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
    add(draft) {
      const result = noteToSave(current(), draft);
      if (!result.ok) return result;
      if (result.isNew) write([result.note, ...notes]);
      return { ok: true, note: result.note };
    },
    remove(id) {
      update((stored) =>
        stored.some((n) => n.id === id) ? stored.filter((n) => n.id !== id) : stored,
      );
    },
    clear() {
      update((stored) => (stored.length > 0 ? [] : stored));
    },
    update,
  };
}
