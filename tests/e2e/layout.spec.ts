import type { Page } from "@playwright/test";

import { GENERATOR_INDEX as GENERATORS } from "../../app/generators/catalogue";

import { expect, test } from "./fixtures";

// On a 375px phone no page may scroll sideways: a wide select, table or value must wrap or
// shrink inside the screen. Every page in the sitemap, generator pages with a seed so that their
// results are on the page too. JavaScript is off: the server's HTML and the CSS decide the
// layout, and each page loads in a fraction of the time.

const PHONE = { width: 375, height: 800 };
/** The pages are checked in this many tests, which the workers share. */
const SHARES = 3;
const GENERATOR_PATHS = new Set(GENERATORS.map(({ id }) => `/${id}`));

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
      test.setTimeout(120_000);
      const xml = await (await request.get("/sitemap.xml")).text();
      const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((match) => new URL(match[1]!).pathname)
        .filter((_, index) => index % SHARES === share);
      expect(paths.length).toBeGreaterThan(40);

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
