import { trackEvent } from "~/features/consent";
import { type NewSavedNote, type SaveResult, type SavedNote, sameValue } from "./note";

/** The store the stars and the saved-values panel share: one source of truth. */
export interface SavedValuesStore {
  getSnapshot(): readonly SavedNote[];
  subscribe(listener: () => void): () => void;
  add(note: NewSavedNote): SaveResult;
  remove(id: string): void;
  clear(): void;
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
  const existing = store.getSnapshot().find((n) => sameValue(n, note));
  if (existing) {
    removeNote(store, existing.id);
    return { ok: true, removed: true };
  }
  return store.add(note);
}
