import { DRAW_ORIGINS, type DrawInput, type DrawOrigin } from "./draw-input";
import { drawRound } from "./draw-method";
import { buildHiddenList, leavesToText, RECEIPT_SALT_BYTES, type Receipt } from "./hidden-list";
import {
  canonicalJson,
  commitmentOf,
  DRAW_ALGORITHM_V2,
  DRAW_METHOD_V2,
  poolDigest,
  poolSize,
  sha256HexOf,
  type DrawPool,
  type DrawRecordV2,
} from "./method-v2";
import { OVERLAP_COMPARED, OVERLAP_LIMIT, fingerprintOf, sharedEntries } from "./overlap";
import type { DrawOverlaps, PublicWinner } from "./public-draw";
import { QUICKNET_CHAIN_HASH, QUICKNET_GENESIS_SECONDS, roundAt } from "./quicknet";
import { drawLogStatement } from "~/features/transparency-log/index.server";

// Draws in D1. The committed columns are written once, by createDraw; nothing here or in any
// route updates them. The resolution is written once, by storeResolution, whose UPDATE only
// matches a row still unresolved.

/** A stored draw, as read from D1. */
export interface DrawRecord {
  id: string;
  title: string;
  /** Method 1: the entries in committed order; method 2: the sorted list, or [] (hidden, range). */
  entries: string[];
  entriesHash: string;
  entryCount: number;
  winnersCount: number;
  round: number;
  createdAt: number;
  drawAt: number | null;
  algorithmVersion: number;
  listed: boolean;
  hashOnly: boolean;
  origin: DrawOrigin | null;
  ownerUserId: string | null;
  /** Method 2: the committed record's canonical JSON and its stored SHA-256. */
  recordText: string | null;
  commitment: string | null;
  /** Method 2, hidden lists: the leaf hashes, 64 hex digits each, in tree order. */
  leaves: string | null;
  resolution: DrawResolution | null;
}

/** What a verified round decided. */
export interface DrawResolution {
  randomness: string;
  signature: string;
  winners: PublicWinner[];
  resolvedAt: number;
}

interface Row {
  draw_id: string;
  title: string;
  entries: string;
  entries_hash: string;
  entry_count: number;
  winners_count: number;
  round: number;
  created_at: number;
  draw_at: number | null;
  algorithm_version: number;
  listed: number;
  hash_only: number;
  origin: string | null;
  owner_user_id: string | null;
  record: string | null;
  commitment: string | null;
  leaves: string | null;
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
    winners: JSON.parse(row.winners) as PublicWinner[],
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
    entryCount: row.entry_count,
    winnersCount: row.winners_count,
    round: row.round,
    createdAt: row.created_at,
    drawAt: row.draw_at,
    algorithmVersion: row.algorithm_version,
    listed: row.listed === 1,
    hashOnly: row.hash_only === 1,
    origin,
    ownerUserId: row.owner_user_id,
    recordText: row.record,
    commitment: row.commitment,
    leaves: row.leaves,
    resolution: toResolution(row),
  };
}

/**
 * The committed record of a method-2 draw, or why it cannot be trusted: its text must be
 * canonical JSON whose SHA-256 is the stored commitment, for the stored round, and the columns
 * that repeat it (title, winners_count, entry_count, entries_hash, entries) must agree with it.
 * Checked before a draw is decided, so a row edited in the database, even one column of it, is
 * never decided.
 */
export function committedRecord(
  draw: DrawRecord,
): { ok: true; record: DrawRecordV2 } | { ok: false; problem: string } {
  if (draw.recordText === null || draw.commitment === null) {
    return { ok: false, problem: "no committed record" };
  }
  let record: DrawRecordV2;
  try {
    record = JSON.parse(draw.recordText) as DrawRecordV2;
    if (canonicalJson(record) !== draw.recordText) {
      return { ok: false, problem: "the record is not canonical JSON" };
    }
  } catch {
    return { ok: false, problem: "the record is not JSON" };
  }
  if (sha256HexOf(draw.recordText) !== draw.commitment) {
    return { ok: false, problem: "the record's SHA-256 is not the commitment" };
  }
  if (record.round !== draw.round || record.method !== DRAW_METHOD_V2) {
    return { ok: false, problem: "the record names another round or method" };
  }
  // The columns the page and the API show beside the record must say what it says.
  const { pool } = record;
  const columns: [string, boolean][] = [
    ["title", draw.title === record.title],
    ["winners_count", draw.winnersCount === record.winners],
    ["entry_count", draw.entryCount === poolSize(pool)],
    ["entries_hash", draw.entriesHash === poolDigest(pool)],
    ["entries", draw.entries.join("\n") === (pool.kind === "list" ? pool.entries.join("\n") : "")],
  ];
  const edited = columns.filter(([, same]) => !same).map(([column]) => column);
  if (edited.length > 0) {
    return { ok: false, problem: `the ${edited.join(", ")} column differs from the record` };
  }
  return { ok: true, record };
}

/** A client's tag for one round: SHA-256 of both, so it says nothing about other rounds. */
const clientTag = (round: number, clientKey: string) =>
  sha256HexOf(`randomly-draw-client:${round}:${clientKey}`);

/**
 * Whether the client already has `limit` draws waiting for the round this one
 * would take. Rounds already published can take no new draw, so their rows are deleted first.
 */
export async function pendingFull(
  db: D1Database,
  input: Pick<DrawInput, "drawAtMs">,
  { nowMs, clientKey, limit }: { nowMs: number; clientKey: string; limit: number },
): Promise<boolean> {
  const round = drawRound(nowMs, input.drawAtMs);
  // Before the chain's genesis (only a test clock goes there) no round is published yet.
  const published = nowMs < QUICKNET_GENESIS_SECONDS * 1000 ? 0 : roundAt(nowMs);
  await db.prepare("DELETE FROM draw_pending WHERE round <= ?").bind(published).run();
  const pending = await db
    .prepare("SELECT COUNT(*) AS n FROM draw_pending WHERE round = ? AND client_tag = ?")
    .bind(round, clientTag(round, clientKey))
    .first<{ n: number }>();
  return (pending?.n ?? 0) >= limit;
}

export type CreateDrawResult =
  | { ok: true; draw: DrawRecord; receipts: Receipt[] | null }
  | { ok: false; pendingLimit: true; round: number };

/**
 * Stores a new method-2 draw at `nowMs`: its record and commitment, its entry in the public log
 * (in the same transaction, so no draw exists unlogged), and, until its round is published, its
 * client's tag and fingerprint, from which the other draws of the same round
 * made of mostly the same entries are found (never for a hidden list, whose fingerprint holds
 * nothing). A hidden list's receipts are returned here once and stored nowhere.
 */
export async function createDraw(
  db: D1Database,
  input: DrawInput,
  {
    nowMs,
    ownerUserId,
    clientKey,
    pendingLimit,
  }: { nowMs: number; ownerUserId: string | null; clientKey: string; pendingLimit: number },
): Promise<CreateDrawResult> {
  const round = drawRound(nowMs, input.drawAtMs);
  const tag = clientTag(round, clientKey);
  // Checked again here: two creations may have passed the caller's check at once.
  if (await pendingFull(db, input, { nowMs, clientKey, limit: pendingLimit })) {
    return { ok: false, pendingLimit: true, round };
  }

  let pool: DrawPool = input.pool;
  let leaves: string | null = null;
  let receipts: Receipt[] | null = null;
  if (input.hidden && input.pool.kind === "list") {
    const hidden = buildHiddenList(input.pool.entries, () =>
      crypto.getRandomValues(new Uint8Array(RECEIPT_SALT_BYTES)),
    );
    pool = { kind: "hidden", count: input.pool.entries.length, root: hidden.root };
    leaves = leavesToText(hidden.leaves);
    receipts = hidden.receipts;
  }
  const record: DrawRecordV2 = {
    method: DRAW_METHOD_V2,
    chain: QUICKNET_CHAIN_HASH,
    round,
    title: input.title,
    winners: input.winners,
    pool,
  };
  const commitment = commitmentOf(record);
  const fingerprint = fingerprintOf(input, round);
  // Hidden lists are left out on both sides (see overlap.ts), also those whose pending row was
  // stored before they were.
  const others = input.hidden
    ? { results: [] }
    : await db
        .prepare(
          `SELECT p.draw_id, p.fingerprint FROM draw_pending p JOIN draws d ON d.draw_id = p.draw_id
           WHERE p.round = ? AND d.hash_only = 0 ORDER BY p.rowid DESC LIMIT ?`,
        )
        .bind(round, OVERLAP_COMPARED)
        .all<{ draw_id: string; fingerprint: string }>();

  const id = newDrawId();
  const statements = [
    db
      .prepare(
        `INSERT INTO draws (draw_id, title, entries, entries_hash, entry_count, winners_count, round,
           created_at, draw_at, algorithm_version, listed, hash_only, origin, owner_user_id,
           record, commitment, leaves)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)`,
      )
      .bind(
        id,
        input.title,
        pool.kind === "list" ? pool.entries.join("\n") : "",
        poolDigest(pool),
        poolSize(pool),
        input.winners,
        round,
        nowMs,
        input.drawAtMs,
        DRAW_ALGORITHM_V2,
        input.listed ? 1 : 0,
        pool.kind === "hidden" ? 1 : 0,
        input.origin,
        ownerUserId,
        new TextDecoder().decode(commitment.bytes),
        commitment.sha256,
        leaves,
      ),
    db
      .prepare(
        "INSERT INTO draw_pending (draw_id, round, client_tag, fingerprint) VALUES (?, ?, ?, ?)",
      )
      .bind(id, round, tag, fingerprint),
    drawLogStatement(
      db,
      {
        id,
        algorithmVersion: DRAW_ALGORITHM_V2,
        entriesHash: poolDigest(pool),
        commitmentHash: commitment.sha256,
        entryCount: poolSize(pool),
        winnersCount: input.winners,
        chainHash: QUICKNET_CHAIN_HASH,
        round,
        createdAt: new Date(nowMs).toISOString(),
      },
      nowMs,
    ),
  ];
  // The newest first, as selected.
  const overlapping: [string, number][] = [];
  for (const other of others.results) {
    if (overlapping.length === OVERLAP_LIMIT) break;
    const shared = sharedEntries(fingerprint, other.fingerprint);
    if (shared !== null) overlapping.push([other.draw_id, shared]);
  }
  if (overlapping.length > 0) {
    // One statement per direction, the pairs passed as one JSON array (D1 binds at most 100
    // parameters to a statement, and a statement per pair made a creation slow).
    const pairs = JSON.stringify(overlapping);
    for (const [from, to] of [
      ["?1", "json_extract(pair.value, '$[0]')"],
      ["json_extract(pair.value, '$[0]')", "?1"],
    ]) {
      statements.push(
        db
          .prepare(
            `INSERT INTO draw_overlaps (draw_id, other_id, shared)
             SELECT ${from}, ${to}, json_extract(pair.value, '$[1]') FROM json_each(?2) AS pair`,
          )
          .bind(id, pairs),
      );
    }
  }
  await db.batch(statements);
  const stored = await readDraw(db, id);
  if (!stored) throw new Error(`Draw ${id} was not stored`);
  return { ok: true, draw: stored, receipts };
}

/** The draw with this id, or null. */
export async function readDraw(db: D1Database, id: string): Promise<DrawRecord | null> {
  if (!isDrawId(id)) return null;
  const row = await db.prepare("SELECT * FROM draws WHERE draw_id = ?").bind(id).first<Row>();
  return row ? toRecord(row) : null;
}

/**
 * The other draws of the same round made of mostly the same entries; none for a hidden list,
 * and a hidden list is never one of them.
 */
export async function readOverlaps(
  db: D1Database,
  id: string,
  urlOf: (id: string) => string,
): Promise<DrawOverlaps> {
  const { results } = await db
    .prepare(
      `SELECT d.draw_id, d.title, d.listed FROM draw_overlaps o
         JOIN draws d ON d.draw_id = o.other_id JOIN draws self ON self.draw_id = o.draw_id
       WHERE o.draw_id = ? AND d.hash_only = 0 AND self.hash_only = 0
       ORDER BY d.created_at, d.draw_id LIMIT ?`,
    )
    .bind(id, OVERLAP_LIMIT + 1)
    .all<{ draw_id: string; title: string; listed: number }>();
  const more = results.length > OVERLAP_LIMIT;
  return {
    count: more ? OVERLAP_LIMIT : results.length,
    more,
    listed: results
      .slice(0, OVERLAP_LIMIT)
      .filter((row) => row.listed === 1)
      .map((row) => ({ id: row.draw_id, title: row.title, url: urlOf(row.draw_id) })),
  };
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
 * views race, the second UPDATE matches nothing and both return the first one's result. The
 * round is published now, so its pending rows (tags and fingerprints) are deleted.
 */
export async function storeResolution(
  db: D1Database,
  id: string,
  resolution: DrawResolution,
): Promise<DrawRecord | null> {
  const stored = await readDraw(db, id);
  await db.batch([
    db
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
      ),
    db.prepare("DELETE FROM draw_pending WHERE round <= ?").bind(stored?.round ?? 0),
  ]);
  return readDraw(db, id);
}
