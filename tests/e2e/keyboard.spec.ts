import type { Locator, Page } from "@playwright/test";

import { DESKTOP_UA, acknowledgeConsent, expect, hydrated, test } from "./fixtures";

// Keyboard only: after page.goto, every step is a key press; locators only read the page.

/** How many Tab presses a step may take before the test calls the target unreachable. */
const MAX_TABS = 80;

/**
 * The focused element shows a focus indicator: a visible outline (the site's focus ring) or a
 * box-shadow ring, on an element that is itself on screen.
 */
async function expectFocusVisible(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { visible: false, what: "nothing focused" };
    const css = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const outline =
      css.outlineStyle !== "none" &&
      parseFloat(css.outlineWidth) > 0 &&
      !/^(transparent|rgba\(.*,\s*0\))$/.test(css.outlineColor);
    const ring = css.boxShadow !== "none";
    const label =
      element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
    return {
      visible: (outline || ring) && box.width > 0 && box.height > 0,
      what: `<${element.tagName.toLowerCase()}> "${label}" (outline: ${css.outlineStyle} ${css.outlineWidth} ${css.outlineColor}; box-shadow: ${css.boxShadow})`,
    };
  });
  expect(focus.visible, `focus is visible on ${focus.what}`).toBe(true);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, checking at every stop on
 * the way that the focus is visible.
 */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    await expectFocusVisible(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${MAX_TABS} presses of Tab never reached ${target}`);
}

const searchDialog = (page: Page) => page.getByRole("dialog", { name: "Search generators" });
const savedPanel = (page: Page) => page.getByRole("region", { name: /Saved Values/ });
const savedButton = (page: Page) => page.getByRole("button", { name: "View saved values" });

test.describe("keyboard only", () => {
  test("search, go to a generator, generate, save, open saved values, copy and close", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/");
    await hydrated(page);

    await page.keyboard.press("Control+k");
    const input = searchDialog(page).getByRole("combobox", { name: "Search generators" });
    await expect(input).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.type("random number");
    await expect(searchDialog(page).getByRole("option").first()).toHaveAccessibleName(
      "Random Number",
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/random-number$/);
    await expect(page.getByRole("heading", { level: 1, name: "Random Number" })).toBeVisible();
    await expect(searchDialog(page)).toBeHidden();

    const generate = page.getByRole("button", { name: "Generate", exact: true });
    await tabTo(page, generate);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("announcer")).toHaveText(/^Generated/);
    await expectFocusVisible(page);

    const first = page.getByRole("list", { name: "Results" }).getByRole("listitem").first();
    const value = (await first.locator(".result-value").textContent())?.trim() ?? "";
    expect(value).not.toBe("");
    // The result comes before Generate on the page: back to it with Shift+Tab.
    await tabTo(page, first.getByRole("button", { name: "Save value" }), { backwards: true });
    await page.keyboard.press("Enter");
    await expect(first.getByRole("button", { name: "Remove from saved values" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByTestId("saved-count")).toHaveText("1");
    await expectFocusVisible(page);

    await tabTo(page, savedButton(page));
    await page.keyboard.press("Enter");
    const heading = savedPanel(page).getByRole("heading", { name: "Saved Values (1)" });
    await expect(heading).toBeFocused();
    await expectFocusVisible(page);
    await expect(savedPanel(page).getByTestId("saved-value")).toHaveText(value);

    await page.evaluate(() => navigator.clipboard.writeText(""));
    await tabTo(page, savedPanel(page).getByRole("button", { name: "Copy to clipboard" }));
    await page.keyboard.press("Enter");
    await expect(savedPanel(page).getByRole("button", { name: "Copied!" })).toBeFocused();
    await expectFocusVisible(page);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(value);

    await page.keyboard.press("Escape");
    await expect(savedPanel(page)).toBeHidden();
    await expect(savedButton(page)).toBeFocused();
    await expectFocusVisible(page);
  });

  test("the search dialog gives focus back to what opened it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Search generators..." });
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    await expect(searchDialog(page).getByRole("combobox")).toBeFocused();
    await expectFocusVisible(page);
    // The scrolling list of matches is the next stop, so it can be scrolled from the keyboard.
    await expect(searchDialog(page).getByRole("option").first()).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(
      searchDialog(page).getByRole("group", { name: "Matching generators" }),
    ).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press("Escape");
    await expect(searchDialog(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expectFocusVisible(page);

    // Opened with the shortcut from a link, it returns to that link.
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs" });
    await tabTo(page, link, { backwards: true });
    await page.keyboard.press("Control+k");
    await expect(searchDialog(page).getByRole("combobox")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(searchDialog(page)).toBeHidden();
    await expect(link).toBeFocused();
    await expectFocusVisible(page);
  });

  test("the saved-values panel gives focus back to its button when collapsed", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await tabTo(page, savedButton(page));
    await page.keyboard.press("Enter");
    await expect(savedPanel(page).getByRole("heading", { name: "Saved Values (0)" })).toBeFocused();
    await tabTo(page, savedPanel(page).getByRole("button", { name: "Collapse saved values" }));
    await page.keyboard.press("Enter");
    await expect(savedPanel(page)).toBeHidden();
    await expect(savedButton(page)).toBeFocused();
    await expectFocusVisible(page);
  });

  test("paging through results keeps focus on Next when it reaches the last page", async ({
    page,
  }) => {
    await page.goto("/uuid-v4?count=250&seed=pages");
    await hydrated(page);
    await page.getByRole("button", { name: "Show all 250 values" }).click();
    await expect(page.getByRole("list", { name: "Results" })).toBeFocused();
    const pages = page.getByRole("navigation", { name: "Result pages" });
    const next = pages.getByRole("button", { name: "Next" });
    // The pager's code comes when it is first needed: Tab from before it arrives would pass its place.
    await expect(next).toBeVisible();
    // A hundred values with two buttons each come first: Shift+Tab from Generate, right after
    // the pager, is shorter.
    await page.getByRole("button", { name: "Generate", exact: true }).focus();
    await tabTo(page, next, { backwards: true });
    await page.keyboard.press("Enter");
    await expect(pages).toContainText("101–200 of 250");
    await page.keyboard.press("Enter");
    await expect(pages).toContainText("201–250 of 250");
    // On the last page Next says it is unavailable, yet keeps focus, and does nothing.
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await expect(next).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    await expect(pages).toContainText("201–250 of 250");
  });

  test.describe("a person's browser", () => {
    test.use({ userAgent: DESKTOP_UA });

    test("the consent dialog from Cookie Settings gives focus back to the link", async ({
      page,
      context,
    }) => {
      await acknowledgeConsent(context);
      await page.goto("/");
      await hydrated(page);
      const link = page.getByRole("contentinfo").getByRole("link", { name: "Cookie Settings" });
      // The footer's last link: reached backwards, not past every control of the home page.
      await tabTo(page, link, { backwards: true });
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Close without saving" })).toBeFocused();
      await expectFocusVisible(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
      await expectFocusVisible(page);
    });

    test("the consent dialog that opens by itself takes focus and shows it", async ({ page }) => {
      await page.goto("/");
      const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Close without saving" })).toBeFocused();
      await tabTo(page, dialog.getByRole("button", { name: "Reject All" }));
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
    });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("the navigation drawer gives focus back to the menu button", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      const menu = page.getByRole("button", { name: "Open navigation menu" });
      await tabTo(page, menu);
      await page.keyboard.press("Enter");
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole("button", { name: "Close navigation menu" })).toBeFocused();
      await expectFocusVisible(page);
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();
      await expectFocusVisible(page);
    });
  });
});

test.describe("the Generate button names its shortcut", () => {
  test("with a mouse and keyboard: G is shown on the button and its name stays Generate", async ({
    page,
  }) => {
    await page.goto("/random-number");
    const generate = page.getByRole("button", { name: "Generate", exact: true });
    await expect(generate).toHaveAttribute("aria-keyshortcuts", "G");
    await expect(generate.locator("kbd")).toHaveText("G");
    await expect(generate.locator("kbd")).toBeVisible();
  });

  test.describe("on a touch screen", () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test("no key is shown where there is no keyboard", async ({ page }) => {
      await page.goto("/random-number");
      const generate = page.getByRole("button", { name: "Generate", exact: true });
      await expect(generate).toBeVisible();
      await expect(generate.locator("kbd")).toBeHidden();
    });
  });
});
