import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import type { APIRequestContext } from "@playwright/test";

import { DEFAULT_CONSENT, applyConsentChoice } from "../../app/features/consent/consent";
import { serializeConsent } from "../../app/features/consent/consent.server";
import { FIRST_LOAD_JS_BUDGET_BYTES, measureUrls, urlsInHtml } from "../../bench/first-load";
import { checkHtmlFiles, javaAvailable } from "../support/html-checker";
import { DESKTOP_UA, expect, test } from "./fixtures";

// What a search engine and a first-time visitor get, checked at the request level in one pass:
// every page of the sitemap, and every page a link leads to, is fetched once per kind of visitor,
// and each fetched HTML is checked for everything at once: its status, its canonical URL, its
// title, description and social tags, its first-load JavaScript (issue 8) and, through the W3C
// Nu HTML Checker, its validity (issue 20). A crawl from the home page must reach every page of
// the sitemap, and no internal link may be broken. Browser sweeps (tests/e2e/layout.spec.ts,
// a11y.spec.ts) then take one page of each type; every page is still covered here.

/** The origin canonical URLs are built from: DOMAIN_NAME of wrangler.toml, as the tests run. */
const ORIGIN = "http://localhost:8788";
const NOT_FOUND_PATH = "/no-such-page-for-the-sitemap-pass";
const IN_FLIGHT = 8;
const CLIENT_DIR = path.resolve("build", "client");
/** How a request on a connection the server closed just as it was reused fails. */
const STALE_CONNECTION = /ECONNRESET|EPIPE|socket hang up/;

/**
 * The visitors each page is fetched for. A crawler gets the fully rendered page (entry.server
 * waits for every boundary); a person gets it streamed, with the consent dialog on a first visit
 * and without it once they have chosen (the cookie, everything optional refused).
 */
type Visitor = "crawler" | "first visit" | "return visit";

/** Everything the checks read from one fetched page. */
interface PageFacts {
  status: number;
  location: string | null;
  html: boolean;
  title: string | null;
  description: string | null;
  canonical: string | null;
  meta: Map<string, string>;
  /** Gzipped bytes of the JavaScript the page names. */
  jsBytes: number;
  links: string[];
}

const decode = (text: string) => text.replace(/&amp;/g, "&");
const attr = (html: string, pattern: RegExp) => {
  const found = pattern.exec(html)?.[1];
  return found === undefined ? null : decode(found);
};

/** The `<meta property|name="…" content="…">` tags of a page, by key. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    tags.set(match[1]!, decode(match[2]!));
  }
  return tags;
}

/** Internal links, with fragments dropped and the return address of Cookie Settings ignored. */
function internal(href: string, base: string): string | null {
  const url = new URL(href, base);
  if (url.origin !== new URL(base).origin) return null;
  if (url.pathname === "/cookie-settings") url.search = "";
  url.hash = "";
  return url.pathname + url.search;
}

/** Runs `task` over `items`, IN_FLIGHT at a time. */
async function inFlight<T>(items: readonly T[], task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

test("one pass over the sitemap: status, canonical, social tags, JavaScript budget and valid HTML on every page, and every link works", async ({
  request,
  baseURL,
}, testInfo) => {
  // About 2,000 pages fetched and checked: minutes on CI's two cores.
  test.setTimeout(900_000);
  const sitemapResponse = await request.get("/sitemap.xml");
  expect(sitemapResponse.status()).toBe(200);
  expect(sitemapResponse.headers()["content-type"]).toContain("application/xml");
  const sitemap = [...(await sitemapResponse.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(decode(match[1]!)),
  );
  expect(sitemap.length).toBeGreaterThan(300);
  const sitemapPaths = sitemap.map((url) => url.pathname);

  const returning = {
    Cookie: (
      await serializeConsent(
        new Request("http://localhost/"),
        applyConsentChoice("reject-all", DEFAULT_CONSENT),
      )
    ).split(";")[0]!,
  };
  const headersOf: Record<Visitor, Record<string, string>> = {
    crawler: {},
    "first visit": { "User-Agent": DESKTOP_UA },
    "return visit": { "User-Agent": DESKTOP_UA, ...returning },
  };

  // The HTML checker reads pages from files: the crawler's view of every page, the 404 page,
  // and a person's first visit of the home page (with the consent dialog).
  const htmlDir = testInfo.outputPath("pages");
  rmSync(htmlDir, { recursive: true, force: true });
  mkdirSync(htmlDir, { recursive: true });
  const checkedAs = new Map<string, string>();
  const toCheck = (visitor: Visitor, pagePath: string) =>
    visitor === "crawler" || (visitor === "first visit" && pagePath === "/");

  let resent = 0;
  const sizes = new Map<string, number>();
  const gzipOf = (urls: string[]) =>
    urls.reduce((sum, url) => {
      if (!sizes.has(url)) sizes.set(url, measureUrls(CLIENT_DIR, [url]).js.gzip);
      return sum + sizes.get(url)!;
    }, 0);

  async function fetchPage(request: APIRequestContext, visitor: Visitor, pagePath: string) {
    const options = { headers: headersOf[visitor], maxRedirects: 0 };
    const response = await request.get(pagePath, options).catch((error: Error) => {
      // A kept-alive connection the server closed just as it was reused: sent once more. A
      // crashed server would refuse the second attempt too, and that fails the test.
      if (!STALE_CONNECTION.test(error.message)) throw error;
      resent += 1;
      return request.get(pagePath, options);
    });
    const html = (response.headers()["content-type"] ?? "").includes("text/html");
    const text = html ? await response.text() : "";
    if (html && toCheck(visitor, pagePath)) {
      const file = path.join(htmlDir, `${String(checkedAs.size).padStart(5, "0")}.html`);
      checkedAs.set(`file:${file}`, `${pagePath} (${visitor})`);
      writeFileSync(file, text);
    }
    return {
      status: response.status(),
      location: response.headers()["location"] ?? null,
      html,
      title: attr(text, /<title>([^<]*)<\/title>/),
      description: attr(text, /<meta name="description" content="([^"]*)"/),
      canonical: attr(text, /<link rel="canonical" href="([^"]*)"/),
      meta: metaTags(text),
      jsBytes: gzipOf(urlsInHtml(text).filter((url) => url.endsWith(".js"))),
      links: [...text.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => decode(match[1]!)),
    } satisfies PageFacts;
  }

  // Every page of the sitemap and the 404 page, for every visitor.
  const visitors = Object.keys(headersOf) as Visitor[];
  const visits = [...sitemapPaths, NOT_FOUND_PATH].flatMap((pagePath) =>
    visitors.map((visitor) => ({ pagePath, visitor })),
  );
  const facts = new Map<string, PageFacts>();
  const key = (visitor: Visitor, pagePath: string) => `${visitor} ${pagePath}`;
  await inFlight(visits, async ({ pagePath, visitor }) => {
    facts.set(key(visitor, pagePath), await fetchPage(request, visitor, pagePath));
  });

  // Then, as a crawler, every page an internal link leads to, until no new one turns up.
  const crawled = new Map<string, PageFacts>(
    sitemapPaths.map((pagePath) => [pagePath, facts.get(key("crawler", pagePath))!]),
  );
  const linkedFrom = new Map<string, string>();
  const linksOf = (pagePath: string) =>
    crawled
      .get(pagePath)!
      .links.map((href) => internal(href, new URL(pagePath, baseURL).href))
      .filter((link): link is string => link !== null);
  let frontier = [...crawled.keys()];
  while (frontier.length > 0) {
    const found: string[] = [];
    for (const pagePath of frontier) {
      for (const link of linksOf(pagePath)) {
        if (!crawled.has(link) && !linkedFrom.has(link)) found.push(link);
        if (!linkedFrom.has(link)) linkedFrom.set(link, pagePath);
      }
    }
    await inFlight(found, async (pagePath) => {
      crawled.set(pagePath, await fetchPage(request, "crawler", pagePath));
    });
    frontier = found;
  }

  // Every link works: whatever a link leads to answers 200, without a redirect.
  expect(
    [...crawled]
      .filter(([pagePath, page]) => linkedFrom.has(pagePath) && page.status !== 200)
      .map(
        ([pagePath, page]) =>
          `${pagePath} → ${page.status}${page.location ? ` to ${page.location}` : ""} (linked from ${linkedFrom.get(pagePath)})`,
      ),
    "broken links",
  ).toEqual([]);

  // The crawl from the home page alone reaches every page of the sitemap.
  const reached = new Set(["/"]);
  for (let queue = ["/"]; queue.length > 0;) {
    queue = queue.flatMap((pagePath) =>
      linksOf(pagePath).filter((link) => !reached.has(link) && reached.add(link)),
    );
  }
  const reachedPaths = new Set([...reached].map((link) => new URL(link, baseURL).pathname));
  expect(
    sitemapPaths.filter((pagePath) => !reachedPaths.has(pagePath)),
    "pages of the sitemap no link from the home page leads to",
  ).toEqual([]);

  // Every HTML page a crawler finds has a title, a description and a canonical URL; a title
  // names one page only.
  const htmlPages = [...crawled].filter(([, page]) => page.html && page.title !== null);
  const untitled = htmlPages.flatMap(([pagePath, page]) => [
    ...(page.title ? [] : [`${pagePath}: no title`]),
    ...(page.description ? [] : [`${pagePath}: no description`]),
    ...(/^https?:\/\/[^/]+\//.test(page.canonical ?? "")
      ? []
      : [`${pagePath}: canonical ${page.canonical}`]),
  ]);
  expect(untitled, "pages without a title, a description or a canonical URL").toEqual([]);
  const titleByCanonical = new Map(htmlPages.map(([, page]) => [page.canonical, page.title]));
  const titles = [...titleByCanonical.values()];
  expect(titles.length).toBeGreaterThan(150);
  expect(
    titles.filter((title, i) => titles.indexOf(title) !== i),
    "titles used twice",
  ).toEqual([]);

  // Per page of the sitemap and per visitor, on the same HTML: 200, its canonical URL is the
  // sitemap's own URL for it (one address per page), its social tags, and its JavaScript.
  const problems: string[] = [];
  let largest = { where: "", bytes: 0 };
  for (const url of [...sitemap, new URL(NOT_FOUND_PATH, ORIGIN)]) {
    const notFound = url.pathname === NOT_FOUND_PATH;
    for (const visitor of visitors) {
      const where = `${url.pathname} (${visitor})`;
      const page = facts.get(key(visitor, url.pathname))!;
      if (page.status !== (notFound ? 404 : 200)) problems.push(`${where}: status ${page.status}`);
      if (page.jsBytes > largest.bytes) largest = { where, bytes: page.jsBytes };
      if (page.jsBytes > FIRST_LOAD_JS_BUDGET_BYTES) {
        problems.push(`${where}: ${page.jsBytes} bytes of first-load JavaScript, gzipped`);
      }
      if (notFound) continue;
      if (page.canonical !== url.href) problems.push(`${where}: canonical ${page.canonical}`);
      for (const tag of [
        "og:title",
        "og:description",
        "og:type",
        "og:site_name",
        "og:image:alt",
        "twitter:title",
        "twitter:description",
      ]) {
        if (!page.meta.get(tag)) problems.push(`${where}: no ${tag}`);
      }
      const image = page.meta.get("og:image") ?? "";
      const expected: [string, string | undefined][] = [
        ["og:url", url.href],
        ["twitter:card", "summary_large_image"],
        ["twitter:image", image],
        ["og:image:width", "1200"],
        ["og:image:height", "630"],
      ];
      for (const [tag, value] of expected) {
        if (page.meta.get(tag) !== value) problems.push(`${where}: ${tag} ${page.meta.get(tag)}`);
      }
      if (!image.startsWith(`${ORIGIN}/`)) problems.push(`${where}: og:image ${image}`);
    }
  }
  console.log(
    `${facts.size + crawled.size - sitemap.length} pages fetched (${resent} resent after a ` +
      `closed connection); largest first load: ${largest.where}, ${largest.bytes} bytes gzipped`,
  );
  expect(problems, `over ${FIRST_LOAD_JS_BUDGET_BYTES} bytes or otherwise wrong`).toEqual([]);

  // Valid HTML: the crawler's view of every page, the 404 page and a person's first visit, in
  // one run of the checker. CI installs Java (.ci/run); elsewhere the test says why it stops.
  expect(checkedAs.size).toBeGreaterThan(sitemap.length);
  test.skip(
    !process.env.CI && !javaAvailable(),
    "Java is needed for the HTML checker (Debian: apt-get install default-jre-headless)",
  );
  const errors = checkHtmlFiles(htmlDir).map(
    (message) =>
      `${checkedAs.get(message.url) ?? message.url}${message.lastLine ? `:${message.lastLine}` : ""}: ` +
      `${message.message}${message.extract ? ` (${message.extract.trim()})` : ""}`,
  );
  expect(errors, "the HTML checker's errors").toEqual([]);
});

test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Sitemap: http:\/\/localhost:8788\/sitemap\.xml$/m);
});

test("nested pages carry their breadcrumb trail", async ({ request }) => {
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
