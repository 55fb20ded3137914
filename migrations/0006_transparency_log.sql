-- The public append-only log of draws' commitments (app/features/transparency-log): a Merkle
-- tree served as C2SP tlog-tiles and checkpoints. Every table here is append-only: triggers
-- refuse UPDATE and DELETE, so no code path can rewrite the log (someone with the database can
-- drop them, which the log's own consistency check, its witnesses and its monitors detect).
-- Hashes are lowercase hex: readable in `wrangler d1 execute`, and D1 hands TEXT back as is.

-- One row per entry. leaf_index is claimed by the INSERT itself as MAX(leaf_index) + 1, in one
-- statement, so concurrent appends are serialised by SQLite and can never take the same index
-- or leave a gap; the primary key refuses a duplicate index whatever the code does.
CREATE TABLE tlog_leaves (
  leaf_index INTEGER PRIMARY KEY,
  entry TEXT NOT NULL,                 -- the entry: a draw's canonical JSON (UTF-8)
  leaf_hash TEXT NOT NULL,             -- SHA-256(0x00 || entry)
  entry_key TEXT UNIQUE,               -- what it logs (a draw id): each is logged once
  appended_at INTEGER NOT NULL         -- Unix ms, the server's clock
);

-- The hashes of tile levels 1 and up: row (level L, idx i) is the Merkle tree hash of the full
-- tile i at level L - 1, i.e. the i-th hash of the level-L tiles. With the leaf hashes above,
-- these are exactly the contents of every tile, so a tile is one range read, and any node a
-- proof needs is folded from at most 128 hashes of one tile: O(log n) rows per proof. They take
-- about 1/255 of the leaves' rows, and are written once a tile below fills (see integrate()).
CREATE TABLE tlog_tile_hashes (
  level INTEGER NOT NULL CHECK (level >= 1),
  idx INTEGER NOT NULL CHECK (idx >= 0),
  hash TEXT NOT NULL,
  PRIMARY KEY (level, idx)
) WITHOUT ROWID;

-- Published checkpoints: the primary key makes two checkpoints for one tree size impossible.
CREATE TABLE tlog_checkpoints (
  tree_size INTEGER PRIMARY KEY,
  root_hash TEXT NOT NULL,
  signed_note TEXT NOT NULL,           -- the checkpoint with the log's signature line
  published_at INTEGER NOT NULL        -- Unix ms
);

-- Witnesses' cosignatures of published checkpoints, one line per witness key and size.
CREATE TABLE tlog_cosignatures (
  tree_size INTEGER NOT NULL REFERENCES tlog_checkpoints (tree_size),
  witness TEXT NOT NULL,               -- the witness's key name
  key_id INTEGER NOT NULL,
  signature_line TEXT NOT NULL,        -- "— <name> <base64>\n", as the witness returned it
  cosigned_at INTEGER NOT NULL,        -- the cosignature's own timestamp, POSIX seconds
  PRIMARY KEY (tree_size, witness, key_id)
);

-- The last tree size each witness cosigned: the `old` of the next add-checkpoint. The only
-- table that changes, and it holds nothing the log's history depends on.
CREATE TABLE tlog_witness_state (
  witness TEXT PRIMARY KEY,            -- "<key name>+<key ID hex>"
  tree_size INTEGER NOT NULL
);

CREATE TRIGGER tlog_leaves_append_only_update BEFORE UPDATE ON tlog_leaves
BEGIN
  SELECT RAISE(ABORT, 'the transparency log is append-only');
END;
CREATE TRIGGER tlog_leaves_append_only_delete BEFORE DELETE ON tlog_leaves
BEGIN
  SELECT RAISE(ABORT, 'the transparency log is append-only');
END;
CREATE TRIGGER tlog_tile_hashes_append_only_update BEFORE UPDATE ON tlog_tile_hashes
BEGIN
  SELECT RAISE(ABORT, 'the transparency log is append-only');
END;
CREATE TRIGGER tlog_tile_hashes_append_only_delete BEFORE DELETE ON tlog_tile_hashes
BEGIN
  SELECT RAISE(ABORT, 'the transparency log is append-only');
END;
CREATE TRIGGER tlog_checkpoints_append_only_update BEFORE UPDATE ON tlog_checkpoints
BEGIN
  SELECT RAISE(ABORT, 'published checkpoints never change');
END;
CREATE TRIGGER tlog_checkpoints_append_only_delete BEFORE DELETE ON tlog_checkpoints
BEGIN
  SELECT RAISE(ABORT, 'published checkpoints never change');
END;
