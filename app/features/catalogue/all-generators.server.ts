import { CATEGORIES } from "~/engine/categories";
import { GENERATOR_SUMMARIES } from "~/engine/generator-summaries";
import { generatorsByTitle } from "~/engine/listing";

/** The two ways /all lists generators: under their categories, or A to Z. */
export type CatalogueView = "categories" | "az";

/** The /all page's data: every generator, the filter and the order asked for in the URL. */
export function allGeneratorsData(url: URL) {
  const params = url.searchParams;
  const query = params.get("q")?.slice(0, 100) ?? "";
  const view: CatalogueView = params.get("view") === "az" ? "az" : "categories";
  const categoryTitles = Object.fromEntries(CATEGORIES.map((c) => [c.id, c.title]));
  return { query, view, generators: generatorsByTitle(GENERATOR_SUMMARIES), categoryTitles };
}

export type AllGeneratorsData = ReturnType<typeof allGeneratorsData>;
