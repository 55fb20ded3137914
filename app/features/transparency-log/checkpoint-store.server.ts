/**
 * The transparency log's signed checkpoints in D1, and the proofs served against them. A
 * checkpoint is signed only after the stored tree is checked to still produce the last
 * published root: a log rewritten in D1 refuses to sign rather than sign a fork.
 */
import { formatCheckpoint } from "./checkpoint";
import { toHex } from "./encoding";
import {
  findEntry,
  hashFromHex,
  integrate,
  LogConsistencyError,
  storedNodeReader,
  storedSize,
  type LogConfig,
  type StoredEntry,
} from "./log-store.server";
import { consistencyProof, hashesEqual, inclusionProof, treeRoot, type Hash } from "./merkle";
import { signNote } from "./signed-note";

/** A checkpoint the log published, with the cosignatures witnesses returned for it. */
export interface PublishedCheckpoint {
  size: number;
  rootHash: Hash;
  /** The checkpoint with the log's signature only. */
  signedNote: string;
  /** The checkpoint as served: the log's signature, then each witness's cosignature line. */
  note: string;
  publishedAt: number;
}

interface CheckpointRow {
  tree_size: number;
  root_hash: string;
  signed_note: string;
  published_at: number;
  cosignatures: string | null;
}

const CHECKPOINT_SELECT = `SELECT c.tree_size, c.root_hash, c.signed_note, c.published_at,
  (SELECT group_concat(signature_line, '') FROM
    (SELECT signature_line FROM tlog_cosignatures s WHERE s.tree_size = c.tree_size
     ORDER BY witness, key_id)) AS cosignatures
  FROM tlog_checkpoints c`;

const toPublished = (row: CheckpointRow): PublishedCheckpoint => ({
  size: row.tree_size,
  rootHash: hashFromHex(row.root_hash),
  signedNote: row.signed_note,
  note: row.signed_note + (row.cosignatures ?? ""),
  publishedAt: row.published_at,
});

/** The latest published checkpoint, or null before the first. */
export async function latestCheckpoint(db: D1Database): Promise<PublishedCheckpoint | null> {
  const row = await db
    .prepare(`${CHECKPOINT_SELECT} ORDER BY c.tree_size DESC LIMIT 1`)
    .first<CheckpointRow>();
  return row ? toPublished(row) : null;
}

/** The checkpoint published for exactly `size`, or null. */
export async function checkpointOfSize(
  db: D1Database,
  size: number,
): Promise<PublishedCheckpoint | null> {
  const row = await db
    .prepare(`${CHECKPOINT_SELECT} WHERE c.tree_size = ?`)
    .bind(size)
    .first<CheckpointRow>();
  return row ? toPublished(row) : null;
}

/**
 * The first checkpoint whose tree holds entry `index`: the one that first included it, or with
 * `cosigned`, the first one a witness cosigned (what proves the entry's time to others).
 */
export async function firstCheckpointIncluding(
  db: D1Database,
  index: number,
  { cosigned = false }: { cosigned?: boolean } = {},
): Promise<PublishedCheckpoint | null> {
  const witnessed = cosigned
    ? "AND EXISTS (SELECT 1 FROM tlog_cosignatures s WHERE s.tree_size = c.tree_size)"
    : "";
  const row = await db
    .prepare(`${CHECKPOINT_SELECT} WHERE c.tree_size > ? ${witnessed} ORDER BY c.tree_size LIMIT 1`)
    .bind(index)
    .first<CheckpointRow>();
  return row ? toPublished(row) : null;
}

/**
 * Signs and stores a checkpoint of everything appended so far, unless the latest checkpoint
 * already covers it or is younger than `minIntervalMs` (appends are batched that way). Before
 * signing, the stored tree must still give the latest checkpoint's root at its size; otherwise
 * it throws LogConsistencyError and signs nothing.
 */
export async function publishCheckpoint(
  db: D1Database,
  config: LogConfig,
  { nowMs, minIntervalMs = 0 }: { nowMs: number; minIntervalMs?: number },
): Promise<PublishedCheckpoint> {
  const [latest, size] = await Promise.all([latestCheckpoint(db), storedSize(db)]);
  if (latest && size < latest.size) {
    throw new LogConsistencyError(
      `The log holds ${size} entries but checkpoint ${latest.size} was published`,
    );
  }
  if (latest && (size === latest.size || nowMs - latest.publishedAt < minIntervalMs)) return latest;
  await integrate(db, size);
  const reader = storedNodeReader(db, size);
  if (latest) {
    const oldRoot = await treeRoot(latest.size, reader);
    if (!hashesEqual(oldRoot, latest.rootHash)) {
      throw new LogConsistencyError(
        `The stored log no longer gives checkpoint ${latest.size}'s root: it was changed; refusing to sign`,
      );
    }
  }
  const rootHash = await treeRoot(size, reader);
  const body = formatCheckpoint({ origin: config.origin, size, rootHash, extensions: [] });
  const signedNote = signNote(body, [config.signer]);
  await db
    .prepare(
      `INSERT INTO tlog_checkpoints (tree_size, root_hash, signed_note, published_at)
       VALUES (?, ?, ?, ?) ON CONFLICT (tree_size) DO NOTHING`,
    )
    .bind(size, toHex(rootHash), signedNote, nowMs)
    .run();
  // Whoever stored this size first wins; both computed the same tree, so the same root.
  const stored = await checkpointOfSize(db, size);
  if (!stored || !hashesEqual(stored.rootHash, rootHash)) {
    throw new LogConsistencyError(`Checkpoint ${size} was stored with another root`);
  }
  return stored;
}

/** The inclusion proof of entry `index` in the tree of `size`. */
export async function proveInclusion(db: D1Database, index: number, size: number): Promise<Hash[]> {
  return inclusionProof(index, size, storedNodeReader(db, size));
}

/** The consistency proof from the tree of `oldSize` to the tree of `newSize`. */
export async function proveConsistency(
  db: D1Database,
  oldSize: number,
  newSize: number,
): Promise<Hash[]> {
  return consistencyProof(oldSize, newSize, storedNodeReader(db, newSize));
}

/** Everything a draw's record shows about its place in the log. */
export interface EntryProof {
  index: number;
  /** The logged entry, as text (a draw's canonical JSON). */
  entry: string;
  /** The checkpoint that first included the entry (cosignatures included). */
  checkpoint: PublishedCheckpoint;
  /** The inclusion proof of the entry in that checkpoint's tree. */
  proof: Hash[];
}

/**
 * The log record of the entry logged under `key`, or null while no checkpoint (with `cosigned`,
 * no cosigned checkpoint) includes it.
 */
export async function entryProof(
  db: D1Database,
  key: string,
  options: { cosigned?: boolean } = {},
): Promise<EntryProof | null> {
  const entry = await findEntry(db, key);
  return entry ? proofOfEntry(db, entry, options) : null;
}

/** The log record of a stored entry, or null as for `entryProof`. */
export async function proofOfEntry(
  db: D1Database,
  entry: StoredEntry,
  options: { cosigned?: boolean } = {},
): Promise<EntryProof | null> {
  const checkpoint = await firstCheckpointIncluding(db, entry.index, options);
  if (!checkpoint) return null;
  const proof = await proveInclusion(db, entry.index, checkpoint.size);
  return { index: entry.index, entry: new TextDecoder().decode(entry.entry), checkpoint, proof };
}
