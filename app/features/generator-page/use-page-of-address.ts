import { useEffect, useState } from "react";

import type { GeneratorPageData } from "~/engine/core/page-data";

/**
 * The page's data for the address it was opened at (`search`, the router's: a run shown later
 * rewrites the address bar, not it). The data was made for `query` (pageQuery); for another
 * query (offline: the kept copy of this generator with other settings or another seed), the run
 * the address asks for is made in the browser and replaces it.
 */
export function usePageOfAddress(
  data: GeneratorPageData,
  query: string,
  search: string,
): GeneratorPageData {
  const [own, setOwn] = useState<[GeneratorPageData, GeneratorPageData]>();
  useEffect(() => {
    if (`${new URLSearchParams(search)}` !== query) {
      void import("./page-of-address").then(async (module) =>
        setOwn([data, await module.default(data, search)]),
      );
    }
  }, [data, query, search]);
  return own?.[0] === data ? own[1] : data;
}
