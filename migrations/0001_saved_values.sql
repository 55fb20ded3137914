-- Saved values of signed-in users (signed-out visitors keep theirs in localStorage).
-- note_id is chosen by the client, so a retried add is idempotent per user.
CREATE TABLE saved_values (
  user_id TEXT NOT NULL,
  note_id TEXT NOT NULL,
  generator_id TEXT NOT NULL,
  generator_title TEXT NOT NULL,
  value TEXT NOT NULL,
  inputs TEXT NOT NULL DEFAULT '{}',
  seed TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, note_id)
);

CREATE INDEX saved_values_by_user ON saved_values (user_id, created_at);
