import type { CategoryId } from "~/engine/categories";
import type { GeneratorSummary } from "~/engine/generator-summaries";

/** A generator as /all lists it: what its card shows. */
export type CatalogueEntry = Pick<GeneratorSummary, "id" | "title" | "category" | "iconText">;

/** Each generator's search text by id (search-texts.ts, loaded when the filter is first used). */
export type SearchTexts = ReadonlyMap<string, string>;

/** Text as a filter compares it: lower case, accents off ("Café" → "cafe"). */
function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** What a filter reads of a generator: its title, category, description and keywords, folded. */
export function searchTextOf(generator: GeneratorSummary, categoryTitle: string): string {
  const { title, description, keywords } = generator;
  return foldText([title, categoryTitle, description, ...keywords].join(" "));
}

/** Between an entry's fields, and between entries, in the packed catalogue: control characters
 * no title, icon or text holds (a test unpacks the whole catalogue). */
const FIELD = "\u001f";
const ENTRY = "\u001e";

/**
 * The catalogue as one string in /all's data. Remix's encoding (turbo-stream) decodes each value
 * of a page's data on its own while the page hydrates: 303 entries of several fields were 20 ms
 * of the hydration task at 4× CPU (issue 29), and one string splits natively in well under one.
 */
export function packCatalogue(entries: readonly CatalogueEntry[]): string {
  return entries.map((e) => [e.id, e.title, e.category, e.iconText ?? ""].join(FIELD)).join(ENTRY);
}

/** The entries `packCatalogue` packed, in order. */
export function unpackCatalogue(packed: string): CatalogueEntry[] {
  if (!packed) return [];
  return packed.split(ENTRY).map((line) => {
    const [id, title, category, iconText] = line.split(FIELD) as [
      string,
      string,
      CategoryId,
      string,
    ];
    return { id, title, category, iconText: iconText || undefined };
  });
}

/** The search texts of the entries, in their order, as one string (for a page that arrives filtered). */
export function packSearchTexts(entries: readonly CatalogueEntry[], texts: SearchTexts): string {
  return entries.map((entry) => texts.get(entry.id) ?? "").join(ENTRY);
}

/** The search texts `packSearchTexts` packed, by the entries' ids. */
export function unpackSearchTexts(entries: readonly CatalogueEntry[], packed: string): SearchTexts {
  const texts = packed.split(ENTRY);
  return new Map(entries.map((entry, i) => [entry.id, texts[i] ?? ""]));
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
