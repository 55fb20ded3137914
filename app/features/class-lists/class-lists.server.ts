import {
  applyToList,
  changedId,
  checkClassList,
  type ClassList,
  type ClassListChange,
  MAX_CLASS_LIST_NAME_LENGTH,
  MAX_CLASS_LIST_NAMES,
  MAX_CLASS_LISTS,
} from "./model";

// Signed-in users' class lists in D1. Every statement is scoped by the user id the server
// verified; ids sent by the browser only select rows inside that scope. A change is applied with
// the model's own function (the one the browser applied on screen), to the row as stored now.

/**
 * Largest body the route reads: a list at its limits, names and remaining names each fully
 * escaped in JSON (an astral character takes twelve bytes), and room for the rest.
 */
export const MAX_CLASS_LIST_BODY_BYTES =
  2 * 12 * MAX_CLASS_LIST_NAMES * MAX_CLASS_LIST_NAME_LENGTH + 16 * 1024;
/** Times a change is tried again when another change to its list came in between. */
const ATTEMPTS = 5;

interface Row {
  list_id: string;
  name: string;
  names: string;
  remaining: string;
  revision: number;
  updated_at: string;
}

const COLUMNS = "list_id, name, names, remaining, revision, updated_at";

/** A stored row as a list, or null when it no longer passes the check (written by hand). */
function toList(row: Row): ClassList | null {
  try {
    const checked = checkClassList({
      id: row.list_id,
      name: row.name,
      names: JSON.parse(row.names),
      remaining: JSON.parse(row.remaining),
      updatedAt: row.updated_at,
    });
    return checked.ok ? checked.list : null;
  } catch {
    return null;
  }
}

/** The user's lists, most recently changed first. */
export async function listClassLists(db: D1Database, userId: string): Promise<ClassList[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM class_lists WHERE user_id = ? ORDER BY updated_at DESC, list_id`,
    )
    .bind(userId)
    .all<Row>();
  return results.map(toList).filter((list): list is ClassList => list !== null);
}

export type ChangeOutcome =
  | { ok: true; list: ClassList | null }
  | { ok: false; code: "limit_reached" | "not_found" | "busy" };

/**
 * Applies one change to the user's lists. A new list is inserted only under the limit (checked
 * in the same statement, so concurrent saves cannot pass it); any other change is written only
 * if the row is still the one read, else read and applied again.
 */
export async function changeClassList(
  db: D1Database,
  userId: string,
  change: ClassListChange,
  now = new Date(),
): Promise<ChangeOutcome> {
  const id = changedId(change);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const row = await db
      .prepare(`SELECT ${COLUMNS} FROM class_lists WHERE user_id = ? AND list_id = ?`)
      .bind(userId, id)
      .first<Row>();
    const stored = row ? toList(row) : null;
    const next = applyToList(stored, change, now);
    if (change.kind === "remove") {
      await db
        .prepare("DELETE FROM class_lists WHERE user_id = ? AND list_id = ?")
        .bind(userId, id)
        .run();
      return { ok: true, list: null };
    }
    if (!next) return { ok: false, code: "not_found" };
    const values = [next.name, JSON.stringify(next.names), JSON.stringify(next.remaining)];
    const result = row
      ? await db
          .prepare(
            `UPDATE class_lists SET name = ?3, names = ?4, remaining = ?5, updated_at = ?6,
               revision = revision + 1
             WHERE user_id = ?1 AND list_id = ?2 AND revision = ?7`,
          )
          .bind(userId, id, ...values, next.updatedAt, row.revision)
          .run()
      : await db
          .prepare(
            `INSERT INTO class_lists (user_id, list_id, name, names, remaining, updated_at)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6
             WHERE (SELECT COUNT(*) FROM class_lists WHERE user_id = ?1) < ?7
             ON CONFLICT (user_id, list_id) DO NOTHING`,
          )
          .bind(userId, id, ...values, next.updatedAt, MAX_CLASS_LISTS)
          .run();
    if (result.meta.changes > 0) return { ok: true, list: next };
    if (!row) {
      // Not inserted: the limit, unless another request inserted this very list meanwhile.
      const count = await db
        .prepare("SELECT COUNT(*) AS n FROM class_lists WHERE user_id = ? AND list_id = ?")
        .bind(userId, id)
        .first<{ n: number }>();
      if (!count?.n) return { ok: false, code: "limit_reached" };
    }
  }
  return { ok: false, code: "busy" };
}
