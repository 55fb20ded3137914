import { CATEGORIES, type Category } from "./categories";
import type { GeneratorEntry } from "./catalogue";

// How lists order and group generators: pure functions over whatever list they are given (the
// metadata index in menus and search, summaries with descriptions on server-rendered pages), so
// a page that filters its own list in the browser does not download the index for it.

/**
 * The generators the home page leads with: what people most often come to a random site for.
 * Listed here once; a test checks every id exists.
 */
export const POPULAR_GENERATOR_IDS = [
  "random-number",
  "spin-the-wheel",
  "password-generator",
  "dice-roller",
  "coin-flip",
  "pick-from-list",
  "team-generator",
  "uuid-v4",
  "random-hex-color",
] as const;

type Listed = Pick<GeneratorEntry, "id" | "title" | "category">;

/**
 * The part of a title that sorts it: without a leading "Random", which would otherwise file a
 * third of the catalogue under R ("Random Animal" sorts as "Animal").
 */
export function sortingTitle(title: string): string {
  return title.replace(/^Random\s+/i, "");
}

/** Text as listings compare and filters match it: lower case, accents off ("Café" → "cafe"). */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Generators sorted by title, a leading "Random" left out (search, menus and /all). Titles are
 * folded and compared code unit by code unit, not with a locale: for titles of English words,
 * digits and punctuation that is the order English collation gives (a test compares the two over
 * the whole catalogue), and a page's first locale comparison costs over 100 ms on a phone
 * (issue 29), which the search palette and /all's filter would pay at their first use.
 */
export function generatorsByTitle<T extends Listed>(list: readonly T[]): T[] {
  return list
    .map((generator) => ({ generator, key: foldText(sortingTitle(generator.title)) }))
    .sort((a, b) => byCodeUnits(a.key, b.key) || byCodeUnits(a.generator.title, b.generator.title))
    .map(({ generator }) => generator);
}

export interface CategoryGroup<T extends Listed = GeneratorEntry> {
  category: Category;
  generators: T[];
}

/** Generators grouped by category in menu order, each group sorted by title (header menu). */
export function generatorsByCategory<T extends Listed>(list: readonly T[]): CategoryGroup<T>[] {
  return groupedByCategory(generatorsByTitle(list));
}

/** Generators grouped by category in menu order, each group in the list's own order (for a list
 * already sorted, as /all's is). */
export function groupedByCategory<T extends Listed>(list: readonly T[]): CategoryGroup<T>[] {
  return CATEGORIES.map((category) => ({
    category,
    generators: list.filter((generator) => generator.category === category.id),
  })).filter((group) => group.generators.length > 0);
}

/** The popular generators, in the order the home page shows them. */
export function popularGenerators<T extends Listed>(list: readonly T[]): T[] {
  return POPULAR_GENERATOR_IDS.flatMap((id) => list.filter((generator) => generator.id === id));
}
