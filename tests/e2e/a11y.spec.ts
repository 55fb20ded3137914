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
  { path: "/docs/generators/random-number", what: "generator reference" },
  { path: "/no-such-page", what: "404" },
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
    });
  }
});
