import type { GeneratorPageData } from "~/engine/core/page-data";

import { definitionOf } from "./generate-in-browser";
import { pageRun, type PageRun } from "./page-data";

// Loaded on demand (useAddressRun), only when a page was made for another query than its
// address's: offline, the service worker answers any query of a generator it kept with the copy
// it kept, made with other settings or another seed.

/** The run, settings and problems of the generator's page for `search`, made as the server does. */
export default async function pageOfAddress(
  generator: GeneratorPageData["generator"],
  search: string,
): Promise<PageRun | null> {
  const definition = await definitionOf(generator);
  return definition ? pageRun(definition, new URLSearchParams(search)) : null;
}
