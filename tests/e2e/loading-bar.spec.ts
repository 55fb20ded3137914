import { expect, test } from "./fixtures";

test.describe("page-loading bar", () => {
  test("appears during a slow client navigation and goes away after it", async ({ page }) => {
    await page.goto("/");
    await page.route("**/packs.data*", async (route) => {
      // Long enough that the bar (its code loads at the first navigation) is surely up.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Packs" })
      .click();
    const bar = page.locator("#nprogress .bar");
    await expect(bar).toBeVisible();
    await expect(bar).toHaveCSS("height", "3px");
    await expect(bar).toHaveCSS("z-index", "1600");
    await expect(page.getByRole("heading", { level: 1, name: "Packs" })).toBeVisible();
    await expect(page.locator("#nprogress")).toHaveCount(0);
  });

  test("does not start on a modifier-click that opens a new tab", async ({ page, context }) => {
    await page.goto("/");
    const newTab = context.waitForEvent("page");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Articles" })
      .click({ modifiers: ["ControlOrMeta"] });
    await (await newTab).close();
    await page.waitForTimeout(300);
    await expect(page.locator("#nprogress")).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });
});
