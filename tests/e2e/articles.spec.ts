import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import type { Page } from "@playwright/test";

import { expect, hydrated, test } from "./fixtures";

const articleList = (page: Page) =>
  page.getByRole("list", { name: "Articles, newest first" }).locator(":scope > li");

/** Every article's address and title, in the order /articles lists them. */
async function listedArticles(page: Page): Promise<{ href: string; title: string }[]> {
  await page.goto("/articles");
  return articleList(page)
    .getByRole("heading", { level: 2 })
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute("href") ?? "",
        title: link.textContent?.trim() ?? "",
      })),
    );
}

test.describe("articles list", () => {
  test("shows at least ten articles, newest first, each with its date, reading time and tags", async ({
    page,
  }) => {
    const response = await page.goto("/articles");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Articles" })).toBeVisible();
    await expect(page).toHaveTitle("Articles · Randomly");

    const items = articleList(page);
    expect(await items.count()).toBeGreaterThanOrEqual(10);
    const dates = await items
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(dates.length).toBe(await items.count());
    expect(dates).toEqual([...dates].sort().reverse());

    for (const item of await items.all()) {
      await expect(item.getByRole("heading", { level: 2 }).getByRole("link")).toHaveAttribute(
        "href",
        /^\/articles\/[a-z0-9-]+$/,
      );
      await expect(item.getByText(/^\d+ min read$/)).toBeVisible();
      await expect(
        item.getByRole("list", { name: "Tags" }).getByRole("listitem").first(),
      ).toBeVisible();
    }
    // Dates read as people write them.
    await expect(items.first().locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, 20\d\d$/);
  });

  test("opens an article from its title", async ({ page }) => {
    await page.goto("/articles");
    const first = articleList(page).first().getByRole("heading", { level: 2 }).getByRole("link");
    const title = (await first.textContent())?.trim() ?? "";
    await first.click();
    await expect(page).toHaveURL(/\/articles\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });
});

test.describe("article pages", () => {
  test("every article renders with its reading time, tags, body and working links", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const articles = await listedArticles(page);
    expect(articles.length).toBeGreaterThanOrEqual(10);
    const checked = new Map<string, number>();
    const statusOf = async (href: string) => {
      if (!checked.has(href)) checked.set(href, (await page.request.get(href)).status());
      return checked.get(href);
    };

    for (const { href, title } of articles) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Randomly`);
      await expect(page.locator("main").getByText(/^\d+ min read$/)).toBeVisible();
      await expect(
        page.getByRole("list", { name: "Tags" }).getByRole("listitem").first(),
      ).toBeVisible();
      expect(await page.locator(".prose p").count(), href).toBeGreaterThan(5);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${href}$`),
      );
      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
      expect(jsonLd).toContainEqual(
        expect.objectContaining({ "@type": "Article", headline: title }),
      );

      const generators = page
        .getByRole("region", { name: "Generators in this article" })
        .getByRole("link");
      expect(await generators.count(), href).toBeGreaterThan(0);
      for (const link of await generators.all()) {
        const target = (await link.getAttribute("href")) ?? "";
        expect(target).toMatch(/^\/[a-z0-9-]+$/);
        expect(await statusOf(target), target).toBe(200);
      }

      // Every link inside the body leads somewhere real.
      const bodyLinks = await page
        .locator(".prose a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      for (const target of bodyLinks.filter((target) => target.startsWith("/"))) {
        expect(await statusOf(target), `${href} → ${target}`).toBe(200);
      }
    }
  });

  test("a generator link opens that generator", async ({ page }) => {
    await page.goto("/articles/dice-probabilities");
    await page
      .getByRole("region", { name: "Generators in this article" })
      .getByRole("link", { name: "Dice Roller" })
      .click();
    await expect(page).toHaveURL(/\/dice-roller$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dice Roller" })).toBeVisible();
  });

  test("the example permalink in the seeds article gives the dice it promises", async ({
    page,
  }) => {
    await page.goto("/articles/seeds-and-permalinks");
    await expect(page.locator(".prose")).toContainText("always shows the totals 2, 6, 2, 6 and 5");
    await page
      .locator(".prose")
      .getByRole("link", { name: /^\/dice-roller\?/ })
      .click();
    await expect(page).toHaveURL(/\/dice-roller\?notation=2d6&count=5&seed=game-night&v=4$/);
    // Each result shows the total, then the dice: "6[5, 1]".
    const totals = [2, 6, 2, 6, 5].map((total) => new RegExp(`^${total}\\[`));
    await expect(page.locator(".result-value")).toHaveText(totals);
  });

  test("a link in the article's text opens the page without reloading the site", async ({
    page,
  }) => {
    await page.goto("/articles/how-to-shuffle-correctly");
    await hydrated(page);
    // Survives only while this document lives: a full page load would wipe it.
    await page.evaluate(() => {
      (window as unknown as { sameDocument?: boolean }).sameDocument = true;
    });
    const link = page.locator(".prose").getByRole("link", { name: "Shuffle a List" });
    // Still a real link, for a new tab or a browser without JavaScript.
    await expect(link).toHaveAttribute("href", "/shuffle-list");
    // Ctrl+click is left to the browser: a new tab opens and this page stays.
    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      link.click({ modifiers: ["Control"] }),
    ]);
    await expect(tab).toHaveURL(/\/shuffle-list$/);
    await tab.close();
    await expect(page).toHaveURL(/\/articles\/how-to-shuffle-correctly$/);
    await link.click();
    await expect(page).toHaveURL(/\/shuffle-list$/);
    await expect(page.getByRole("heading", { level: 1, name: "Shuffle a List" })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    // Back returns to the article.
    await page.goBack();
    await expect(
      page.getByRole("heading", { level: 1, name: /^How to shuffle a list correctly/ }),
    ).toBeVisible();
  });

  test("the table of contents jumps to a section", async ({ page }) => {
    await page.goto("/articles/lottery-odds");
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: "The big games" })
      .click();
    await expect(page).toHaveURL(/#the-big-games$/);
    await expect(page.getByRole("heading", { level: 2, name: "The big games" })).toBeInViewport();
  });
});

test.describe("unknown articles", () => {
  test.use({ expectHttpErrors: true });

  test("answer 404 inside the layout", async ({ page }) => {
    const response = await page.goto("/articles/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByText('There is no article called "no-such-article".')).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found · Randomly");
  });
});

test.describe("the Markdown parser stays on the build machine", () => {
  // Text that only the parsers contain (their own error messages).
  const MARKERS = [
    { file: "node_modules/marked/lib/marked.esm.js", text: "marked(): input parameter" },
    {
      file: "node_modules/yaml/dist/compose/resolve-block-map.js",
      text: "Implicit map keys need to be followed by map values",
    },
  ];

  test("no script the browser loads, and no built client asset, contains marked or yaml", async ({
    page,
  }) => {
    for (const marker of MARKERS) {
      expect(await readFile(marker.file, "utf8"), marker.file).toContain(marker.text);
    }

    // The addresses of the scripts loaded, fetched again at the end: a chunk that arrives after
    // hydration may still be on its way when the next page replaces this one, and the browser
    // then drops its body.
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(request.url());
    });
    await page.goto("/articles/how-to-shuffle-correctly");
    await expect(page.locator(".prose")).toContainText("Fisher–Yates");
    await page.goto("/articles");
    const loaded = await Promise.all(
      [...scripts].map(async (url) => (await page.request.get(url)).text()),
    );
    expect(loaded.length).toBeGreaterThan(0);

    const assetsDir = path.join("build", "client", "assets");
    const assets = await Promise.all(
      (await readdir(assetsDir))
        .filter((name) => name.endsWith(".js"))
        .map((name) => readFile(path.join(assetsDir, name), "utf8")),
    );
    expect(assets.length).toBeGreaterThan(0);

    for (const source of [...loaded, ...assets]) {
      for (const marker of MARKERS) expect(source.includes(marker.text), marker.text).toBe(false);
    }
  });
});
