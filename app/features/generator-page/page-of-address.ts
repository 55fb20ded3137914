import type { GeneratorPageData } from "~/engine/core/page-data";
import { loadDefinition } from "~/engine/load-definition";

import { pageRun } from "./page-data";

// Loaded on demand, only when a page's data was made for another address than the one in the
// address bar: offline, the service worker answers a generator's address it never kept with the
// copy it kept of that generator with other settings or another seed.

/** The generator's page for `search`, made in the browser by the same engine as the server. */
export default async function pageOfAddress(
  data: GeneratorPageData,
  search: string,
): Promise<GeneratorPageData> {
  const generator = await loadDefinition(data.generator.category, data.generator.id);
  return generator ? { ...data, ...(await pageRun(generator, new URLSearchParams(search))) } : data;
}
