import type { APIRequestContext } from "@playwright/test";

import { expect, test } from "./fixtures";

// What a search engine sees: a crawl from the home page and one from the sitemap reach every
// public page with 200, find no broken internal link, and every page has its own title, a
// description and a canonical URL.

interface PageFacts {
  status: number;
  title: string | null;
  description: string | null;
  canonical: string | null;
  links: string[];
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;

async function fetchPage(request: APIRequestContext, url: string): Promise<PageFacts> {
  const response = await request.get(url, { maxRedirects: 0 });
  const type = response.headers()["content-type"] ?? "";
  const html = type.includes("text/html") ? await response.text() : "";
  return {
    status: response.status(),
    title: attr(html, /<title>([^<]*)<\/title>/),
    description: attr(html, /<meta name="description" content="([^"]*)"/),
    canonical: attr(html, /<link rel="canonical" href="([^"]*)"/),
    links: [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&")),
  };
}

/** Internal links, with fragments dropped and the return address of Cookie Settings ignored. */
function internal(href: string, base: string): string | null {
  const url = new URL(href, base);
  if (url.origin !== new URL(base).origin) return null;
  if (url.pathname === "/cookie-settings") url.search = "";
  url.hash = "";
  return url.pathname + url.search;
}

/** Visits pages breadth-first, a few at a time, until no new internal link turns up. */
async function crawl(request: APIRequestContext, base: string, start: string[]) {
  const seen = new Map<string, PageFacts>();
  const linkedFrom = new Map<string, string>();
  let queue = [...start];
  for (const path of start) linkedFrom.set(path, "(start)");
  while (queue.length > 0) {
    const batch = queue.filter((path) => !seen.has(path));
    queue = [];
    for (let i = 0; i < batch.length; i += 8) {
      const pages = await Promise.all(
        batch.slice(i, i + 8).map(async (path) => [path, await fetchPage(request, path)] as const),
      );
      for (const [path, facts] of pages) {
        seen.set(path, facts);
        for (const href of facts.links) {
          const next = internal(href, new URL(path, base).href);
          if (next && !seen.has(next) && !linkedFrom.has(next)) {
            linkedFrom.set(next, path);
            queue.push(next);
          }
        }
      }
    }
  }
  return { seen, linkedFrom };
}

test("a crawl from the home page reaches every page, and every link works", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { seen, linkedFrom } = await crawl(request, baseURL!, ["/"]);
  const broken = [...seen].filter(([, facts]) => facts.status !== 200);
  expect(
    broken.map(
      ([path, facts]) => `${path} → ${facts.status} (linked from ${linkedFrom.get(path)})`,
    ),
  ).toEqual([]);

  // Every HTML page has a title, a description and a canonical URL; titles are unique per page.
  const pages = [...seen].filter(([, facts]) => facts.title !== null);
  for (const [path, facts] of pages) {
    expect(facts.title, path).toBeTruthy();
    expect(facts.description, path).toBeTruthy();
    expect(facts.canonical, path).toMatch(/^https?:\/\/[^/]+\//);
  }
  const titleByCanonical = new Map(pages.map(([, f]) => [f.canonical, f.title]));
  const titles = [...titleByCanonical.values()];
  expect(titles.length).toBeGreaterThan(150);
  expect(new Set(titles).size).toBe(titles.length);

  // The sitemap's pages are all reachable from the home page by links.
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const reached = new Set([...seen.keys()].map((path) => new URL(path, baseURL).pathname));
  expect(listed.filter((path) => !reached.has(path))).toEqual([]);
});

test("every page in the sitemap answers 200 with its canonical URL", async ({ request }) => {
  test.setTimeout(120_000);
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!));
  expect(urls.length).toBeGreaterThan(150);
  for (let i = 0; i < urls.length; i += 8) {
    await Promise.all(
      urls.slice(i, i + 8).map(async (url) => {
        const facts = await fetchPage(request, url.pathname);
        expect(facts.status, url.pathname).toBe(200);
        // The canonical URL is the sitemap's own URL for the page: one address per page.
        expect(facts.canonical, url.pathname).toBe(url.href);
      }),
    );
  }
});

test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Sitemap: http:\/\/localhost:8788\/sitemap\.xml$/m);
});

test.describe("unknown pages", () => {
  test.use({ expectHttpErrors: true });
  for (const path of [
    "/articles/no-such-article",
    "/packs/no-such-pack",
    "/docs/no-such-guide",
    "/docs/generators/no-such-generator",
  ]) {
    test(`${path} answers 404 inside the layout`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("link", { name: /all generators/i }).first()).toBeVisible();
    });
  }
});

test("nested pages carry their breadcrumb trail, and every page its social tags", async ({
  request,
}) => {
  const html = await (await request.get("/random-number")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) =>
      JSON.parse(m[1]!) as { "@type": string; itemListElement?: { name: string; item: string }[] },
  );
  const trail = blocks.find((block) => block["@type"] === "BreadcrumbList")?.itemListElement;
  expect(trail?.map((crumb) => crumb.name)).toEqual([
    "Home",
    "Categories",
    "Numbers",
    "Random Number",
  ]);
  expect(trail?.at(-1)?.item).toBe("http://localhost:8788/random-number");
  for (const tag of ["og:title", "og:description", "og:url", "og:type", "og:site_name"]) {
    expect(html).toContain(`property="${tag}"`);
  }
  for (const tag of ["twitter:card", "twitter:title", "twitter:description"]) {
    expect(html).toContain(`name="${tag}"`);
  }
});
