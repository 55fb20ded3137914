import { z } from "zod";

import { MAX_SAVED_NOTES, NOTE_MESSAGES, type SavedNote, checkNote, isNoteId } from "./note";

// Signed-in users' saved values in D1. Every statement is scoped by the user id the server
// verified; ids sent by the browser only ever select rows inside that scope. What a note may be
// is the note module's one check: the server adds no rule of its own.

/** Largest request body the saved-values routes read: a full list of long values fits. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024;

/** Note ids are chosen by the browser (a UUID); what an id may be. */
export const NoteIdSchema = z.custom<string>(isNoteId, NOTE_MESSAGES.noteId);

/** One note, checked (and its inputs shortened to fit) exactly as the browser's stores do. */
const NoteSchema = z.unknown().transform((value, ctx) => {
  const checked = checkNote(value);
  if (checked.ok) return checked.note;
  ctx.addIssue({
    code: "custom",
    message: checked.problem.message,
    path: checked.problem.field ? [checked.problem.field] : [],
  });
  return z.NEVER;
});

export const AddNotesSchema = z.object({
  notes: z
    .array(NoteSchema)
    .min(1, "notes must hold at least one note.")
    .max(
      MAX_SAVED_NOTES,
      `notes must hold at most ${MAX_SAVED_NOTES.toLocaleString("en-US")} notes.`,
    ),
});

const EXPECTED: Record<string, string> = {
  string: "text",
  array: "a list",
  object: "an object",
  number: "a number",
};

/**
 * The first problem of a payload: one readable sentence (a note's problem worded exactly as the
 * browser words it) and where it is, such as `notes.3.value`.
 */
export function describeProblem(issue: z.core.$ZodIssue | undefined): {
  message: string;
  at: string;
} {
  if (!issue) return { message: "The notes are invalid.", at: "" };
  const at = issue.path.join(".");
  if (issue.code === "invalid_type") {
    const field = String(issue.path.at(-1) ?? "The body");
    return { message: `${field} must be ${EXPECTED[issue.expected] ?? issue.expected}.`, at };
  }
  return { message: issue.message, at };
}

interface Row {
  note_id: string;
  generator_id: string;
  generator_title: string;
  value: string;
  inputs: string;
  inputs_truncated: number;
  seed: string | null;
  created_at: number;
}

function toNote(row: Row): SavedNote {
  let inputs: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.inputs);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      inputs = parsed as Record<string, unknown>;
    }
  } catch {
    // A row written by hand with bad JSON still lists, with no inputs.
  }
  return {
    id: row.note_id,
    generatorId: row.generator_id,
    generatorTitle: row.generator_title,
    value: row.value,
    inputs,
    ...(row.inputs_truncated ? { inputsTruncated: true as const } : {}),
    seed: row.seed,
    savedAt: new Date(row.created_at).toISOString(),
  };
}

const COLUMNS =
  "note_id, generator_id, generator_title, value, inputs, inputs_truncated, seed, created_at";

/** The user's saved values, newest first. */
export async function listNotes(db: D1Database, userId: string): Promise<SavedNote[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM saved_values WHERE user_id = ? ORDER BY created_at DESC, note_id`,
    )
    .bind(userId)
    .all<Row>();
  return results.map(toNote);
}

export type AddOutcome =
  | { ok: true; saved: SavedNote[] }
  | { ok: false; code: "limit_reached"; message: string; saved: SavedNote[] };

/**
 * Adds notes to the user's list. Idempotent: a note whose id the user already has, or whose
 * generator and value the user already saved, is not added again; `saved` answers, for each
 * requested note in order, the note the account holds for it (its id may differ when the same
 * value was saved before). The 1,000-note limit is enforced inside the same statements, so
 * concurrent requests cannot exceed it; past it, `saved` holds only the notes kept.
 */
export async function addNotes(
  db: D1Database,
  userId: string,
  notes: readonly SavedNote[],
  now = Date.now(),
): Promise<AddOutcome> {
  const insert = db.prepare(
    `INSERT INTO saved_values (user_id, ${COLUMNS})
     SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
     WHERE (SELECT COUNT(*) FROM saved_values WHERE user_id = ?1) < ?10
       AND NOT EXISTS (
         SELECT 1 FROM saved_values WHERE user_id = ?1 AND generator_id = ?3 AND value = ?5
       )
     ON CONFLICT (user_id, note_id) DO NOTHING`,
  );
  await db.batch(
    notes.map((note) =>
      insert.bind(
        userId,
        note.id,
        note.generatorId,
        note.generatorTitle,
        note.value,
        JSON.stringify(note.inputs),
        note.inputsTruncated ? 1 : 0,
        note.seed,
        // The time it was saved, as the browser recorded it, but never in the future.
        Math.min(Date.parse(note.savedAt), now),
        MAX_SAVED_NOTES,
      ),
    ),
  );
  const held = await findHeld(db, userId, notes);
  const saved = held.filter((note): note is SavedNote => note !== null);
  if (saved.length < notes.length) {
    return {
      ok: false,
      code: "limit_reached",
      message: NOTE_MESSAGES.limitReached,
      saved,
    };
  }
  return { ok: true, saved };
}

/**
 * For each requested note, the account's note with its id or, failing that, its value. One
 * query (the user's notes of the generators involved), whatever the number of notes.
 */
async function findHeld(
  db: D1Database,
  userId: string,
  notes: readonly SavedNote[],
): Promise<(SavedNote | null)[]> {
  const generatorIds = [...new Set(notes.map((note) => note.generatorId))];
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM saved_values
       WHERE user_id = ? AND generator_id IN (SELECT value FROM json_each(?))
       ORDER BY created_at`,
    )
    .bind(userId, JSON.stringify(generatorIds))
    .all<Row>();
  const byId = new Map(results.map((row) => [row.note_id, row]));
  const byValue = new Map<string, Row>();
  for (const row of results) {
    const key = JSON.stringify([row.generator_id, row.value]);
    if (!byValue.has(key)) byValue.set(key, row);
  }
  return notes.map((note) => {
    const row = byId.get(note.id) ?? byValue.get(JSON.stringify([note.generatorId, note.value]));
    return row ? toNote(row) : null;
  });
}

/** Removes one of the user's notes; another user's id removes nothing. */
export async function removeNote(db: D1Database, userId: string, noteId: string): Promise<number> {
  const result = await db
    .prepare("DELETE FROM saved_values WHERE user_id = ? AND note_id = ?")
    .bind(userId, noteId)
    .run();
  return result.meta.changes;
}

/** Removes every note of the user. */
export async function clearNotes(db: D1Database, userId: string): Promise<number> {
  const result = await db.prepare("DELETE FROM saved_values WHERE user_id = ?").bind(userId).run();
  return result.meta.changes;
}
