import type { InputProblem } from "../core/field-kinds";
import { list, MAX_LIST_ITEMS, type Field } from "../core/fields";
import { formatCount } from "../core/format-count";

// The list input of generators that work on a list the visitor types (pick, shuffle, order).

/** The most entries a list input uses, in en-US digits as help texts write it. */
export const MOST_LIST_ITEMS = formatCount(MAX_LIST_ITEMS);

const LIST_HELP = `One entry per line, or separated by commas on a single line. Blank and repeated entries are left out, and only the first ${MOST_LIST_ITEMS} entries are used.`;

/** The Entries field: a list of up to MAX_LIST_ITEMS entries, `defaultValue` by default. */
export function entriesField(defaultValue: string): Field<string> {
  return list({
    label: "Entries",
    help: LIST_HELP,
    default: defaultValue,
    maxItems: MAX_LIST_ITEMS,
  });
}

/** The problem with a cleaned list that is empty, if any (splitList cuts one that is too long). */
export function listProblem(field: string, items: readonly string[]): InputProblem | null {
  return items.length === 0
    ? { field, message: "The list is empty: enter at least one entry." }
    : null;
}
