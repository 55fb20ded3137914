import type { GeneratorPageData } from "~/engine/core/page-data";
import { loadGenerator } from "~/engine/load-generator";

import { generatorPageData } from "./page-data";

/**
 * Runs a generator for its page from the URL (see generatorPageData); only an unknown generator
 * returns null (a 404).
 */
export async function loadGeneratorPage(id: string, url: URL): Promise<GeneratorPageData | null> {
  const generator = await loadGenerator(id);
  return generator ? generatorPageData(generator, url.searchParams) : null;
}

/**
 * The query a page's data is made for, as the browser's `URLSearchParams` writes it (Remix's
 * `_routes` of a data request left out), for the page to compare with its address bar's.
 */
export function pageQuery(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  return params.toString();
}
