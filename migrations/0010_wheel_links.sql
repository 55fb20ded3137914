-- Short share links for wheels (/w/<link_id>): the query string of the wheel's long link, stored
-- as it was shared. link_id is random (crypto.getRandomValues), so links cannot be walked;
-- query_hash (SHA-256 of the query) makes the same wheel share under the same id. A row never
-- changes after it is written.
CREATE TABLE wheel_links (
  link_id TEXT PRIMARY KEY,
  query_hash TEXT NOT NULL UNIQUE,
  query TEXT NOT NULL,
  created_at TEXT NOT NULL
);
