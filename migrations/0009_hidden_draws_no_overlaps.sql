-- Hidden lists ("publish only the hash") take no part in finding other draws of the same round
-- made of mostly the same entries: an overlap count that moved with a one-name draw on the same
-- round would tell anyone whether that name is on the list. New hidden draws store the
-- fingerprint 'hidden', which holds nothing and overlaps nothing; this clears what earlier ones
-- stored and the overlaps found with them.
UPDATE draw_pending SET fingerprint = 'hidden'
WHERE draw_id IN (SELECT draw_id FROM draws WHERE hash_only = 1);

DELETE FROM draw_overlaps
WHERE draw_id IN (SELECT draw_id FROM draws WHERE hash_only = 1)
   OR other_id IN (SELECT draw_id FROM draws WHERE hash_only = 1);
