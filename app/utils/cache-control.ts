/** Cache-Control values, named once: every response and public/_headers use these. */
export const CACHE_CONTROL = {
  /** Content-hashed build assets under /assets: never change, cache for a year. */
  immutable: "public, max-age=31536000, immutable",
  /**
   * Answers that change only when new code is deployed (a seeded API run that does not pin its
   * version `v`): kept a day, then asked again with their ETag.
   */
  revalidateDaily: "public, max-age=86400, must-revalidate",
  /** HTML carries a per-request CSP nonce, so it must not be shared by caches. */
  document: "private, no-cache",
  /** Responses that depend on the visitor (cookies, saved values). */
  noStore: "no-store",
  /** Public, visitor-independent text such as robots.txt and sitemap.xml. */
  publicShort: "public, max-age=300, s-maxage=3600",
} as const;
