-- Class lists kept by signed-in users (/lists; signed-out visitors keep theirs in localStorage).
-- list_id is a UUID chosen by the browser, so a retried save updates the same row. names and
-- remaining are JSON arrays of texts: remaining holds the names not yet picked in this pass of
-- the rotation. revision counts the row's changes, so a change made from a stale read is retried
-- rather than undoing another device's pick.
CREATE TABLE class_lists (
  user_id TEXT NOT NULL,
  list_id TEXT NOT NULL,
  name TEXT NOT NULL,
  names TEXT NOT NULL,
  remaining TEXT NOT NULL,
  revision INTEGER NOT NULL DEFAULT 1,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, list_id)
);

CREATE INDEX class_lists_by_user ON class_lists (user_id, updated_at);
