import { CATEGORIES } from "~/engine/categories";
import { GENERATOR_SUMMARIES } from "~/engine/generator-summaries";
import { generatorsByTitle } from "~/engine/listing";

import { catalogueEntry, packCatalogue } from "./catalogue-filter";

/** The two ways /all lists generators: under their categories, or A to Z. */
export type CatalogueView = "categories" | "az";

/** The /all page's data: every generator (packed), the filter and the order asked for in the URL. */
export function allGeneratorsData(url: URL) {
  const params = url.searchParams;
  const query = params.get("q")?.slice(0, 100) ?? "";
  const view: CatalogueView = params.get("view") === "az" ? "az" : "categories";
  const categoryTitles = Object.fromEntries(CATEGORIES.map((c) => [c.id, c.title]));
  const entries = generatorsByTitle(GENERATOR_SUMMARIES).map((generator) =>
    catalogueEntry(generator, categoryTitles[generator.category] ?? ""),
  );
  return { query, view, catalogue: packCatalogue(entries), categoryTitles };
}

export type AllGeneratorsData = ReturnType<typeof allGeneratorsData>;
