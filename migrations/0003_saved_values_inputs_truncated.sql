-- A note whose inputs (the settings that produced the value) were longer than a note keeps is
-- saved with them shortened to fit; this marks such notes, so the site can say so. Rows from
-- before this migration were never shortened (the server refused long inputs), hence 0.
ALTER TABLE saved_values ADD COLUMN inputs_truncated INTEGER NOT NULL DEFAULT 0;
