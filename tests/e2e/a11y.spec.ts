import type { Page } from "@playwright/test";

import { violations } from "./axe";
import { DESKTOP_UA, acknowledgeConsent, expect, hydrated, test } from "./fixtures";

// axe-core on every page type and every dialog, in both themes, on a phone and a desktop.
// One browser context per combination; every check of a combination runs in it, and the test
// reports all violations together so one run shows everything that needs fixing.

/** One page of every type the site serves. */
const PAGES = [
  { path: "/", what: "home" },
  { path: "/all", what: "catalogue" },
  { path: "/categories", what: "categories" },
  { path: "/categories/numbers", what: "category" },
  { path: "/random-number?seed=a11y", what: "generator" },
  { path: "/color-palette?seed=a11y", what: "generator with swatches" },
  { path: "/packs", what: "packs" },
  { path: "/packs/game-night", what: "pack" },
  { path: "/articles", what: "articles" },
  { path: "/articles/dice-probabilities", what: "article" },
  { path: "/docs", what: "docs" },
  { path: "/docs/getting-started", what: "docs guide" },
  { path: "/docs/api", what: "API guide" },
  { path: "/docs/generators/random-number", what: "generator reference" },
  { path: "/pin?seed=a11y", what: "old link to a secret (warning)" },
  { path: "/no-such-page", what: "404" },
] as const;

/** Each way a result is drawn, and what shows it is drawn that way. */
const RESULT_VIEWS = [
  {
    path: "/dice-roller?notation=2d6%2B1d20&count=2&seed=a11y",
    what: "dice",
    drawn: (page: Page) => page.getByRole("img", { name: /showing \d+$/ }),
  },
  {
    path: "/playing-cards?count=5&seed=a11y",
    what: "cards",
    drawn: (page: Page) => page.getByRole("img", { name: / of / }),
  },
  {
    path: "/coin-flip?count=2&seed=a11y",
    what: "coins",
    drawn: (page: Page) => page.getByRole("img", { name: /^(Heads|Tails)$/ }),
  },
  {
    path: "/random-hex-color?count=3&seed=a11y",
    what: "colour swatches",
    drawn: (page: Page) => page.getByRole("group", { name: /^Colour #/ }),
  },
  {
    path: "/team-generator?seed=a11y",
    what: "teams",
    drawn: (page: Page) => page.getByRole("listitem", { name: /^Team 1, / }),
  },
  {
    path: "/bingo-card?seed=a11y",
    what: "bingo card",
    drawn: (page: Page) => page.getByRole("table", { name: "Bingo card" }),
  },
  {
    path: "/password-generator",
    what: "password strength",
    drawn: (page: Page) => page.getByRole("meter", { name: "Strength" }),
  },
  {
    path: "/random-number?count=50&seed=a11y",
    what: "numeric summary",
    drawn: (page: Page) => page.getByRole("heading", { name: "Summary" }),
  },
] as const;

type Theme = "light" | "dark";

const COMBINATIONS = [
  { theme: "light", width: 375 },
  { theme: "dark", width: 375 },
  { theme: "light", width: 1280 },
  { theme: "dark", width: 1280 },
] as const satisfies readonly { theme: Theme; width: number }[];

test.describe("accessibility (axe)", () => {
  // The 404 page answers 404 on purpose; a person's browser, so the consent dialog can open.
  test.use({ expectHttpErrors: true, userAgent: DESKTOP_UA });

  for (const { theme, width } of COMBINATIONS) {
    test.describe(`${theme} theme, ${width}px wide`, () => {
      // The device prefers the other scheme: the theme on screen comes from the cookie alone.
      test.use({
        viewport: { width, height: 800 },
        colorScheme: theme === "dark" ? "light" : "dark",
      });

      test("no page, dialog or panel has a violation", async ({ page, context }) => {
        // Sixteen axe runs or so in one context: more than the default 30 s on a busy machine.
        test.setTimeout(180_000);
        await acknowledgeConsent(context);
        // The theme cookie the server reads, set the way the theme toggle sets it.
        const stored = await context.request.post("/resources/theme", { data: { theme } });
        expect(stored.ok()).toBe(true);
        const found: string[] = [];

        for (const { path, what } of PAGES) {
          await page.goto(path);
          await expect(page.locator("html")).toHaveClass(theme);
          await hydrated(page);
          found.push(...(await violations(page, `${what} ${path}`)));
        }

        await page.goto("/");
        await hydrated(page);
        await page.keyboard.press("Control+k");
        const search = page.getByRole("dialog", { name: "Search generators" });
        await expect(search.getByRole("option").first()).toBeVisible();
        found.push(...(await violations(page, "search dialog")));
        await page.keyboard.press("Escape");
        await expect(search).toBeHidden();

        if (width < 768) {
          await page.getByRole("button", { name: "Open navigation menu" }).click();
          await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
          found.push(...(await violations(page, "navigation drawer")));
          await page.keyboard.press("Escape");
        }

        await page.goto("/random-number?seed=a11y");
        await hydrated(page);
        await page
          .getByRole("list", { name: "Results" })
          .getByRole("button", { name: "Save value" })
          .first()
          .click();
        // Saved (the star says so) before the page is left.
        await expect(
          page
            .getByRole("list", { name: "Results" })
            .getByRole("button", { name: "Remove from saved values" }),
        ).toHaveCount(1);
        // And a value whose settings (600 entries) were too long to keep in full.
        const entries = Array.from({ length: 600 }, (_, i) => `Entry ${i + 1}`).join("\n");
        await page.goto(`/pick-from-list?entries=${encodeURIComponent(entries)}&seed=a11y`);
        await hydrated(page);
        await page
          .getByRole("list", { name: "Results" })
          .getByRole("button", { name: "Save value" })
          .first()
          .click();
        await page.getByRole("button", { name: "View saved values" }).click();
        const saved = page.getByRole("region", { name: /Saved Values/ });
        await expect(saved.getByRole("heading", { name: "Saved Values (2)" })).toBeVisible();
        await expect(saved.getByRole("link", { name: "Random Number" })).toBeVisible();
        await expect(saved.getByText("Its settings were too long to keep in full")).toBeVisible();
        found.push(...(await violations(page, "saved values panel")));
        await saved.getByRole("button", { name: "Collapse saved values" }).click();

        // A visitor who has not chosen yet: the consent dialog opens by itself.
        await context.clearCookies({ name: "consent_preferences" });
        await page.goto("/");
        const consent = page.getByRole("dialog", { name: "Cookie Preferences" });
        await expect(consent).toBeVisible();
        await consent.getByText("Analytics Cookies", { exact: true }).click();
        await expect(
          consent.getByRole("checkbox", { name: "Allow Analytics Cookies" }),
        ).toBeVisible();
        found.push(...(await violations(page, "consent dialog")));

        expect(found, found.join("\n")).toEqual([]);
      });

      test("no way of drawing a result has a violation", async ({ page, context }) => {
        test.setTimeout(180_000);
        await acknowledgeConsent(context);
        await context.request.post("/resources/theme", { data: { theme } });
        const found: string[] = [];
        for (const { path, what, drawn } of RESULT_VIEWS) {
          await page.goto(path);
          await expect(page.locator("html")).toHaveClass(theme);
          await hydrated(page);
          // The views are a lazy chunk: wait until this one is on screen.
          await expect(drawn(page).first()).toBeVisible();
          found.push(...(await violations(page, `${what} ${path}`)));
        }
        await page.goto("/yes-or-no?seed=a11y");
        await hydrated(page);
        await page.getByRole("button", { name: "Present" }).click();
        await expect(page.getByRole("dialog", { name: "Yes or No" })).toBeVisible();
        found.push(...(await violations(page, "presentation mode")));
        expect(found, found.join("\n")).toEqual([]);
      });
    });
  }
});
