import type { APIRequestContext } from "@playwright/test";

import { expect, test } from "./fixtures";
import {
  APPLE_TOUCH_ICON,
  DEFAULT_SOCIAL_IMAGE_PATH,
  FAVICON_PATH,
  MANIFEST_PATH,
  SOCIAL_IMAGE_SIZE,
  socialImagePath,
} from "../../app/features/shell/site-images";

// Links that look good when shared (issue 20): every page names a large social image that is
// served, the icons and the web app manifest are served, articles carry Article JSON-LD with an
// author and a publisher, and a nested page's BreadcrumbList is its visible breadcrumb.

/** The origin canonical URLs are built from: DOMAIN_NAME of wrangler.toml, as the tests run. */
const ORIGIN = "http://localhost:8788";

/** An article of content/articles/. */
const ARTICLE_SLUG = "dice-probabilities";

/** One page of each kind, with the social image it must name. */
const PAGES = [
  { path: "/random-number", image: socialImagePath("generators", "random-number") },
  { path: "/categories/numbers", image: socialImagePath("categories", "numbers") },
  { path: "/packs/game-night", image: socialImagePath("packs", "game-night") },
  { path: `/articles/${ARTICLE_SLUG}`, image: socialImagePath("articles", ARTICLE_SLUG) },
  { path: "/", image: DEFAULT_SOCIAL_IMAGE_PATH },
  { path: "/docs/api", image: DEFAULT_SOCIAL_IMAGE_PATH },
];

/** The content of `<meta property|name="key" content="…">` in the page's head. */
function metaContent(html: string, key: string): string | null {
  const tag = new RegExp(
    `<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`,
  );
  return tag.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? null;
}

function linkHref(html: string, rel: string): string | null {
  return new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html)?.[1] ?? null;
}

type JsonLd = Record<string, unknown> & { "@type": string };

function jsonLd(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as JsonLd,
  );
}

/** The width and height a PNG declares in its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)], "PNG signature").toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  expect(bytes.subarray(12, 16).toString("latin1"), "IHDR first").toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Fetches an absolute URL of the site from the server under test (same path, its own port). */
async function fetchPng(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"], url).toBe("image/png");
  return pngSize(await response.body());
}

for (const { path, image } of PAGES) {
  test(`${path} names its absolute social image, a 1200×630 PNG the site serves`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    for (const key of ["og:title", "og:description", "og:type", "twitter:title"]) {
      expect(metaContent(html, key), key).toBeTruthy();
    }
    expect(metaContent(html, "og:url")).toBe(new URL(path, ORIGIN).href);
    expect(metaContent(html, "og:image")).toBe(new URL(image, ORIGIN).href);
    expect(metaContent(html, "og:image:width")).toBe(String(SOCIAL_IMAGE_SIZE.width));
    expect(metaContent(html, "og:image:height")).toBe(String(SOCIAL_IMAGE_SIZE.height));
    expect(metaContent(html, "og:image:alt")).toBeTruthy();
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "twitter:image")).toBe(new URL(image, ORIGIN).href);
    expect(await fetchPng(request, metaContent(html, "og:image")!)).toEqual(SOCIAL_IMAGE_SIZE);
  });
}

test("the favicon, the Apple touch icon and the web app manifest are linked and served", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain(`<link rel="icon" href="${FAVICON_PATH}"`);
  expect(linkHref(html, "apple-touch-icon")).toBe(APPLE_TOUCH_ICON.path);
  expect(linkHref(html, "manifest")).toBe(MANIFEST_PATH);

  const favicon = await request.get(FAVICON_PATH);
  expect(favicon.status()).toBe(200);
  const ico = await favicon.body();
  // An ICO header (reserved 0, type 1 = icon, at least one image), each image a PNG.
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  const count = ico.readUInt16LE(4);
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const entry = 6 + 16 * index;
    const size = ico.readUInt8(entry);
    const offset = ico.readUInt32LE(entry + 12);
    expect(pngSize(ico.subarray(offset))).toEqual({ width: size, height: size });
  }

  const touch = await fetchPng(request, new URL(APPLE_TOUCH_ICON.path, ORIGIN).href);
  expect(touch).toEqual({ width: APPLE_TOUCH_ICON.size, height: APPLE_TOUCH_ICON.size });

  const response = await request.get(MANIFEST_PATH);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.name).toBe("Randomly");
  expect(manifest.short_name).toBe("Randomly");
  expect(manifest.start_url).toBe("/");
  expect(manifest.display).toBe("standalone");
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons) {
    expect(icon.type).toBe("image/png");
    const [width, height] = icon.sizes.split("x").map(Number);
    expect(await fetchPng(request, new URL(icon.src, ORIGIN).href)).toEqual({ width, height });
  }
});

test("an article's JSON-LD names its author and its publisher, with a logo", async ({
  request,
}) => {
  const html = await (await request.get(`/articles/${ARTICLE_SLUG}`)).text();
  const article = jsonLd(html).find((block) => block["@type"] === "Article") as
    | (JsonLd & {
        headline: string;
        datePublished: string;
        image: string;
        author: { "@type": string; name: string };
        publisher: { "@type": string; name: string; logo: { url: string } };
      })
    | undefined;
  expect(article?.headline).toBe(metaContent(html, "og:title"));
  expect(article?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(article?.image).toBe(metaContent(html, "og:image"));
  expect(article?.author).toMatchObject({ "@type": "Organization", name: "Randomly" });
  expect(article?.publisher).toMatchObject({ "@type": "Organization", name: "Randomly" });
  const logo = await fetchPng(request, article!.publisher.logo.url);
  expect(logo.width).toBeGreaterThanOrEqual(112);
});

for (const path of ["/random-number", "/spin-the-wheel", "/categories/numbers", "/docs/api"]) {
  test(`${path}: the BreadcrumbList is the visible breadcrumb`, async ({ page }) => {
    await page.goto(path);
    const html = await page.content();
    const list = jsonLd(html).find((block) => block["@type"] === "BreadcrumbList") as
      | (JsonLd & { itemListElement: { position: number; name: string; item: string }[] })
      | undefined;
    const inJsonLd = (list?.itemListElement ?? []).map((crumb) => ({
      name: crumb.name,
      path: new URL(crumb.item).pathname,
    }));
    expect(list?.itemListElement.map((crumb) => crumb.position)).toEqual(
      inJsonLd.map((_, index) => index + 1),
    );

    const trail = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
    const shown = await trail.evaluateAll((items) =>
      items.map((item) => ({
        name: (item.firstChild?.textContent ?? "").trim(),
        path: item.querySelector("a")?.getAttribute("href") ?? location.pathname,
        current: item.getAttribute("aria-current"),
      })),
    );
    expect(shown.map(({ name, path }) => ({ name, path }))).toEqual(inJsonLd);
    // Home first, the page itself last and marked as the current page.
    expect(shown[0]).toMatchObject({ name: "Home", path: "/" });
    expect(shown.at(-1)).toMatchObject({ path, current: "page" });
  });
}
