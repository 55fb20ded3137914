import type { GeneratorSummary } from "~/engine/generator-summaries";

/** Case- and accent-insensitive match on title, category and keywords. */
export function matchesFilter(
  generator: GeneratorSummary,
  categoryTitle: string,
  query: string,
): boolean {
  const fold = (text: string) =>
    text
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  const haystack = fold(
    [generator.title, categoryTitle, generator.description, ...generator.keywords].join(" "),
  );
  return words.every((word) => haystack.includes(word));
}
