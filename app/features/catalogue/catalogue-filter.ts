import type { GeneratorSummary } from "~/engine/generator-summaries";
import { foldText } from "~/engine/listing";

/** A generator as /all lists it: what its card shows. */
export type CatalogueEntry = Pick<GeneratorSummary, "id" | "title" | "category" | "iconText">;

/** Each generator's search text by id (catalogue-data.ts). */
export type SearchTexts = ReadonlyMap<string, string>;

/** What a filter reads of a generator: its title, category, description and keywords, folded. */
export function searchTextOf(generator: GeneratorSummary, categoryTitle: string): string {
  const { title, description, keywords } = generator;
  return foldText([title, categoryTitle, description, ...keywords].join(" "));
}

/**
 * The entries a filter keeps, case- and accent-insensitive: each has every word of the query in
 * its search text. Until the search texts have arrived, a title is its own search text.
 */
export function filterCatalogue(
  entries: readonly CatalogueEntry[],
  query: string,
  texts: SearchTexts | null,
): readonly CatalogueEntry[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const text = texts?.get(entry.id) ?? foldText(entry.title);
    return words.every((word) => text.includes(word));
  });
}
