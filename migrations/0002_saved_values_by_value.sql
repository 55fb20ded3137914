-- Saving a value the account already holds (same generator, same value) is a no-op, as it is
-- in the browser's own list: this index makes that check cheap.
CREATE INDEX saved_values_by_generator ON saved_values (user_id, generator_id);
