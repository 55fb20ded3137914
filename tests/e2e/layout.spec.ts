import type { Page } from "@playwright/test";

import { GENERATOR_INDEX as GENERATORS } from "../../app/engine/catalogue";
import { representativeGenerators } from "../support/page-types";

import { expect, test } from "./fixtures";

// On a 375px phone no page may scroll sideways: a wide select, table or value must wrap or
// shrink inside the screen. Every page of the sitemap but the ~300 generator pages and their
// ~300 reference pages, which share two templates: of those, the pages of the generators that
// stand for all (tests/support/page-types.ts: every way of drawing a result, every set of field
// kinds, the longest texts). Generator pages with a seed so that their results are on the page
// too. JavaScript is off: the server's HTML and the CSS decide the layout, and each page loads in
// a fraction of the time.

const PHONE = { width: 375, height: 800 };
/** The pages are checked in this many tests, which the workers share. */
const SHARES = 3;
const GENERATOR_PATHS = new Set(GENERATORS.map(({ id }) => `/${id}`));
const REFERENCE_PATHS = new Set(GENERATORS.map(({ id }) => `/docs/generators/${id}`));

/** The elements that reach past the right edge of the screen, the deepest first. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const tooWide = [...document.querySelectorAll("body *")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 0.5;
      })
      .reverse()
      .slice(0, 3)
      .map((element) => {
        const classes = typeof element.className === "string" ? element.className : "";
        return `<${element.tagName.toLowerCase()} class="${classes.slice(0, 60)}"> ${element.getBoundingClientRect().right.toFixed(0)}px`;
      });
    return { scrollWidth, width, tooWide };
  });
}

test.describe("phone layout", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  for (let share = 0; share < SHARES; share++) {
    test(`no page scrolls sideways at 375px (part ${share + 1} of ${SHARES})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const xml = await (await request.get("/sitemap.xml")).text();
      const standing = new Set((await representativeGenerators()).map((id) => `/${id}`));
      const sitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1]!).pathname,
      );
      const swept = sitemap.filter((path) =>
        GENERATOR_PATHS.has(path)
          ? standing.has(path)
          : !REFERENCE_PATHS.has(path) || standing.has(path.replace("/docs/generators", "")),
      );
      // Every page type of the sitemap, and both templates for every generator standing for all.
      expect(swept.filter((path) => GENERATOR_PATHS.has(path))).toHaveLength(standing.size);
      expect(swept.filter((path) => REFERENCE_PATHS.has(path))).toHaveLength(standing.size);
      const paths = swept.filter((_, index) => index % SHARES === share);
      expect(paths.length).toBeGreaterThan(30);

      const problems: string[] = [];
      for (const path of paths) {
        const address = GENERATOR_PATHS.has(path) ? `${path}?seed=layout` : path;
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(200);
        const { scrollWidth, width, tooWide } = await sidewaysOverflow(page);
        if (scrollWidth > width) {
          problems.push(`${address}: ${scrollWidth}px wide on a ${width}px screen; ${tooWide}`);
        }
      }
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
});

// The header and its menu at every width (issue 15): the page never scrolls sideways between a
// small phone and a wide desktop, and the generators menu opens inside the window.
const SWEEP_WIDTHS = [
  ...Array.from({ length: (1920 - 320) / 32 + 1 }, (_, i) => 320 + i * 32),
  767,
  768,
  1023,
  1024,
  1099,
  1100,
  1279,
].sort((a, b) => a - b);

test.describe("every width from 320 to 1920 px", () => {
  test("no page scrolls sideways", async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const path of ["/", "/random-number?seed=sweep", "/all", "/packs/game-night", "/docs"]) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      for (const width of SWEEP_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const { scrollWidth, width: client, tooWide } = await sidewaysOverflow(page);
        if (scrollWidth > client)
          problems.push(`${path} at ${width}px: ${scrollWidth}px; ${tooWide}`);
      }
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  test("the generators menu opens inside the window", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/");
    const problems: string[] = [];
    for (const width of SWEEP_WIDTHS.filter((w) => w >= 768)) {
      await page.setViewportSize({ width, height: 800 });
      const chevron = page.getByRole("button", { name: "Generators by category" });
      await chevron.click();
      const panel = page.locator(`[id="${await chevron.getAttribute("aria-controls")}"]`);
      await expect(panel.getByRole("link").first()).toBeVisible();
      const box = await panel.boundingBox();
      if (!box || box.x < 0 || box.x + box.width > width) {
        problems.push(`${width}px: the menu spans ${box?.x} to ${box && box.x + box.width}`);
      }
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
