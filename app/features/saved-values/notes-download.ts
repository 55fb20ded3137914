import { csvCell } from "~/utils/downloads";

import type { SavedNote } from "./note";

// What the saved-values panel downloads: the visitor's notes as CSV or JSON.

const NOTE_COLUMNS = [
  "generatorTitle",
  "value",
  "generatorId",
  "seed",
  "savedAt",
  "inputs",
] as const;

/** Saved values as CSV, one row per note, inputs as JSON. */
export function notesAsCsv(notes: readonly SavedNote[]): string {
  const rows = notes.map((note) =>
    NOTE_COLUMNS.map((column) =>
      csvCell(column === "inputs" ? JSON.stringify(note.inputs) : (note[column] ?? "")),
    ).join(","),
  );
  return [NOTE_COLUMNS.join(","), ...rows].join("\r\n") + "\r\n";
}

/** Saved values as JSON, with everything needed to reproduce the seeded ones. */
export function notesAsJson(notes: readonly SavedNote[]): string {
  return JSON.stringify({ savedValues: notes }, null, 2);
}
