// Records a visitor keeps in this browser under one localStorage key, as a JSON array (saved
// wheels, class lists). Every read is of what is stored now, so another tab's changes are never
// undone. A stored record the check refuses (hand-edited, written by another version) is dropped
// and the rest kept; unreadable storage reads as empty. Nothing here throws.

/** The records under `key`, each passed through `check` (null: not a record), one per id. */
export function storedRecords<T extends { id: string }>(
  storage: Storage,
  key: string,
  check: (value: unknown) => T | null,
) {
  return {
    read(): T[] {
      let items: unknown;
      try {
        const raw = storage.getItem(key);
        if (raw === null) return [];
        items = JSON.parse(raw);
      } catch {
        return [];
      }
      if (!Array.isArray(items)) return [];
      const seen = new Set<string>();
      const records: T[] = [];
      for (const item of items) {
        const record = check(item);
        if (!record || seen.has(record.id)) continue;
        seen.add(record.id);
        records.push(record);
      }
      return records;
    },
    /** Stores the records; false when the browser refused (storage full or blocked). */
    write(records: readonly T[]): boolean {
      try {
        storage.setItem(key, JSON.stringify(records));
        return true;
      } catch {
        return false;
      }
    },
  };
}
