import type { Locator, Page } from "@playwright/test";

import { DESKTOP_UA, acknowledgeConsent, expect, holdRoute, hydrated, test } from "./fixtures";

// prefers-reduced-motion: the loading bar and the dialogs stop moving. Each check runs with and
// without the preference, so it is seen to tell the two apart.

/** The CSS animation of an element. */
function motionOf(locator: Locator) {
  return locator.evaluate((element) => ({
    animationName: getComputedStyle(element).animationName,
  }));
}

type Recorded = Window & { __scripted: WeakMap<Element, number[]> };

/** Records the duration of every Web Animation started from script from now on, by element. */
async function watchScriptedAnimations(page: Page) {
  await page.evaluate(() => {
    const seen = new WeakMap<Element, number[]>();
    (window as unknown as Recorded).__scripted = seen;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element["animate"]>) {
      const animation = animate.apply(this, args);
      const duration = Number(animation.effect?.getTiming().duration ?? 0);
      seen.set(this, [...(seen.get(this) ?? []), duration]);
      return animation;
    };
  });
}

const scriptedAnimationsOf = (locator: Locator) =>
  locator.evaluate((element) => (window as unknown as Recorded).__scripted.get(element) ?? []);

/**
 * Records every non-zero transition the loading bar (nprogress) takes on: it sets them inline,
 * while growing and while fading out at the end, so they are read each time its DOM changes.
 */
async function watchLoadingBar(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __barTransitions: string[] }).__barTransitions = seen;
    new MutationObserver(() => {
      for (const element of document.querySelectorAll("#nprogress, #nprogress .bar")) {
        const duration = getComputedStyle(element).transitionDuration;
        if (duration !== "0s") seen.push(`${element.id || element.className} ${duration}`);
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["style"],
    });
  });
}

const barTransitions = (page: Page) =>
  page.evaluate(() => (window as unknown as { __barTransitions: string[] }).__barTransitions);

test.describe("reduced motion", () => {
  test.use({ viewport: { width: 375, height: 740 }, userAgent: DESKTOP_UA });

  for (const motion of ["reduce", "no-preference"] as const) {
    const still = motion === "reduce";
    test(`with prefers-reduced-motion: ${motion} the loading bar and dialogs ${still ? "do not move" : "animate"}`, async ({
      page,
      context,
    }) => {
      await acknowledgeConsent(context);
      await page.emulateMedia({ reducedMotion: motion });
      await page.goto("/");
      await hydrated(page);

      await page.getByRole("button", { name: "Open navigation menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await expect(drawer).toBeVisible();
      expect((await motionOf(drawer)).animationName).toBe(still ? "none" : "drawer-in");
      expect((await motionOf(page.locator(".dialog-overlay"))).animationName).toBe(
        still ? "none" : "fade-in",
      );

      // The loading bar, through a slow navigation from start to its fade-out: the next page's
      // data is held until the bar is up.
      const release = await holdRoute(page, "**/packs.data*");
      await watchLoadingBar(page);
      await drawer.getByRole("link", { name: "Packs" }).click();
      await expect(page.locator("#nprogress .bar")).toBeVisible();
      release();
      await expect(page.getByRole("heading", { level: 1, name: "Packs" })).toBeVisible();
      await expect(page.locator("#nprogress")).toHaveCount(0);
      const transitions = await barTransitions(page);
      if (still) expect(transitions).toEqual([]);
      else expect(transitions).toEqual(expect.arrayContaining(["bar 0.2s", "nprogress 0.2s"]));
      await page.unroute("**/packs.data*");

      // The consent dialog, from the footer.
      await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Settings" }).click();
      const consent = page.getByRole("dialog", { name: "Cookie Preferences" });
      await expect(consent).toBeVisible();
      expect((await motionOf(page.locator(".dialog-overlay"))).animationName).toBe(
        still ? "none" : "fade-in",
      );
      await page.keyboard.press("Escape");
      await expect(consent).toBeHidden();

      // The search palette animates from script (kbar), out of reach of CSS. Its animations are
      // recorded as they start: a 0 ms one may be over, and gone from getAnimations(), by the
      // time the dialog is seen.
      await watchScriptedAnimations(page);
      await page.keyboard.press("Control+k");
      const search = page.getByRole("dialog", { name: "Search generators" });
      await expect(search).toBeVisible();
      const palette = await scriptedAnimationsOf(search.locator("xpath=../.."));
      expect(palette.length).toBeGreaterThan(0);
      if (still) expect(palette.every((ms) => ms === 0)).toBe(true);
      else expect(Math.max(...palette)).toBe(200);
    });
  }
});
