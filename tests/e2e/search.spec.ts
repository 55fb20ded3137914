import type { Page } from "@playwright/test";

import { GENERATOR_INDEX } from "../../app/engine/catalogue";
import { generatorsByCategory, generatorsByTitle } from "../../app/engine/listing";
import { expect, hydrated, test } from "./fixtures";

const dialog = (page: Page) => page.getByRole("dialog", { name: "Search generators" });

/** Holds the generator list's chunk back until the returned function is called. */
async function holdGeneratorList(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/catalogue-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("search dialog", () => {
  test("opens from the header button, closes with Escape and gives focus back", async ({
    page,
  }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Search generators..." });
    await button.click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("combobox", { name: "Search generators" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  for (const shortcut of ["Control+k", "Meta+k"]) {
    test(`opens and closes with ${shortcut}`, async ({ page }) => {
      await page.goto("/packs");
      await hydrated(page);
      await page.keyboard.press(shortcut);
      await expect(dialog(page)).toBeVisible();
      await page.keyboard.press(shortcut);
      await expect(dialog(page)).toBeHidden();
    });
  }

  test("matches titles, categories and keywords, forgiving small typos", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.keyboard.press("Control+k");
    const input = dialog(page).getByRole("combobox");
    await input.fill("pasword");
    await expect(dialog(page).getByRole("option", { name: /Password Generator/ })).toBeVisible();
    await input.fill("guid");
    await expect(dialog(page).getByRole("option", { name: /UUID v4 Generator/ })).toBeVisible();
    await input.fill("colours");
    await expect(dialog(page).getByRole("option", { name: /Random Hex Colour/ })).toBeVisible();
    // A category's name alone finds every generator filed under it, whatever their titles.
    const dates = generatorsByCategory(GENERATOR_INDEX).find(
      (group) => group.category.id === "dates-times",
    );
    expect(dates?.generators.length).toBeGreaterThan(2);
    await input.fill(dates?.category.title ?? "");
    for (const generator of dates?.generators ?? []) {
      await expect(
        dialog(page).getByRole("option", { name: new RegExp(generator.title) }),
      ).toBeVisible();
    }
    await input.fill("qzxqzxqzx");
    await expect(dialog(page).getByText("No generators found", { exact: true })).toBeVisible();
    await expect(dialog(page).getByRole("option")).toHaveCount(0);
  });

  test("each result shows the generator's icon text before its title", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.keyboard.press("Control+k");
    await dialog(page).getByRole("combobox").fill("password generator");
    const password = generatorsByTitle(GENERATOR_INDEX).find((g) => g.id === "password-generator");
    expect(password?.iconText).toBeTruthy();
    const option = dialog(page)
      .getByRole("option", { name: /Password Generator/ })
      .first();
    await expect(option).toContainText(`${password?.iconText}Password Generator`);
  });

  test("what is typed while the list still loads is the search once it arrives", async ({
    page,
  }) => {
    // The list's chunk is held back until the query has been typed.
    const release = await holdGeneratorList(page);
    await page.goto("/");
    await hydrated(page);
    await page.keyboard.press("Control+k");
    const input = dialog(page).getByRole("combobox");
    await expect(input).toBeFocused();
    await expect(dialog(page).getByText("Loading generators…")).toBeVisible();
    await page.keyboard.type("coin flip");
    release();
    await expect(dialog(page).getByRole("option").first()).toHaveAccessibleName(/Coin Flip/);
    await expect(input).toHaveValue("coin flip");
    await expect(input).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/coin-flip$/);
  });

  test("Enter pressed the moment the results appear goes to the best match", async ({ page }) => {
    // A fast typist's Enter can come before React's effects have run after the results
    // rendered (Chromium puts input ahead of them): the key must already act on those results.
    // A mutation observer presses Enter as soon as the first result is in the page.
    const release = await holdGeneratorList(page);
    await page.goto("/");
    await hydrated(page);
    await page.keyboard.press("Control+k");
    const input = dialog(page).getByRole("combobox");
    await expect(input).toBeFocused();
    await page.keyboard.type("coin flip");
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[role="option"]')) return;
        observer.disconnect();
        const field = document.querySelector('[role="dialog"] [role="combobox"]');
        field?.dispatchEvent(
          new KeyboardEvent("keydown", { key: "Enter", code: "Enter", bubbles: true }),
        );
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    release();
    await expect(page).toHaveURL(/\/coin-flip$/);
    await expect(page.getByRole("heading", { level: 1, name: "Coin Flip" })).toBeVisible();
  });

  test("keyboard only: type, arrows and Enter go to the generator; the button rests 500 ms", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await page.keyboard.press("Control+k");
    // The palette is a lazy chunk: wait until its input has focus before typing.
    await expect(dialog(page).getByRole("combobox")).toBeFocused();
    await page.keyboard.type("coin flip");
    await expect(dialog(page).getByRole("option").first()).toHaveAccessibleName(/Coin Flip/);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    const button = page.getByRole("button", { name: "Search generators..." });
    await page.evaluate(() => {
      const target = [...document.querySelectorAll("button")].find((b) =>
        b.textContent?.includes("Search generators..."),
      );
      const times: number[] = [];
      (window as unknown as { __disabledTimes: number[] }).__disabledTimes = times;
      new MutationObserver(() => times.push(performance.now())).observe(target!, {
        attributes: true,
        attributeFilter: ["disabled"],
      });
    });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/coin-flip$/);
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeEnabled();
    const times = await page.evaluate(
      () => (window as unknown as { __disabledTimes: number[] }).__disabledTimes,
    );
    expect(times).toHaveLength(2);
    // The 500 ms run from the selection; the disabled attribute lands a render later, so the
    // span between the two attribute changes is 500 ms less that one commit (a frame or two).
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(450);
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeLessThan(1_500);
  });

  test("clicking a result navigates to it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Search generators..." }).click();
    await dialog(page).getByRole("combobox").fill("dice roller");
    await dialog(page).getByRole("option", { name: "Dice Roller", exact: true }).click();
    await expect(page).toHaveURL(/\/dice-roller$/);
    await expect(page.getByRole("heading", { level: 1, name: /Dice Roller/ })).toBeVisible();
  });

  test("the palette and the generator list are not loaded before the first opening", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(requested.filter((path) => /search-palette|catalogue/.test(path))).toEqual([]);
    await page.keyboard.press("Control+k");
    await expect(dialog(page).getByRole("option").first()).toBeVisible();
    expect(requested.some((path) => /search-palette/.test(path))).toBe(true);
    expect(requested.some((path) => /catalogue/.test(path))).toBe(true);
    const countAfterFirst = requested.length;
    await page.keyboard.press("Escape");
    await page.keyboard.press("Control+k");
    await expect(dialog(page).getByRole("option").first()).toBeVisible();
    expect(requested.slice(countAfterFirst).filter((path) => /catalogue/.test(path))).toEqual([]);
  });

  test("the list is at most 400px high on wide screens", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.keyboard.press("Control+k");
    // kbar caps the scrolling container around the listbox.
    await expect(page.getByRole("listbox").locator("..")).toHaveCSS("max-height", "400px");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test("the list is at most 300px high", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Search generators..." }).click();
      await expect(page.getByRole("listbox").locator("..")).toHaveCSS("max-height", "300px");
    });
  });

  test.describe("when the list cannot load", () => {
    test.use({
      expectedConsoleErrors: [/Failed to load generators for search/],
      expectHttpErrors: true,
    });
    test("it logs the spec's message and offers a retry", async ({ page }) => {
      await page.route(/\/assets\/catalogue-.*\.js$/, (route) => route.abort());
      await page.goto("/");
      await hydrated(page);
      await page.keyboard.press("Control+k");
      await expect(dialog(page).getByRole("alert")).toContainText(
        "The generator list could not be loaded.",
      );
      await page.unroute(/\/assets\/catalogue-.*\.js$/);
      await dialog(page).getByRole("button", { name: "Try again" }).click();
      await expect(dialog(page).getByRole("option").first()).toBeVisible();
    });
  });
});
