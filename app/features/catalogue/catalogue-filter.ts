import type { GeneratorSummary } from "~/engine/generator-summaries";

/** A generator as /all lists and filters it: what its card shows and the text a filter reads. */
export interface CatalogueEntry extends Pick<GeneratorSummary, "id" | "title" | "category"> {
  iconText?: string;
  /** Title, category, description and keywords, folded (`foldText`) once, on the server. */
  searchText: string;
}

/** Text as a filter compares it: lower case, accents off ("Café" → "cafe"). */
function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/**
 * A generator as /all needs it. The words a filter matches are joined and folded here, on the
 * server: the page's data is one string per generator instead of a description and a list of
 * keywords (less for the browser to decode while it hydrates), and typing folds only the query.
 */
export function catalogueEntry(generator: GeneratorSummary, categoryTitle: string): CatalogueEntry {
  const { id, title, category, iconText, description, keywords } = generator;
  const searchText = foldText([title, categoryTitle, description, ...keywords].join(" "));
  return { id, title, category, iconText, searchText };
}

/** The entries a filter keeps, case- and accent-insensitive: each has every word of the query. */
export function filterCatalogue(
  entries: readonly CatalogueEntry[],
  query: string,
): readonly CatalogueEntry[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => words.every((word) => entry.searchText.includes(word)));
}
