-- Public draws, method 2 (docs/draw-method-v2.md). Method-1 draws keep their columns and verify
-- as before; a method-2 draw also stores the committed record and its hash.
--
-- record: the record's RFC 8785 canonical JSON, exactly the bytes whose SHA-256 is `commitment`.
-- The columns title, winners_count, round and entries repeat what it holds for lists and
-- queries; the record is what the draw is decided from, and a record whose hash is no longer
-- `commitment` is never decided. For a hidden list ("publish only the hash") the record holds the
-- Merkle root and `leaves` the salted leaf hashes; the entries and the salts (the entrants'
-- receipt codes) are not stored anywhere, so `entries` is ''.
ALTER TABLE draws ADD COLUMN commitment TEXT;
ALTER TABLE draws ADD COLUMN record TEXT;
ALTER TABLE draws ADD COLUMN leaves TEXT;

-- While a draw's round is not yet published: its client's tag (for "at most 3 pending draws per
-- round per client") and a fingerprint of its entries (to find other draws of the same round made
-- of mostly the same entries). The fingerprint is, per distinct canonical entry, the first 8
-- bytes of SHA-256 of the round and the entry; the tag, SHA-256 of the round and the client's
-- address. Both can be tested against a guess, so a row lives only until its round is published
-- and is deleted then; what it found stays in draw_overlaps as counts and ids.
CREATE TABLE draw_pending (
  draw_id TEXT PRIMARY KEY,
  round INTEGER NOT NULL,
  client_tag TEXT NOT NULL,
  fingerprint TEXT NOT NULL            -- "range:<max>" or 16-hex-digit ids, sorted, concatenated
);

CREATE INDEX draw_pending_by_round ON draw_pending (round, client_tag);

-- Pairs of draws of the same round whose distinct entries overlap by at least half of the
-- smaller one's; written at the second draw's creation, once in each direction.
CREATE TABLE draw_overlaps (
  draw_id TEXT NOT NULL,
  other_id TEXT NOT NULL,
  shared INTEGER NOT NULL,             -- distinct entries in common
  PRIMARY KEY (draw_id, other_id)
);

-- drand rounds whose signature verified: a round never changes, so it is kept for good and
-- no relay is asked for it again.
CREATE TABLE drand_rounds (
  round INTEGER PRIMARY KEY,
  randomness TEXT NOT NULL,
  signature TEXT NOT NULL
);
