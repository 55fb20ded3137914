import { describe, expect, it } from "vitest";

import { listArticles } from "~/features/docs/index.server";
import { GUIDES } from "~/features/docs";
import { GENERATOR_INDEX } from "~/engine/catalogue";
import { CATEGORIES } from "~/engine/categories";
import { PACKS } from "~/features/packs";

import { robotsTxt, sitemapEntries, sitemapXml } from "./sitemap.server";

describe("the sitemap", () => {
  const paths = sitemapEntries().map((entry) => entry.path);

  it("lists every public page of every registry, each once", () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      "/",
      "/all",
      "/categories",
      "/packs",
      "/articles",
      "/docs",
      "/docs/generators",
      ...CATEGORIES.map((c) => `/categories/${c.id}`),
      ...GENERATOR_INDEX.map((g) => `/${g.id}`),
      ...GENERATOR_INDEX.map((g) => `/docs/generators/${g.id}`),
      ...PACKS.map((p) => `/packs/${p.id}`),
      ...listArticles().map((a) => `/articles/${a.slug}`),
      ...GUIDES.map((g) => `/docs/${g.slug}`),
    ]) {
      expect(paths).toContain(path);
    }
  });

  it("leaves out pages that are not content: account screens, settings, JSON endpoints", () => {
    for (const prefix of [
      "/sign-in",
      "/sign-up",
      "/user",
      "/organization",
      "/resources",
      "/cookie-settings",
    ]) {
      const under = (path: string) => path === prefix || path.startsWith(`${prefix}/`);
      expect(paths.filter(under)).toEqual([]);
    }
  });

  it("writes absolute URLs on the configured domain, with article dates", () => {
    const xml = sitemapXml("https://random.example.com");
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain("<url><loc>https://random.example.com/</loc></url>");
    const article = listArticles()[0]!;
    expect(xml).toContain(
      `<url><loc>https://random.example.com/articles/${article.slug}</loc><lastmod>${article.date}</lastmod></url>`,
    );
    expect(xml.match(/<url>/g)).toHaveLength(paths.length);
  });

  it("robots.txt points to the sitemap and keeps crawlers out of the JSON endpoints", () => {
    const robots = robotsTxt("https://random.example.com");
    expect(robots).toContain("Sitemap: https://random.example.com/sitemap.xml");
    expect(robots).toContain("Disallow: /resources/");
  });
});
