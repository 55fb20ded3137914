-- Wheels saved by signed-in users for the spin-the-wheel page (signed-out visitors keep theirs
-- in localStorage). wheel_id is a UUID chosen by the browser, so a retried save updates the same
-- row; updated_at is an ISO 8601 time set by the server, newest listed first.
CREATE TABLE wheels (
  user_id TEXT NOT NULL,
  wheel_id TEXT NOT NULL,
  name TEXT NOT NULL,
  entries TEXT NOT NULL,
  options TEXT NOT NULL DEFAULT '{}',
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, wheel_id)
);

CREATE INDEX wheels_by_user ON wheels (user_id, updated_at);

-- Entry lists shared by link (/spin-the-wheel?list=<id>) when they are too long for a URL. The
-- id is derived from the text (SHA-256), so the same list is stored once and a row never changes.
CREATE TABLE wheel_lists (
  list_id TEXT PRIMARY KEY,
  entries TEXT NOT NULL,
  created_at TEXT NOT NULL
);
