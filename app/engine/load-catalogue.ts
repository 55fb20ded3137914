import type * as Catalogue from "./catalogue";

// The metadata index (every generator's title, category and icon) as the browser loads it: one
// lazy chunk, shared by search, the generators menu and the saved-values panel, loaded once.
//
// A failed load can be tried again. Chromium remembers a module that failed to load and answers
// a later import() of the same address with the same failure, without asking the network; so
// after a failure the next try loads the same file from a new address (its address is read from
// the browser's error, which names it in Chromium and Firefox).

export type CatalogueModule = typeof Catalogue;

let loading: Promise<CatalogueModule> | null = null;
/** The address of the chunk that failed to load, for the next try. */
let failedAddress: string | null = null;

/** The address of a script named in a failed import's error, without its query, if any. */
export function failedScriptAddress(error: unknown): string | null {
  const url = /https?:\/\/[^\s"')]+?\.js\b/.exec(String(error))?.[0];
  return url ?? null;
}

/** The catalogue's chunk, loaded once; after a failure, the next call tries again. */
export function loadCatalogue(): Promise<CatalogueModule> {
  if (loading) return loading;
  const attempt: Promise<CatalogueModule> = failedAddress
    ? import(/* @vite-ignore */ `${failedAddress}?retry=${Date.now()}`)
    : import("./catalogue");
  loading = attempt;
  attempt.catch((error: unknown) => {
    loading = null;
    failedAddress = failedScriptAddress(error) ?? failedAddress;
  });
  return attempt;
}
