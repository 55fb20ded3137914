// How a list input is read (one entry per line, or commas on a single line): apart from the
// field definitions, so code that only reads lists (class lists) carries none of the field kinds.

/** The most entries a list input uses; longer lists are cut here and the page says so. */
export const MAX_LIST_ITEMS = 10_000;

export interface SplitList {
  items: string[];
  /** Plain-language notes on what was cleaned up, shown with the results. */
  notes: string[];
}

/**
 * Splits a list input into entries: one per line, or comma-separated when it is one line.
 * Blank entries are dropped, repeated entries are kept once (unless `keepDuplicates`), and a
 * list longer than `maxItems` is cut. Each cleanup is reported so the page can say what it did.
 */
export function splitList(
  raw: string,
  { keepDuplicates = false, maxItems = MAX_LIST_ITEMS } = {},
): SplitList {
  const lines = raw.includes("\n") ? raw.split(/\r?\n/) : raw.split(",");
  const trimmed = lines.map((line) => line.trim());
  const nonBlank = trimmed.filter((line) => line.length > 0);
  const notes: string[] = [];
  const blanks = trimmed.length - nonBlank.length;
  if (blanks > 0 && nonBlank.length > 0) {
    notes.push(`Ignored ${blanks} blank ${blanks === 1 ? "entry" : "entries"}.`);
  }
  let items = nonBlank;
  if (!keepDuplicates) {
    const seen = new Set<string>();
    items = nonBlank.filter((item) => (seen.has(item) ? false : (seen.add(item), true)));
    const duplicates = nonBlank.length - items.length;
    if (duplicates > 0) {
      notes.push(`Removed ${duplicates} duplicate ${duplicates === 1 ? "entry" : "entries"}.`);
    }
  }
  if (items.length > maxItems) {
    notes.push(
      `Used the first ${maxItems.toLocaleString("en-US")} of ${items.length.toLocaleString("en-US")} entries: that is the most a list can hold.`,
    );
    items = items.slice(0, maxItems);
  }
  return { items, notes };
}
