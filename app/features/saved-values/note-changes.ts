import type { LocalSavedValuesStore } from "./local-store";
import { readNote, type SavedNote } from "./note";

// The reducers of a signed-in visitor's notes: pure functions from notes and changes to notes.

/** A change made while signed in, shown at once and queued until the account confirms it. */
export type Change =
  { kind: "add"; note: SavedNote } | { kind: "remove"; id: string } | { kind: "clear" };

/** The signed-out store of this browser, with what merging needs. */
export type LocalNotes = Pick<LocalSavedValuesStore, "getSnapshot" | "update">;

/** Removes the notes with these ids from this browser's list. */
export function removeLocal(local: LocalNotes, ids: ReadonlySet<string>) {
  local.update((stored) =>
    stored.some((n) => ids.has(n.id)) ? stored.filter((n) => !ids.has(n.id)) : stored,
  );
}

const valueKey = (note: Pick<SavedNote, "generatorId" | "value">) =>
  JSON.stringify([note.generatorId, note.value]);

/** `notes`, then each of `more` that none of them holds already (by id or by value). */
export function union(notes: readonly SavedNote[], more: readonly SavedNote[]): SavedNote[] {
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

/** The notes after one change. */
export function applyChange(notes: readonly SavedNote[], change: Change): readonly SavedNote[] {
  switch (change.kind) {
    case "add":
      return union(notes, [change.note]);
    case "remove":
      return notes.filter((n) => n.id !== change.id);
    case "clear":
      return [];
  }
}

/** A change read back from storage; null when it is not one. */
export function readChange(value: unknown): Change | null {
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
export function notesIn(body: unknown, field: "notes" | "saved"): SavedNote[] | null {
  const list = (body as Record<string, unknown> | null)?.[field];
  if (!Array.isArray(list)) return null;
  return list.flatMap((item) => {
    const read = readNote(item);
    return read.ok ? [read.note] : [];
  });
}
