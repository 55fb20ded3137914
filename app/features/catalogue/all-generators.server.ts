import { GENERATOR_SUMMARIES } from "~/engine/generator-summaries";

/** The two ways /all lists generators: under their categories, or A to Z. */
export type CatalogueView = "categories" | "az";

/**
 * The /all page's data: the filter and the order asked for in the URL, and how many generators
 * there are. The list is not in it: the server renders it from catalogue-data.ts, and a browser
 * hydrates it from the cards in the HTML (issue 29: it was 7 of the page's 18 KB compressed).
 */
export function allGeneratorsData(url: URL) {
  const params = url.searchParams;
  const query = params.get("q")?.slice(0, 100) ?? "";
  const view: CatalogueView = params.get("view") === "az" ? "az" : "categories";
  return { query, view, count: GENERATOR_SUMMARIES.length };
}

export type AllGeneratorsData = ReturnType<typeof allGeneratorsData>;
