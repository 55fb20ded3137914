-- Public draws (/draws/{id}): a commitment stored before the randomness exists, resolved once by
-- a verified drand quicknet round. The committed columns are written by the INSERT alone (no
-- route updates them); the resolution columns are written once, by an UPDATE guarded with
-- `resolved_at IS NULL`, so concurrent first views cannot store two results.
CREATE TABLE draws (
  draw_id TEXT PRIMARY KEY,            -- 128 random bits, base64url: unguessable
  title TEXT NOT NULL,
  entries TEXT NOT NULL,               -- canonical entries joined with "\n"
  entries_hash TEXT NOT NULL,          -- SHA-256 of `entries`, lowercase hex
  entry_count INTEGER NOT NULL,
  winners_count INTEGER NOT NULL,
  round INTEGER NOT NULL,              -- the quicknet round that decides it
  created_at INTEGER NOT NULL,         -- Unix ms, the server's clock at commitment
  draw_at INTEGER,                     -- the chosen time (Unix ms), NULL for as soon as possible
  algorithm_version INTEGER NOT NULL,
  listed INTEGER NOT NULL DEFAULT 0,   -- 1: may be indexed; 0: reachable by link only
  hash_only INTEGER NOT NULL DEFAULT 0, -- 1: the page shows only the hash and count
  origin TEXT,                         -- the page it was made from (pick-from-list, spin-the-wheel)
  owner_user_id TEXT,                  -- the signed-in creator, if any
  randomness TEXT,
  signature TEXT,
  winners TEXT,                        -- JSON [{ position, entry }]
  resolved_at INTEGER
);

CREATE INDEX draws_by_owner ON draws (owner_user_id, created_at);
