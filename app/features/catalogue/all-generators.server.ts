import { GENERATOR_SUMMARIES } from "~/engine/generator-summaries";
import { generatorsByTitle } from "~/engine/listing";
import { CATEGORIES } from "~/engine/categories";

import { packCatalogue, packSearchTexts } from "./catalogue-filter";
import { SEARCH_TEXTS } from "./search-texts";

/** The two ways /all lists generators: under their categories, or A to Z. */
export type CatalogueView = "categories" | "az";

/**
 * The /all page's data: every generator (packed), the filter and the order asked for in the URL.
 * A page that arrives filtered (`?q=`) brings the search texts it was filtered with, so the
 * browser hydrates the same list; otherwise they load when the filter is first used.
 */
export function allGeneratorsData(url: URL) {
  const params = url.searchParams;
  const query = params.get("q")?.slice(0, 100) ?? "";
  const view: CatalogueView = params.get("view") === "az" ? "az" : "categories";
  const categoryTitles = Object.fromEntries(CATEGORIES.map((c) => [c.id, c.title]));
  const entries = generatorsByTitle(GENERATOR_SUMMARIES).map(
    ({ id, title, category, iconText }) => ({ id, title, category, iconText }),
  );
  const searchTexts = query.trim() ? packSearchTexts(entries, SEARCH_TEXTS) : null;
  return { query, view, catalogue: packCatalogue(entries), searchTexts, categoryTitles };
}

export type AllGeneratorsData = ReturnType<typeof allGeneratorsData>;
