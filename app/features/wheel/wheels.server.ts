import { MAX_SAVED_WHEELS, MAX_WHEEL_TEXT_BYTES, type SavedWheel, checkWheel } from "./wheel";

// Signed-in users' saved wheels in D1. Every statement is scoped by the user id the server
// verified (requireUserId); ids sent by the browser only ever select rows inside that scope.
// What a wheel may be is the wheel module's one check: the server adds no rule of its own.

/**
 * Largest request body the wheel routes read: a wheel at its limits, each text fully escaped
 * in JSON (a control character takes six bytes), and room for the rest.
 */
export const MAX_WHEEL_BODY_BYTES = 2 * 6 * MAX_WHEEL_TEXT_BYTES + 16 * 1024;
/** Largest body a rename reads: `{ name }` needs far less. */
export const MAX_RENAME_BODY_BYTES = 16 * 1024;

interface Row {
  wheel_id: string;
  name: string;
  entries: string;
  options: string;
  updated_at: string;
}

/** A stored row as a wheel, or null when it no longer passes the check (written by hand). */
function toWheel(row: Row): SavedWheel | null {
  let options: unknown = null;
  try {
    options = JSON.parse(row.options);
  } catch {
    return null;
  }
  const checked = checkWheel({
    id: row.wheel_id,
    name: row.name,
    entries: row.entries,
    options,
    updatedAt: row.updated_at,
  });
  return checked.ok ? checked.wheel : null;
}

const COLUMNS = "wheel_id, name, entries, options, updated_at";

/** The user's wheels, most recently saved or renamed first. */
export async function listWheels(db: D1Database, userId: string): Promise<SavedWheel[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM wheels WHERE user_id = ? ORDER BY updated_at DESC, wheel_id`)
    .bind(userId)
    .all<Row>();
  return results.map(toWheel).filter((wheel): wheel is SavedWheel => wheel !== null);
}

export type SaveWheelOutcome =
  { ok: true; wheel: SavedWheel } | { ok: false; code: "limit_reached" };

/**
 * Inserts the user's wheel, or updates the one with its id, stamped with the server's time.
 * The 100-wheel limit is checked inside the same statement, so concurrent saves cannot pass it;
 * updating a wheel the user already has is always allowed.
 */
export async function saveWheel(
  db: D1Database,
  userId: string,
  wheel: SavedWheel,
  now = new Date(),
): Promise<SaveWheelOutcome> {
  const saved = { ...wheel, updatedAt: now.toISOString() };
  const result = await db
    .prepare(
      `INSERT INTO wheels (user_id, ${COLUMNS})
       SELECT ?1, ?2, ?3, ?4, ?5, ?6
       WHERE EXISTS (SELECT 1 FROM wheels WHERE user_id = ?1 AND wheel_id = ?2)
          OR (SELECT COUNT(*) FROM wheels WHERE user_id = ?1) < ?7
       ON CONFLICT (user_id, wheel_id) DO UPDATE SET
         name = excluded.name,
         entries = excluded.entries,
         options = excluded.options,
         updated_at = excluded.updated_at`,
    )
    .bind(
      userId,
      saved.id,
      saved.name,
      saved.entries,
      JSON.stringify(saved.options),
      saved.updatedAt,
      MAX_SAVED_WHEELS,
    )
    .run();
  return result.meta.changes > 0
    ? { ok: true, wheel: saved }
    : { ok: false, code: "limit_reached" };
}

/** Renames one of the user's wheels (a checked name); null when the user has no such wheel. */
export async function renameWheel(
  db: D1Database,
  userId: string,
  wheelId: string,
  name: string,
  now = new Date(),
): Promise<SavedWheel | null> {
  const row = await db
    .prepare(
      `UPDATE wheels SET name = ?3, updated_at = ?4 WHERE user_id = ?1 AND wheel_id = ?2
       RETURNING ${COLUMNS}`,
    )
    .bind(userId, wheelId, name, now.toISOString())
    .first<Row>();
  return row ? toWheel(row) : null;
}

/** Removes one of the user's wheels; another user's id removes nothing. */
export async function removeWheel(
  db: D1Database,
  userId: string,
  wheelId: string,
): Promise<number> {
  const result = await db
    .prepare("DELETE FROM wheels WHERE user_id = ? AND wheel_id = ?")
    .bind(userId, wheelId)
    .run();
  return result.meta.changes;
}
