import { listArticles } from "~/features/docs/index.server";
import { GUIDES } from "~/features/docs";
import { GENERATOR_INDEX } from "~/engine/catalogue";
import { CATEGORIES } from "~/engine/categories";
import { PACKS } from "~/features/packs";

/** A public page search engines should index, with its last change when one is known. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** The pages that stand on their own: sections and indexes. */
const SECTION_PATHS = [
  "/",
  "/all",
  "/categories",
  "/packs",
  "/lists",
  "/articles",
  "/docs",
  "/docs/generators",
];

/**
 * Every public page, read from the registries (generators, categories, packs, articles, docs),
 * so a new entry in any of them reaches the sitemap without being listed again.
 */
export function sitemapEntries(): SitemapEntry[] {
  return [
    ...SECTION_PATHS.map((path) => ({ path })),
    ...CATEGORIES.map((category) => ({ path: `/categories/${category.id}` })),
    ...GENERATOR_INDEX.map((generator) => ({ path: `/${generator.id}` })),
    ...PACKS.map((pack) => ({ path: `/packs/${pack.id}` })),
    ...listArticles().map((article) => ({
      path: `/articles/${article.slug}`,
      lastmod: article.date,
    })),
    ...GUIDES.map((guide) => ({ path: `/docs/${guide.slug}` })),
    ...GENERATOR_INDEX.map((generator) => ({ path: `/docs/generators/${generator.id}` })),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The sitemap protocol's XML for the given site origin. */
export function sitemapXml(origin: string): string {
  const urls = sitemapEntries().map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(new URL(path, origin).href)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything public may be crawled; the JSON endpoints may not. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /resources/",
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
}
