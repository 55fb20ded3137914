import type { CategoryId } from "~/engine/categories";
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

/** Between an entry's fields, and between entries, in the packed catalogue: control characters
 * no title, icon or text holds (a test unpacks the whole catalogue). */
const FIELD = "\u001f";
const ENTRY = "\u001e";

/**
 * The catalogue as one string in /all's data. Remix's encoding (turbo-stream) decodes each value
 * of a page's data on its own while the page hydrates: 303 entries of five fields were 20 ms of
 * the hydration task at 4× CPU (issue 29), and one string splits natively in well under one.
 */
export function packCatalogue(entries: readonly CatalogueEntry[]): string {
  return entries
    .map((e) => [e.id, e.title, e.category, e.iconText ?? "", e.searchText].join(FIELD))
    .join(ENTRY);
}

/** The entries `packCatalogue` packed, in order. */
export function unpackCatalogue(packed: string): CatalogueEntry[] {
  if (!packed) return [];
  return packed.split(ENTRY).map((line) => {
    const [id, title, category, iconText, searchText] = line.split(FIELD) as [
      string,
      string,
      CategoryId,
      string,
      string,
    ];
    return { id, title, category, iconText: iconText || undefined, searchText };
  });
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
