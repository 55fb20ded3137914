import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

import { OUTPUT_FORMATS, OUTPUT_PARAMETER } from "../../app/features/api/output-format.server";
import { GUIDES } from "../../app/features/docs/guides";
import { SECRET_GENERATOR_IDS } from "../../app/engine/registry/metadata.generated";
import { CATEGORIES } from "../../app/engine/categories";
import { GENERATOR_INDEX as GENERATORS } from "../../app/engine/catalogue";
import { findGenerator } from "../../app/engine/testing/all-generators";
import { violations } from "./axe";
import { expect, test } from "./fixtures";

/** The text of an HTML fragment as a reader sees it. */
function plain(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

interface Fetched {
  path: string;
  status: number;
  h1: string;
  title: string;
  canonical: string | undefined;
}

async function fetchPage(request: APIRequestContext, path: string): Promise<Fetched> {
  const response = await request.get(path);
  const html = await response.text();
  return {
    path,
    status: response.status(),
    h1: plain(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ""),
    title: plain(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ""),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
  };
}

async function resultTexts(page: Page): Promise<string[]> {
  return (await page.locator(".result-value").allTextContents()).map((t) => t.trim());
}

test.describe("docs", () => {
  test("the index links to every guide and to the generator reference", async ({ page }) => {
    const response = await page.goto("/docs");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Docs" })).toBeVisible();

    const guides = page.getByRole("list", { name: "Guides" });
    await expect(guides.getByRole("link")).toHaveCount(GUIDES.length);
    for (const guide of GUIDES) {
      await expect(guides.getByRole("link", { name: guide.title, exact: false })).toHaveAttribute(
        "href",
        `/docs/${guide.slug}`,
      );
    }
    await expect(
      page.getByRole("link", { name: "Browse the generator reference" }),
    ).toHaveAttribute("href", "/docs/generators");
    await expect(
      page.getByRole("list", { name: "Reference by category" }).getByRole("link"),
    ).toHaveCount(CATEGORIES.length);

    // A guide opens in place, with a way back to the index.
    await guides.getByRole("link", { name: /Keyboard shortcuts/ }).click();
    await expect(page).toHaveURL(/\/docs\/keyboard-shortcuts$/);
    await expect(page.getByRole("heading", { level: 1, name: "Keyboard shortcuts" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Shortcuts" })).toContainText("Ctrl + K");
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Docs" })
      .click();
    await expect(page).toHaveURL(/\/docs$/);
  });

  test("the links of the former single docs page still land on their guides", async ({ page }) => {
    await page.goto("/docs#seeds");
    await expect(page.locator("#seeds").getByRole("link")).toHaveAttribute(
      "href",
      "/docs/seeds-and-permalinks",
    );
    await expect(page.locator("#privacy").getByRole("link")).toHaveAttribute(
      "href",
      "/docs/saved-values-and-privacy",
    );
  });

  test("the generator reference lists every generator under its category", async ({ page }) => {
    await page.goto("/docs/generators");
    await expect(
      page.getByRole("heading", { level: 1, name: "Generator reference" }),
    ).toBeVisible();
    for (const generator of GENERATORS) {
      const category = CATEGORIES.find((c) => c.id === generator.category);
      const section = page.getByRole("region", { name: category?.title, exact: true });
      await expect(section.locator(`a[href="/docs/generators/${generator.id}"]`)).toContainText(
        generator.title,
      );
    }
    await expect(page.locator('main a[href^="/docs/generators/"]')).toHaveCount(GENERATORS.length);
  });

  test("every guide and every generator's reference answers 200 with its h1, title and canonical", async ({
    request,
  }) => {
    const expected = [
      ...GUIDES.map((guide) => ({ path: `/docs/${guide.slug}`, h1: guide.title })),
      ...GENERATORS.map((g) => ({ path: `/docs/generators/${g.id}`, h1: g.title })),
    ];
    const pages: Fetched[] = [];
    // A few at a time: quick, without flooding the local server.
    for (let i = 0; i < expected.length; i += 6) {
      pages.push(
        ...(await Promise.all(
          expected.slice(i, i + 6).map(({ path }) => fetchPage(request, path)),
        )),
      );
    }
    for (const [i, page] of pages.entries()) {
      const want = expected[i];
      expect(page.status, page.path).toBe(200);
      expect(page.h1, page.path).toContain(want?.h1);
      expect(page.title, page.path).toMatch(/ · Randomly$/);
      expect(page.canonical, page.path).toMatch(new RegExp(`${page.path}$`));
    }
    const titles = pages.map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  for (const id of ["playing-cards", "uuid-v7"]) {
    test(`the ${id} example's permalink opens the generator page with the same values`, async ({
      page,
    }) => {
      const generator = findGenerator(id);
      await page.goto(`/docs/generators/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: generator?.title })).toBeVisible();
      const example = page.getByRole("list", { name: "Example values" }).getByRole("listitem");
      const values = (await example.allTextContents()).map((t) => t.trim());
      expect(values.length).toBeGreaterThan(0);

      await page
        .getByRole("link", { name: `Open this example on the ${generator?.title} page` })
        .click();
      await expect(page).toHaveURL(
        new RegExp(`/${id}\\?.*seed=docs-example&v=${generator?.version}`),
      );
      if (generator?.usesClock) await expect(page).toHaveURL(/&at=1735732800000$/);
      await expect(page.getByTestId("seeded-note")).toContainText("docs-example");
      await expect(page.locator(".result-value").first()).toBeVisible();
      expect(await resultTexts(page)).toEqual(values);
    });
  }
});

test.describe("unknown docs pages", () => {
  test.use({ expectHttpErrors: true });

  for (const [path, message] of [
    ["/docs/no-such-guide", 'There is no docs page called "no-such-guide".'],
    ["/docs/generators/no-such-generator", 'There is no generator called "no-such-generator".'],
  ] as const) {
    test(`${path} answers 404 and says what is missing`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page).toHaveTitle("Page not found · Randomly");
    });
  }
});

test.describe("the API docs", () => {
  test("the footer leads to the API guide, and a reference page's API address answers its example", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link", { name: "API" })
      .click();
    await expect(page).toHaveURL(/\/docs\/api$/);
    await expect(page.getByRole("heading", { level: 1, name: "Public API" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Error codes" })).toContainText("rate_limited");

    await page.goto("/docs/generators/dice-roller");
    const address =
      (await page
        .getByRole("link", { name: /\/api\/v1\/generators\/dice-roller\?/ })
        .textContent()) ?? "";
    expect(address).toMatch(/\/api\/v1\/generators\/dice-roller\?.*seed=docs-example/);
    const shown = (
      await page
        .getByRole("list", { name: "Example values" })
        .getByRole("listitem")
        .allTextContents()
    ).map((text) => text.trim());
    const url = new URL(address);
    const answer = await request.get(`${url.pathname}${url.search}&format=txt`);
    expect(answer.status()).toBe(200);
    expect((await answer.text()).trim().split("\n")).toEqual(shown);
  });
});

/** The code of the sample captioned `label` on the page. */
function sample(page: Page, label: string): Locator {
  return page
    .getByRole("figure")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("code");
}

test.describe("the API guide", () => {
  test("shows how to add the MCP server to a client, and the server it names answers", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/docs/api");
    await expect(
      page.getByRole("heading", { level: 2, name: "Use it from an AI agent (MCP)" }),
    ).toBeVisible();
    const config = JSON.parse(
      (await sample(page, "MCP client configuration (JSON)").textContent()) ?? "",
    ) as {
      mcpServers: Record<string, { type: string; url: string }>;
    };
    const [server] = Object.values(config.mcpServers);
    expect(server?.type).toBe("http");
    // The site's own origin (DOMAIN_NAME), as every example of the page.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    const url = new URL(server?.url ?? "");
    expect(url.origin).toBe(new URL(canonical ?? "").origin);
    expect(url.pathname).toBe("/mcp");
    await expect(sample(page, "Claude Code")).toHaveText(/^claude mcp add --transport http \S+ /);

    // The address answers an MCP client here, at the test server's origin.
    const client = new Client({ name: "randomly-docs-e2e", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(url.pathname, baseURL)));
    const { tools } = await client.listTools();
    await client.close();
    expect(tools.map((tool) => tool.name)).toContain("random-number");
  });

  test("has a curl example per output format, each answering that format", async ({
    page,
    request,
  }) => {
    await page.goto("/docs/api");
    const answers: Record<string, { type: string; body: string }> = {};
    for (const format of OUTPUT_FORMATS) {
      const line = (await sample(page, `curl, ${format}`).textContent()) ?? "";
      const address = new URL(/^curl '([^']+)'$/.exec(line)?.[1] ?? "");
      expect(address.searchParams.get(OUTPUT_PARAMETER)).toBe(format);
      const response = await request.get(`${address.pathname}${address.search}`);
      expect(response.status(), line).toBe(200);
      answers[format] = {
        type: response.headers()["content-type"] ?? "",
        body: await response.text(),
      };
    }
    expect(answers.json?.type).toMatch(/^application\/json/);
    const texts = (
      JSON.parse(answers.json?.body ?? "") as { values: { text: string }[] }
    ).values.map((value) => value.text);
    expect(texts.length).toBeGreaterThan(0);
    expect(answers.txt?.type).toMatch(/^text\/plain/);
    expect(answers.txt?.body.trim().split("\n")).toEqual(texts);
    expect(answers.csv?.type).toMatch(/^text\/csv/);
    // A header row, then one row per value.
    expect(answers.csv?.body.trim().split("\n")).toHaveLength(texts.length + 1);
  });

  test("marks the secret generators, each linking to its page", async ({ page }) => {
    await page.goto("/docs/api");
    const items = page.getByRole("list", { name: "Secret generators" }).getByRole("listitem");
    await expect(items).toHaveCount(SECRET_GENERATOR_IDS.length);
    for (const id of SECRET_GENERATOR_IDS) {
      await expect(items.filter({ hasText: id }).getByRole("link")).toHaveAttribute(
        "href",
        `/${id}`,
      );
    }
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("the addresses break only before a slash or at a space, never inside a name", async ({
      page,
    }) => {
      await page.goto("/docs/api");
      const cells = page.getByRole("table", { name: "The API's addresses" }).getByRole("rowheader");
      await expect(cells).toHaveCount(7);
      // Each cell's text as the lines it is drawn on, read from where each character is, once the
      // page has settled (read mid-render, a cell can have no box at all).
      await expect(async () => {
        const lines = await cells.evaluateAll((elements) =>
          elements.map((element) => {
            const drawn: { char: string; top: number }[] = [];
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? "";
              for (let i = 0; i < text.length; i++) {
                const range = document.createRange();
                range.setStart(node, i);
                range.setEnd(node, i + 1);
                const rect = range.getClientRects()[0];
                if (rect) drawn.push({ char: text[i] ?? "", top: Math.round(rect.top) });
              }
            }
            const result: string[] = [""];
            drawn.forEach(({ char, top }, i) => {
              if (i > 0 && top > (drawn[i - 1]?.top ?? top) + 2) result.push("");
              result[result.length - 1] += char;
            });
            return result;
          }),
        );
        for (const cell of lines) {
          for (const [i, line] of cell.slice(0, -1).entries()) {
            const next = cell[i + 1] ?? "";
            expect(/\s$/.test(line) || /^[/\s]/.test(next), cell.join(" | ")).toBe(true);
          }
        }
        // The phone's width does make some of them break.
        expect(lines.some((cell) => cell.length > 1)).toBe(true);
      }).toPass();
    });

    test("axe finds nothing to fix", async ({ page }) => {
      await page.goto("/docs/api");
      expect(await violations(page, "/docs/api at 375 px")).toEqual([]);
    });
  });
});
