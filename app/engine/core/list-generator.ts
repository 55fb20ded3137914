import {
  defineGenerator,
  type GeneratedValue,
  type GeneratorDefinition,
  type Generation,
} from "./engine";
import { count, toggle, type Field } from "./fields";
import type { CategoryId } from "../categories";
import type { Random } from "./random";

// "Random X from a list" generators declared as data: where the entries come from, the choices
// that narrow the list (none, one or several), how an entry is shown, and the nouns for
// messages. The kind supplies How many, No repeats, the algorithm text and the notes, so a new
// list generator is a few lines.

/** `count` entries of `items`, none twice with `unique` (past the list's end: all, with a note). */
export function drawEntries<T>(
  random: Random,
  items: readonly T[],
  count: number,
  unique: boolean,
  pluralName: string,
): { picked: T[]; notes: string[] } {
  // Asking for more different entries than the list holds is not an error: `check` cannot
  // reject it, because the list loads only when the generator runs and hard-coding its size
  // would go stale.
  if (items.length === 0) return { picked: [], notes: [`The list has no ${pluralName}.`] };
  if (!unique)
    return { picked: Array.from({ length: count }, () => random.pick(items)), notes: [] };
  if (count <= items.length) return { picked: random.sample(items, count), notes: [] };
  const n = items.length;
  return {
    picked: random.sample(items, n),
    notes: [`Only ${n} ${pluralName} exist in the list, so you get all ${n}.`],
  };
}

/** The `algorithm` text of generators that draw entries with {@link drawEntries}. */
export function drawEntriesAlgorithm(pool: string): string {
  return `Uniform picks (Random.pick, an unbiased index by rejection sampling) from ${pool}. With No repeats: k distinct picks (Random.sample, a partial Fisher–Yates shuffle), or the whole list in random order when you ask for more than it holds.`;
}

/** A choice that narrows the list (a continent, a kind of animal), shown before How many. */
export interface ListFilter<E, V extends string = string> {
  /** The input's name in forms and links. */
  name: string;
  field: Field<V>;
  /** Whether an entry belongs to the chosen value (a choice like "any" keeps every entry). */
  keeps(entry: E, choice: V): boolean;
}

/** One filter per choice value type, in form order. */
type ListFilters<E, V extends readonly string[]> = { [K in keyof V]: ListFilter<E, V[K]> };

interface ListGeneratorOptions<E, V extends readonly string[]> {
  id: string;
  title: string;
  category: CategoryId;
  iconText?: string;
  description: string;
  keywords: readonly string[];
  /** Version of the algorithm (1 unless a change in output needed a new one). */
  version?: number;
  /** The entries, loaded only when the generator runs. */
  entries(): Promise<readonly E[]>;
  /** How the algorithm text names the list ("the 50 US states"). */
  pool: string;
  /** The choices that narrow the list, in form order; an entry must be kept by every one. */
  filters?: ListFilters<E, V>;
  /**
   * What the chosen entries are called in notes ("states"), or how the filters' choices name
   * them, given in the filters' order ("countries in Africa", "Jurassic plant-eaters").
   */
  plural: string | ((...choices: V) => string);
  /** How an entry becomes a value. */
  value(entry: E): GeneratedValue;
  /**
   * Earlier versions that drew the same way from a part of today's list (entries added at its
   * end since): the part each read, so their permalinks keep their values.
   */
  legacy?: Readonly<Record<number, (entries: readonly E[]) => readonly E[]>>;
  /** The default of How many (1). */
  defaultCount?: number;
  /** The default of No repeats (on). */
  defaultUnique?: boolean;
}

type ListInput = Record<string, unknown> & { count: number; unique: boolean };

/**
 * Declares a "random X from a list" generator. Its inputs are the filters (in order), How many
 * and No repeats; a run keeps the entries every filter keeps and draws with {@link drawEntries}.
 */
export function defineListGenerator<E, const V extends readonly string[] = []>(
  options: ListGeneratorOptions<E, V>,
): GeneratorDefinition<ListInput, readonly E[]> {
  const filters: readonly ListFilter<E>[] = options.filters ?? [];
  const inputs = {
    ...Object.fromEntries(filters.map((filter) => [filter.name, filter.field])),
    count: count(options.defaultCount ?? 1),
    unique: toggle({ label: "No repeats", default: options.defaultUnique ?? true }),
  } as GeneratorDefinition<ListInput, readonly E[]>["inputs"];
  const { plural } = options;
  function draw(random: Random, input: ListInput, entries: readonly E[]): Generation {
    const choices = filters.map((filter) => String(input[filter.name]));
    const pool =
      filters.length === 0
        ? entries
        : entries.filter((entry) =>
            filters.every((filter, i) => filter.keeps(entry, choices[i] as string)),
          );
    const noun =
      typeof plural === "string"
        ? plural
        : (plural as (...choices: readonly string[]) => string)(...choices);
    const { picked, notes } = drawEntries(random, pool, input.count, input.unique, noun);
    return { values: picked.map(options.value), notes };
  }
  const legacy = Object.entries(options.legacy ?? {}).map(([version, part]) => [
    Number(version),
    (random: Random, input: ListInput, entries: readonly E[]) => draw(random, input, part(entries)),
  ]);
  return defineGenerator<ListInput, readonly E[]>({
    id: options.id,
    title: options.title,
    category: options.category,
    ...(options.iconText ? { iconText: options.iconText } : {}),
    description: options.description,
    keywords: options.keywords,
    algorithm: drawEntriesAlgorithm(options.pool),
    version: options.version ?? 1,
    inputs,
    load: options.entries,
    generate: draw,
    ...(legacy.length > 0 ? { legacy: Object.fromEntries(legacy) } : {}),
  });
}
