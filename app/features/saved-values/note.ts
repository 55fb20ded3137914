import { formatCount } from "~/engine/core/format-count";
// One definition of a saved note: its shape, every limit, the one check the browser's list, the
// account store and the server's schema all run, and every message a visitor reads about a
// note (what the account's sync says is in sync-messages.ts). Pure TypeScript: no React, no zod (this runs on every generator page, where zod would
// add ~14 KB gzipped to the first load), no I/O.

/** Spec §3 "Saved note", plus where the value came from. */
export interface SavedNote {
  id: string;
  generatorId: string;
  generatorTitle: string;
  value: string;
  /** The generator input that produced the value, shortened to fit when it was too long. */
  inputs: Record<string, unknown>;
  /** Present when `inputs` were too long to keep in full and were shortened (see `fitInputs`). */
  inputsTruncated?: true;
  /** The seed, when the value came from a seeded (reproducible) run. */
  seed: string | null;
  /** ISO 8601 time the value was saved. */
  savedAt: string;
}

/** What a star saves; the store gives it an id and a time. */
export type NewSavedNote = Omit<SavedNote, "id" | "savedAt" | "inputsTruncated">;

export type SaveResult = { ok: true; note: SavedNote } | { ok: false; message: string };

/** Saved values one visitor keeps, in this browser and in an account alike. */
export const MAX_SAVED_NOTES = 1_000;
/** Characters in one saved value. */
export const MAX_SAVED_VALUE_LENGTH = 10_000;
/** Characters of JSON a note's inputs keep; longer inputs are shortened to fit, never refused. */
export const MAX_INPUTS_LENGTH = 4_000;
/** Characters in a note's id (the browser makes a 36-character UUID). */
export const MAX_NOTE_ID_LENGTH = 100;
/** Characters in a note's generator id. */
export const MAX_GENERATOR_ID_LENGTH = 100;
/** Characters in a note's generator title. */
export const MAX_GENERATOR_TITLE_LENGTH = 200;
/** Characters in a note's seed. */
export const MAX_NOTE_SEED_LENGTH = 200;

/** The limits, in words, in the order the README's table lists them (generated from this). */
export const NOTE_LIMITS: readonly { what: string; limit: number }[] = [
  { what: "saved values per visitor (in the browser, and in an account)", limit: MAX_SAVED_NOTES },
  { what: "characters in a saved value", limit: MAX_SAVED_VALUE_LENGTH },
  {
    what: "characters of JSON kept of a value's settings (longer settings are shortened to fit and marked `inputsTruncated`)",
    limit: MAX_INPUTS_LENGTH,
  },
  { what: "characters in a note id", limit: MAX_NOTE_ID_LENGTH },
  { what: "characters in a generator id", limit: MAX_GENERATOR_ID_LENGTH },
  { what: "characters in a generator title", limit: MAX_GENERATOR_TITLE_LENGTH },
  { what: "characters in a seed", limit: MAX_NOTE_SEED_LENGTH },
];

/**
 * Every sentence a visitor (or an API caller) reads about a note, written once. (What the
 * account's sync says is in sync-messages.ts: only signed-in pages load it.)
 */
export const NOTE_MESSAGES = {
  valueTooLong: `This value is too long to save: at most ${formatCount(MAX_SAVED_VALUE_LENGTH)} characters.`,
  limitReached: `You can keep at most ${formatCount(MAX_SAVED_NOTES)} saved values. Remove some to save more.`,
  noteId: `A note id is 1 to ${formatCount(MAX_NOTE_ID_LENGTH)} characters.`,
  /** Shown on a saved value whose settings were shortened. */
  inputsShortened: "Its settings were too long to keep in full, so a shortened copy was saved.",
  /** The star's answer when the value was saved with its settings shortened. */
  savedShortened: "Saved. Its settings were too long to keep in full, so they were shortened.",
} as const;

/** What is wrong with a note: the field (null for the note itself) and a readable sentence. */
export interface NoteProblem {
  field: keyof SavedNote | null;
  message: string;
}

type ReadResult = { ok: true; note: SavedNote } | { ok: false; problem: NoteProblem };

const isText = (value: unknown): value is string => typeof value === "string";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The types a note's fields must have to be read at all: field, check, what it must be. */
const SHAPE: readonly [keyof SavedNote, (value: unknown) => boolean, string][] = [
  ["id", (v) => isText(v) && v.length > 0, "text that is not empty"],
  ["generatorId", isText, "text"],
  ["generatorTitle", isText, "text"],
  ["value", isText, "text"],
  ["inputs", isRecord, "an object"],
  ["inputsTruncated", (v) => v === undefined || typeof v === "boolean", "true or false"],
  ["seed", (v) => v === null || isText(v), "text or null"],
  ["savedAt", isText, "text"],
];

/**
 * The lengths a well-shaped note's text must keep to be saved (in the browser or the account):
 * field, fewest and most characters, and the visitor's own sentence where there is one.
 */
const LENGTHS: readonly [keyof SavedNote, number, number, string?][] = [
  ["id", 1, MAX_NOTE_ID_LENGTH, NOTE_MESSAGES.noteId],
  ["generatorId", 1, MAX_GENERATOR_ID_LENGTH],
  ["generatorTitle", 0, MAX_GENERATOR_TITLE_LENGTH],
  ["value", 0, MAX_SAVED_VALUE_LENGTH, NOTE_MESSAGES.valueTooLong],
  ["seed", 0, MAX_NOTE_SEED_LENGTH],
];
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?Z$/;

/**
 * Reads anything as a note: its fields must have a note's types (else the problem says which),
 * unknown fields are dropped, and inputs too long to keep are shortened to fit and marked.
 * Limits are not checked here: a note stored in a browser stays readable even when the account
 * would refuse it (see `noteProblem`).
 */
export function readNote(value: unknown): ReadResult {
  if (!isRecord(value)) {
    return { ok: false, problem: { field: null, message: "A saved value must be an object." } };
  }
  for (const [field, valid, what] of SHAPE) {
    if (!valid(value[field])) {
      return { ok: false, problem: { field, message: `${field} must be ${what}.` } };
    }
  }
  const note = Object.fromEntries(SHAPE.map(([f]) => [f, value[f]])) as unknown as SavedNote;
  const fitted = fitInputs(note.inputs);
  note.inputs = fitted.inputs;
  // Unknown fields are dropped; the mark is kept only when it says something.
  if (fitted.truncated || note.inputsTruncated) note.inputsTruncated = true;
  else delete note.inputsTruncated;
  return { ok: true, note };
}

/** The first limit a note breaks, worded as the server answers it; null when it keeps them all. */
export function noteProblem(note: SavedNote): NoteProblem | null {
  for (const [field, min, max, message] of LENGTHS) {
    const text = note[field];
    if (isText(text) && (text.length < min || text.length > max)) {
      const range =
        min > 0 ? `${formatCount(min)} to ${formatCount(max)}` : `at most ${formatCount(max)}`;
      return { field, message: message ?? `${field} must be ${range} characters.` };
    }
  }
  if (!ISO_TIME.test(note.savedAt) || Number.isNaN(Date.parse(note.savedAt))) {
    return { field: "savedAt", message: "savedAt must be an ISO 8601 time." };
  }
  return null;
}

/** The one check: a note in shape and within every limit, or the first problem. */
export function checkNote(value: unknown): ReadResult {
  const read = readNote(value);
  if (!read.ok) return read;
  const problem = noteProblem(read.note);
  return problem ? { ok: false, problem } : read;
}

/** Whether a note id could be one (what DELETE /resources/saved-values/{noteId} accepts). */
export function isNoteId(id: unknown): id is string {
  return isText(id) && id.length > 0 && id.length <= MAX_NOTE_ID_LENGTH;
}

/** Whether two notes hold the same value of the same generator (what a star toggles). */
export function sameValue(
  a: Pick<SavedNote, "generatorId" | "value">,
  b: Pick<SavedNote, "generatorId" | "value">,
): boolean {
  return a.generatorId === b.generatorId && a.value === b.value;
}

const jsonLength = (value: unknown) => JSON.stringify(value).length;

/** `text` cut so that `fits` holds for it, ending in "…" (at a line break when one is near). */
function cutToFit(text: string, fits: (cut: string) => boolean): string | null {
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(`${text.slice(0, mid)}…`)) low = mid;
    else high = mid - 1;
  }
  if (low === 0) return null;
  // Never split a surrogate pair; end a list at a whole line when that loses little.
  let end = /[\uD800-\uDBFF]/.test(text.charAt(low - 1)) ? low - 1 : low;
  const lineEnd = text.lastIndexOf("\n", end - 1);
  if (lineEnd > end * 0.8) end = lineEnd + 1;
  return end > 0 ? `${text.slice(0, end)}…` : null;
}

/**
 * Inputs whose JSON fits `MAX_INPUTS_LENGTH`, and whether they were shortened. The smallest
 * entries are kept whole first; a text that does not fit is cut to the room left and ends in
 * "…"; anything else that does not fit is left out. Keys keep their order. The value never
 * depends on this: only the way to reproduce it is shortened.
 */
export function fitInputs(inputs: Record<string, unknown>): {
  inputs: Record<string, unknown>;
  truncated: boolean;
} {
  if (jsonLength(inputs) <= MAX_INPUTS_LENGTH) return { inputs, truncated: false };
  const kept = new Map<string, unknown>();
  const fits = (key: string, value: unknown) =>
    jsonLength(Object.fromEntries([...kept, [key, value]])) <= MAX_INPUTS_LENGTH;
  const bySize = Object.entries(inputs)
    .map(([key, value]) => ({ key, value, size: jsonLength({ [key]: value }) }))
    .sort((a, b) => a.size - b.size);
  for (const { key, value } of bySize) {
    if (fits(key, value)) kept.set(key, value);
    else if (isText(value)) {
      const cut = cutToFit(value, (text) => fits(key, text));
      if (cut !== null) kept.set(key, cut);
    }
  }
  const ordered = Object.keys(inputs).filter((key) => kept.has(key));
  return {
    inputs: Object.fromEntries(ordered.map((key) => [key, kept.get(key)])),
    truncated: true,
  };
}

/**
 * What saving `draft` into a list holding `notes` gives: the note already held for the same
 * value, a new note ready to store (`isNew`), or the refusal the server would give, so the
 * visitor learns at once and never at sign-in.
 */
export function noteToSave(
  notes: readonly SavedNote[],
  draft: NewSavedNote,
): { ok: true; note: SavedNote; isNew: boolean } | { ok: false; message: string } {
  const checked = checkNote({
    ...draft,
    id: crypto.randomUUID(),
    savedAt: new Date().toISOString(),
  });
  if (!checked.ok) return { ok: false, message: checked.problem.message };
  const existing = notes.find((note) => sameValue(note, draft));
  if (existing) return { ok: true, note: existing, isNew: false };
  if (notes.length >= MAX_SAVED_NOTES) {
    return { ok: false, message: NOTE_MESSAGES.limitReached };
  }
  return { ok: true, note: checked.note, isNew: true };
}
