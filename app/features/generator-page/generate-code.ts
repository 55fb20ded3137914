// The code a generator page's first Generate needs beyond the page itself: the engine, the
// generator's category map, the generator and its data. Importing them one after another is a
// chain of three or four downloads (each chunk names the next only once it has run); the build
// writes the whole list for every generator (build-tools/generate-code.ts), the server puts the
// page's list in its data, and at the visitor's first sign the page asks for all of it at once.

/** What build-tools/generate-code.ts writes: URLs under /assets/, for every generator id. */
export interface GenerateCode {
  /** The engine's files, the same for every generator. */
  shared: string[];
  /** Per generator id, its category map, its definition and what that imports, and its data. */
  generators: Record<string, string[]>;
}

/** The files the first Generate of generator `id` loads; none when the build gave no list. */
export function generateCodeOf(code: GenerateCode | undefined, id: string): string[] {
  const own = code?.generators[id];
  return code && own ? [...code.shared, ...own] : [];
}

/**
 * Asks the browser for modules it will soon import, all at once (`modulepreload`: fetched and
 * compiled, run when imported). A URL already asked for is left alone, as Vite's own preloading
 * does, so nothing is fetched twice.
 */
export function preloadModules(urls: readonly string[]): void {
  const asked = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href, location.href).pathname,
    ),
  );
  for (const url of urls) {
    if (asked.has(url)) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = url;
    document.head.appendChild(link);
  }
}
