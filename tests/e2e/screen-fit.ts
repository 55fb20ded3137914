import type { Locator, Page } from "@playwright/test";

import { expect } from "./fixtures";

// What a visitor on a small screen notices (issue 30): a control cut off by the edge of the
// screen, and the floating saved-values button sitting over a control.

/** Asserts the element's whole box is inside the viewport as it is now (no scrolling). */
export async function expectInViewport(page: Page, element: Locator, what: string) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box, `${what} is laid out`).not.toBeNull();
  if (!box || !viewport) return;
  const within =
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width + 0.5 &&
    box.y + box.height <= viewport.height + 0.5;
  expect(
    within,
    `${what} at (${box.x}, ${box.y}) ${box.width}×${box.height} within ${viewport.width}×${viewport.height}`,
  ).toBe(true);
}

/**
 * The links, buttons and fields whose boxes the floating saved-values button's box overlaps, by
 * name; the button itself must also be wholly on screen (moving it away does not count).
 */
function controlsUnderSavedButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const saved = document.querySelector('button[aria-label="View saved values"]');
    if (!saved) return ["(no saved-values button)"];
    const own = saved.getBoundingClientRect();
    if (own.top < 0 || own.left < 0 || own.bottom > innerHeight || own.right > innerWidth) {
      return ["(the saved-values button is off screen)"];
    }
    const under: string[] = [];
    for (const control of document.querySelectorAll("a[href], button, input, select, textarea")) {
      if (control === saved) continue;
      const box = control.getBoundingClientRect();
      // Not laid out, or visually hidden (the sr-only pattern): nothing to cover.
      if (box.width <= 1 || box.height <= 1) continue;
      // Hidden, or inside a closed <details> (laid out, but not shown).
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const overlaps =
        getComputedStyle(control).borderRadius === "50%"
          ? // A round control (the wheel): the circle, not its square box, is what is covered.
            Math.hypot(
              Math.max(
                own.left - (box.left + box.width / 2),
                0,
                box.left + box.width / 2 - own.right,
              ),
              Math.max(
                own.top - (box.top + box.height / 2),
                0,
                box.top + box.height / 2 - own.bottom,
              ),
            ) <
            box.width / 2
          : box.left < own.right &&
            box.right > own.left &&
            box.top < own.bottom &&
            box.bottom > own.top;
      if (overlaps) {
        under.push(
          control.getAttribute("aria-label") ??
            (control.textContent?.trim() || control.getAttribute("name") || control.tagName),
        );
      }
    }
    return under;
  });
}

/** Waits for the saved-values button to settle clear of every control on screen. */
export async function expectSavedButtonClear(page: Page, when: string) {
  await expect
    .poll(() => controlsUnderSavedButton(page), { message: `controls under Saved, ${when}` })
    .toEqual([]);
}

/**
 * Scrolls the page from top to bottom a screen at a time and checks the saved-values button at
 * each stop.
 */
export async function expectSavedButtonClearWhileScrolling(page: Page, when: string) {
  const { height, total } = await page.evaluate(() => ({
    height: innerHeight,
    total: document.documentElement.scrollHeight,
  }));
  for (let top = 0; top < total; top += Math.round(height * 0.6)) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await expectSavedButtonClear(page, `${when}, scrolled to ${top}`);
  }
}
