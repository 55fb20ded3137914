import { DRAW_ALGORITHM_VERSION, committedText, drawRound, type DrawWinner } from "./draw-method";
import { DRAW_ORIGINS, type DrawInput, type DrawOrigin } from "./draw-input";

// Draws in D1. The committed columns are written once, by createDraw; nothing here or in any
// route updates them. The resolution is written once, by storeResolution, whose UPDATE only
// matches a row still unresolved.

/** A stored draw, as read from D1. */
export interface DrawRecord {
  id: string;
  title: string;
  entries: string[];
  entriesHash: string;
  winnersCount: number;
  round: number;
  createdAt: number;
  drawAt: number | null;
  algorithmVersion: number;
  listed: boolean;
  hashOnly: boolean;
  origin: DrawOrigin | null;
  ownerUserId: string | null;
  resolution: DrawResolution | null;
}

/** What a verified round decided. */
export interface DrawResolution {
  randomness: string;
  signature: string;
  winners: DrawWinner[];
  resolvedAt: number;
}

interface Row {
  draw_id: string;
  title: string;
  entries: string;
  entries_hash: string;
  winners_count: number;
  round: number;
  created_at: number;
  draw_at: number | null;
  algorithm_version: number;
  listed: number;
  hash_only: number;
  origin: string | null;
  owner_user_id: string | null;
  randomness: string | null;
  signature: string | null;
  winners: string | null;
  resolved_at: number | null;
}

/** Largest number of a user's draws listed under their account. */
export const MAX_LISTED_OWN_DRAWS = 100;

/** A new unguessable id: 128 bits from the platform CSPRNG, base64url. */
function newDrawId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** What a draw id looks like: 22 base64url characters (the API document quotes it). */
export const DRAW_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Whether `id` could be a draw id (so junk never reaches a query). */
export const isDrawId = (id: string): boolean => DRAW_ID_PATTERN.test(id);

function toResolution(row: Row): DrawResolution | null {
  if (row.resolved_at === null || !row.randomness || !row.signature || !row.winners) return null;
  return {
    randomness: row.randomness,
    signature: row.signature,
    winners: JSON.parse(row.winners) as DrawWinner[],
    resolvedAt: row.resolved_at,
  };
}

function toRecord(row: Row): DrawRecord {
  const origin = DRAW_ORIGINS.find((name) => name === row.origin) ?? null;
  return {
    id: row.draw_id,
    title: row.title,
    entries: row.entries === "" ? [] : row.entries.split("\n"),
    entriesHash: row.entries_hash,
    winnersCount: row.winners_count,
    round: row.round,
    createdAt: row.created_at,
    drawAt: row.draw_at,
    algorithmVersion: row.algorithm_version,
    listed: row.listed === 1,
    hashOnly: row.hash_only === 1,
    origin,
    ownerUserId: row.owner_user_id,
    resolution: toResolution(row),
  };
}

/** Stores a new draw's commitment at `nowMs` and returns it. */
export async function createDraw(
  db: D1Database,
  input: DrawInput,
  hash: string,
  { nowMs, ownerUserId }: { nowMs: number; ownerUserId: string | null },
): Promise<DrawRecord> {
  const id = newDrawId();
  await db
    .prepare(
      `INSERT INTO draws (draw_id, title, entries, entries_hash, entry_count, winners_count, round,
         created_at, draw_at, algorithm_version, listed, hash_only, origin, owner_user_id)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)`,
    )
    .bind(
      id,
      input.title,
      committedText(input.entries),
      hash,
      input.entries.length,
      input.winners,
      drawRound(nowMs, input.drawAtMs),
      nowMs,
      input.drawAtMs,
      DRAW_ALGORITHM_VERSION,
      input.listed ? 1 : 0,
      input.hashOnly ? 1 : 0,
      input.origin,
      ownerUserId,
    )
    .run();
  const stored = await readDraw(db, id);
  if (!stored) throw new Error(`Draw ${id} was not stored`);
  return stored;
}

/** The draw with this id, or null. */
export async function readDraw(db: D1Database, id: string): Promise<DrawRecord | null> {
  if (!isDrawId(id)) return null;
  const row = await db.prepare("SELECT * FROM draws WHERE draw_id = ?").bind(id).first<Row>();
  return row ? toRecord(row) : null;
}

/** The user's draws, newest first. */
export async function listOwnDraws(db: D1Database, userId: string): Promise<DrawRecord[]> {
  const { results } = await db
    .prepare(
      "SELECT * FROM draws WHERE owner_user_id = ? ORDER BY created_at DESC, draw_id LIMIT ?",
    )
    .bind(userId, MAX_LISTED_OWN_DRAWS)
    .all<Row>();
  return results.map(toRecord);
}

/**
 * Stores the resolution unless one is stored already, then reads the row back: when two first
 * views race, the second UPDATE matches nothing and both return the first one's result.
 */
export async function storeResolution(
  db: D1Database,
  id: string,
  resolution: DrawResolution,
): Promise<DrawRecord | null> {
  await db
    .prepare(
      `UPDATE draws SET randomness = ?2, signature = ?3, winners = ?4, resolved_at = ?5
       WHERE draw_id = ?1 AND resolved_at IS NULL`,
    )
    .bind(
      id,
      resolution.randomness,
      resolution.signature,
      JSON.stringify(resolution.winners),
      resolution.resolvedAt,
    )
    .run();
  return readDraw(db, id);
}
