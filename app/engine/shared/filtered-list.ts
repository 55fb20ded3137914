import { defineGenerator, type GeneratedValue, type GeneratorDefinition } from "../core/engine";
import { count, toggle, type Field } from "../core/fields";
import { drawEntries, drawEntriesAlgorithm } from "../core/list-generator";
import type { CategoryId } from "../categories";

// "Random X from a list" with two or more choices that narrow the list (a period and a diet, a
// region and a size). The engine's defineListGenerator takes one filter; this is the same draw
// (drawEntries: How many, No repeats, the note past the end) over several.

/** One choice that narrows the list: a select whose value keeps some entries. */
export interface EntryFilter<E> {
  /** The input's name in forms and links. */
  name: string;
  field: Field<string>;
  /** Whether an entry belongs to the chosen value ("any" should keep every entry). */
  keeps(entry: E, choice: string): boolean;
}

interface FilteredListOptions<E> {
  id: string;
  title: string;
  category: CategoryId;
  iconText: string;
  description: string;
  keywords: readonly string[];
  entries(): Promise<readonly E[]>;
  /** How the algorithm text names the list. */
  pool: string;
  filters: readonly EntryFilter<E>[];
  /** What the chosen entries are called in notes ("Jurassic plant-eaters"), by input name. */
  plural(choices: Readonly<Record<string, string>>): string;
  value(entry: E): GeneratedValue;
  defaultCount?: number;
}

type FilteredInput = Record<string, unknown> & { count: number; unique: boolean };

/**
 * Declares a list generator whose inputs are its filters (in order), How many and No repeats. The
 * data of every combination of choices must be non-empty (each generator's test checks it), so a
 * run always gives at least one value.
 */
export function defineFilteredListGenerator<E>(
  options: FilteredListOptions<E>,
): GeneratorDefinition<FilteredInput, readonly E[]> {
  const inputs = {
    ...Object.fromEntries(options.filters.map((f) => [f.name, f.field])),
    count: count(options.defaultCount ?? 1),
    unique: toggle({ label: "No repeats", default: true }),
  } as GeneratorDefinition<FilteredInput, readonly E[]>["inputs"];
  return defineGenerator<FilteredInput, readonly E[]>({
    id: options.id,
    title: options.title,
    category: options.category,
    iconText: options.iconText,
    description: options.description,
    keywords: options.keywords,
    algorithm: drawEntriesAlgorithm(options.pool),
    version: 1,
    inputs,
    load: options.entries,
    generate(random, input, entries) {
      const choices = Object.fromEntries(
        options.filters.map((f) => [f.name, String(input[f.name])]),
      );
      const pool = entries.filter((entry) =>
        options.filters.every((f) => f.keeps(entry, choices[f.name] as string)),
      );
      const { picked, notes } = drawEntries(
        random,
        pool,
        input.count,
        input.unique,
        options.plural(choices),
      );
      return { values: picked.map(options.value), notes };
    },
  });
}
