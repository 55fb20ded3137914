/**
 * The transparency log in D1 (migrations/0006_transparency_log.sql): appending entries, the tile
 * hashes above them, tree heads, proofs, and signed checkpoints.
 *
 * Appending is one INSERT that claims `MAX(leaf_index) + 1`: SQLite runs each statement alone,
 * so concurrent appends take consecutive indexes and the tree never forks; the primary key turns
 * any collision into an error, retried. The hashes of tile levels 1 and up are written later by
 * `integrate` (deterministic, so concurrent integrators agree), before a checkpoint is signed.
 * Checkpoints and proofs are in ./checkpoint-store.server.ts.
 */
import { fromHex, fromUtf8, toHex } from "./encoding";
import { hashesEqual, leafHash, type Hash, type NodeReader } from "./merkle";
import { parseSignerKey, type NoteSigner } from "./signed-note";
import { TILE_WIDTH, hashesAtLevel, tileNodeReader, tileRoot, type Tile } from "./tiles";

/** The log's identity: the checkpoint origin and the key that signs its checkpoints. */
export interface LogConfig {
  origin: string;
  signer: NoteSigner & { verifierKey: string };
}

/** The stored log disagrees with what it published: someone changed it outside the code. */
export class LogConsistencyError extends Error {
  override name = "LogConsistencyError";
}

/** The log's configuration: `LOG_SIGNING_KEY` (a Go-style signer key named `origin`), or null. */
export function logConfig(env: object, origin: string): LogConfig | null {
  // A secret, so not in wrangler.toml's [vars] nor in the generated Env: read it by name.
  const value = (env as { LOG_SIGNING_KEY?: unknown }).LOG_SIGNING_KEY;
  const key = typeof value === "string" ? value.trim() : "";
  if (key === "") return null;
  const signer = parseSignerKey(key);
  if (signer.name !== origin) {
    throw new Error(
      `LOG_SIGNING_KEY is named ${signer.name}, but the log's origin is ${origin}: make a key for the origin`,
    );
  }
  return { origin, signer };
}

export const hashFromHex = (hex: string): Hash => {
  const bytes = fromHex(hex);
  if (!bytes || bytes.length !== 32) throw new LogConsistencyError(`Stored hash ${hex} is not one`);
  return bytes;
};

/** The number of entries stored (the size of the tree they make). */
export async function storedSize(db: D1Database): Promise<number> {
  const row = await db
    .prepare("SELECT COALESCE(MAX(leaf_index) + 1, 0) AS size FROM tlog_leaves")
    .first<{ size: number }>();
  return row?.size ?? 0;
}

/** An appended (or already logged) entry. */
export interface AppendedEntry {
  index: number;
  leafHash: Hash;
  /** True when an entry with this key was logged before (and is identical). */
  existing: boolean;
}

const APPEND_ATTEMPTS = 8;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A few milliseconds of jitter from the platform CSPRNG, so retries do not march in step. */
const jitter = (attempt: number) =>
  (crypto.getRandomValues(new Uint8Array(1))[0] as number) % (5 * 2 ** attempt);

/**
 * The one statement that appends an entry: it claims the next index itself, so it cannot
 * collide. Put it in the same `db.batch` as the draw's INSERT to make both one transaction.
 */
export function appendEntryStatement(
  db: D1Database,
  entry: Uint8Array,
  { key = null, nowMs }: { key?: string | null; nowMs: number },
): D1PreparedStatement {
  const text = fromUtf8(entry);
  if (text === null) throw new RangeError("Log entries here are UTF-8 text");
  const hash = leafHash(entry);
  // `WHERE true` lets SQLite parse the upsert clause after INSERT ... SELECT.
  return db
    .prepare(
      `INSERT INTO tlog_leaves (leaf_index, entry, leaf_hash, entry_key, appended_at)
       SELECT COALESCE(MAX(leaf_index) + 1, 0), ?1, ?2, ?3, ?4 FROM tlog_leaves WHERE true
       ON CONFLICT (entry_key) DO NOTHING
       RETURNING leaf_index`,
    )
    .bind(text, toHex(hash), key, nowMs);
}

/**
 * Appends several entries in one transaction (one `db.batch`), consecutively and in order, and
 * returns their indexes; an entry whose key is already logged is skipped (null).
 */
export async function appendEntries(
  db: D1Database,
  entries: readonly { entry: Uint8Array; key?: string | null }[],
  { nowMs }: { nowMs: number },
): Promise<(number | null)[]> {
  if (entries.length === 0) return [];
  const statements = entries.map(({ entry, key = null }) =>
    appendEntryStatement(db, entry, { key, nowMs }),
  );
  const results = await db.batch<{ leaf_index: number }>(statements);
  return results.map((result) => result.results[0]?.leaf_index ?? null);
}

/**
 * Appends an entry at the end of the log and returns its index. With a `key` (a draw id), a
 * second append of the same key returns the first one's index instead, if the entries match.
 */
export async function appendEntry(
  db: D1Database,
  entry: Uint8Array,
  { key = null, nowMs }: { key?: string | null; nowMs: number },
): Promise<AppendedEntry> {
  const statement = appendEntryStatement(db, entry, { key, nowMs });
  const hash = leafHash(entry);
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await statement.first<{ leaf_index: number }>();
      if (row) return { index: row.leaf_index, leafHash: hash, existing: false };
      const logged = key === null ? null : await findEntry(db, key);
      if (!logged) throw new Error("The append stored nothing");
      if (!hashesEqual(logged.leafHash, hash)) {
        throw new LogConsistencyError(`${key} is already logged with a different entry`);
      }
      return { index: logged.index, leafHash: hash, existing: true };
    } catch (error) {
      // Only a collision on the index (never expected: SQLite serialises the statement) or a
      // busy database is worth another try.
      const message = error instanceof Error ? error.message : String(error);
      const retryable =
        /UNIQUE constraint failed: tlog_leaves\.leaf_index|SQLITE_BUSY|database is locked/i.test(
          message,
        );
      if (!retryable || attempt + 1 >= APPEND_ATTEMPTS) throw error;
      await pause(jitter(attempt));
    }
  }
}

/** A stored entry. */
export interface StoredEntry {
  index: number;
  entry: Uint8Array;
  leafHash: Hash;
  appendedAt: number;
}

interface LeafRow {
  leaf_index: number;
  entry: string;
  leaf_hash: string;
  appended_at: number;
}

const toStoredEntry = (row: LeafRow): StoredEntry => ({
  index: row.leaf_index,
  entry: new TextEncoder().encode(row.entry),
  leafHash: hashFromHex(row.leaf_hash),
  appendedAt: row.appended_at,
});

/** The one entry stored with `column` equal to `value`, or null. */
async function entryWhere(
  db: D1Database,
  column: "entry_key" | "leaf_index",
  value: string | number,
): Promise<StoredEntry | null> {
  const row = await db
    .prepare(
      `SELECT leaf_index, entry, leaf_hash, appended_at FROM tlog_leaves WHERE ${column} = ?`,
    )
    .bind(value)
    .first<LeafRow>();
  return row ? toStoredEntry(row) : null;
}

/** The entry logged under `key` (a draw id), or null. */
export const findEntry = (db: D1Database, key: string): Promise<StoredEntry | null> =>
  entryWhere(db, "entry_key", key);

/** The stored entry at `index` (the log's first: 0), or null beyond the log's end. */
export const entryAt = (db: D1Database, index: number): Promise<StoredEntry | null> =>
  entryWhere(db, "leaf_index", index);

/** The entries with indexes in [start, end), in order. */
export async function readEntries(
  db: D1Database,
  start: number,
  end: number,
): Promise<StoredEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT leaf_index, entry, leaf_hash, appended_at FROM tlog_leaves
       WHERE leaf_index >= ? AND leaf_index < ? ORDER BY leaf_index`,
    )
    .bind(start, end)
    .all<LeafRow>();
  if (results.length !== end - start) {
    throw new LogConsistencyError(`Entries ${start} to ${end - 1} are not all stored`);
  }
  return results.map(toStoredEntry);
}

function tileQuery(db: D1Database, tile: Tile): D1PreparedStatement {
  const start = tile.index * TILE_WIDTH;
  if (tile.level === 0) {
    return db
      .prepare(
        `SELECT leaf_hash AS hash FROM tlog_leaves
         WHERE leaf_index >= ? AND leaf_index < ? ORDER BY leaf_index`,
      )
      .bind(start, start + tile.width);
  }
  return db
    .prepare(
      `SELECT hash FROM tlog_tile_hashes WHERE level = ? AND idx >= ? AND idx < ? ORDER BY idx`,
    )
    .bind(tile.level, start, start + tile.width);
}

/** The hashes of tiles, in one round trip; a tile with missing rows is an error. */
export async function readTileHashes(db: D1Database, tiles: readonly Tile[]): Promise<Hash[][]> {
  if (tiles.length === 0) return [];
  const results = await db.batch<{ hash: string }>(tiles.map((tile) => tileQuery(db, tile)));
  return results.map((result, i) => {
    const tile = tiles[i] as Tile;
    if (result.results.length !== tile.width) {
      throw new LogConsistencyError(
        `Tile ${tile.level}/${tile.index} has ${result.results.length} of its ${tile.width} hashes`,
      );
    }
    return result.results.map((row) => hashFromHex(row.hash));
  });
}

/** A NodeReader over the stored tiles of the tree of `size` (integrated first). */
export const storedNodeReader = (db: D1Database, size: number): NodeReader =>
  tileNodeReader(size, async (tiles) => {
    const hashes = await readTileHashes(db, tiles);
    return hashes.map((list) => {
      const bytes = new Uint8Array(list.length * 32);
      list.forEach((hash, i) => bytes.set(hash, i * 32));
      return bytes;
    });
  });

/** Full tiles integrated per query while catching up: 16 × 256 rows. */
const INTEGRATE_BATCH = 16;

/**
 * Writes the missing tile hashes of levels 1 and up for a tree of `size`: each is the root of a
 * full tile below, a function of entries that never change, so running this twice, or twice at
 * once, writes the same rows.
 */
export async function integrate(db: D1Database, size: number): Promise<void> {
  for (let level = 1; hashesAtLevel(level, size) > 0; level++) {
    const wanted = hashesAtLevel(level, size);
    const row = await db
      .prepare("SELECT COALESCE(MAX(idx) + 1, 0) AS have FROM tlog_tile_hashes WHERE level = ?")
      .bind(level)
      .first<{ have: number }>();
    for (let next = row?.have ?? 0; next < wanted; next += INTEGRATE_BATCH) {
      const end = Math.min(wanted, next + INTEGRATE_BATCH);
      const below = Array.from({ length: end - next }, (_, i) => ({
        level: level - 1,
        index: next + i,
        width: TILE_WIDTH,
      }));
      const tiles = await readTileHashes(db, below);
      await db.batch(
        tiles.map((hashes, i) =>
          db
            .prepare(
              `INSERT INTO tlog_tile_hashes (level, idx, hash) VALUES (?, ?, ?)
               ON CONFLICT (level, idx) DO NOTHING`,
            )
            .bind(level, next + i, toHex(tileRoot(hashes))),
        ),
      );
    }
  }
}
