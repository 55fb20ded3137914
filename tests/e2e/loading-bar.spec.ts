import type { Page } from "@playwright/test";

import { expect, holdRoute, hydrated, test } from "./fixtures";

/**
 * Records, for every click on the page, whether the site took it from the browser: its link
 * handlers (Remix's links, an article's links) call preventDefault exactly when they hand the
 * click to the router. Read on `window`, where the click arrives after the site's handlers.
 */
async function recordClicks(page: Page) {
  await page.evaluate(() => {
    const taken: boolean[] = [];
    (window as unknown as { clicksTaken: boolean[] }).clicksTaken = taken;
    window.addEventListener("click", (event) => taken.push(event.defaultPrevented));
  });
}

const clicksTakenByTheSite = (page: Page) =>
  page.evaluate(() => (window as unknown as { clicksTaken: boolean[] }).clicksTaken);

test.describe("page-loading bar", () => {
  test("appears during a slow client navigation and goes away after it", async ({ page }) => {
    // Records every position the bar is given, with the time, for the checks at the end.
    await page.addInitScript(() => {
      const steps: { at: number; transform: string; transition: string }[] = [];
      (window as unknown as { barSteps: typeof steps }).barSteps = steps;
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLElement>("#nprogress .bar");
        if (!bar) return;
        const last = steps.at(-1);
        if (last?.transform === bar.style.transform && last.transition === bar.style.transition)
          return;
        steps.push({
          at: performance.now(),
          transform: bar.style.transform,
          transition: bar.style.transition,
        });
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto("/");
    // The next page's data is held back until the bar has been seen moving on its own (its code
    // loads at the first navigation), then let through.
    const release = await holdRoute(page, "**/packs.data*");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Packs" })
      .click();
    const bar = page.locator("#nprogress .bar");
    await expect(bar).toBeVisible();
    await expect(bar).toHaveCSS("height", "3px");
    await expect(bar).toHaveCSS("z-index", "1600");
    // In the theme's accent colour: the same colour an element painted with var(--accent) has.
    const accent = await page.evaluate(() => {
      const probe = document.createElement("div");
      probe.style.backgroundColor = "var(--accent)";
      document.body.appendChild(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    });
    await expect(bar).toHaveCSS("background-color", accent);
    // Decoration only, hidden from assistive technology, and no made-up ARIA role (nprogress's
    // own template gives the bar role="bar", which axe reports as a critical violation).
    await expect(bar).toHaveAttribute("aria-hidden", "true");
    await expect(page.locator("#nprogress [role]")).toHaveCount(0);

    // How it moves, as recorded by the observer: it starts at the spec's minimum (8% shown, so
    // translated by -92%), animates each step over 200 ms and trickles forward every 200 ms
    // while the page loads, so the data is held until it has moved 7 times.
    const barSteps = () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              barSteps: { at: number; transform: string; transition: string }[];
            }
          ).barSteps,
      );
    const shownOf = (steps: Awaited<ReturnType<typeof barSteps>>) =>
      steps.filter((step) => !step.transform.includes("-100%"));
    const movesOf = (shown: Awaited<ReturnType<typeof barSteps>>) =>
      shown.filter((step, i) => i > 0 && step.transform !== shown[i - 1]?.transform);
    await expect
      .poll(async () => movesOf(shownOf(await barSteps())).length)
      .toBeGreaterThanOrEqual(7);
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Packs" })).toBeVisible();
    await expect(page.locator("#nprogress")).toHaveCount(0);

    const shown = shownOf(await barSteps());
    expect(shown[0]?.transform).toBe("translate3d(-92%, 0px, 0px)");
    // "all 200ms ease", which Chromium writes back as "200ms".
    expect(shown[0]?.transition).toMatch(/^(all )?200ms( ease)?$/);
    // The 7 moves came within 3 s of its start (one step per 200 ms is about 14 steps in 3 s;
    // nprogress's default of 800 ms would give at most 4).
    const seventh = movesOf(shown)[6];
    expect((seventh?.at ?? Infinity) - (shown[0]?.at ?? 0)).toBeLessThan(3_000);
  });

  test("does not start on a modifier-click that opens a new tab", async ({ page, context }) => {
    await page.goto("/");
    await recordClicks(page);
    const newTab = context.waitForEvent("page");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Articles" })
      .click({ modifiers: ["ControlOrMeta"] });
    await (await newTab).close();
    // The bar follows the router's navigation state, and the site hands a click to the router
    // only after taking it from the browser (preventDefault): a click the browser followed itself
    // (it opened the tab) never reached the router, so no bar can come later.
    expect(await clicksTakenByTheSite(page)).toEqual([false]);
    await expect(page.locator("#nprogress")).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test("does not start for mailto:, tel:, sms: or download links in article text", async ({
    page,
  }) => {
    await page.goto("/articles/how-to-shuffle-correctly");
    await hydrated(page);
    await recordClicks(page);
    // Links an article could carry, plus an ordinary one that must start the bar (the control).
    await page.locator(".prose").evaluate((prose) => {
      for (const [name, href, download] of [
        ["Write to us", "mailto:someone@example.com", false],
        ["Call us", "tel:+15555550100", false],
        ["Text us", "sms:+15555550100", false],
        ["Download the packs page", "/packs", true],
        ["Plain link to the packs", "/packs", false],
      ] as const) {
        const link = document.createElement("a");
        link.href = href;
        link.textContent = name;
        if (download) link.setAttribute("download", "");
        prose.insertBefore(link, prose.firstChild);
        prose.insertBefore(document.createTextNode(" "), link.nextSibling);
      }
      // After the site's own handler has seen the click, keep the browser from leaving for a
      // mail or phone app or saving a file, so that the page under test stays.
      // (Registered after recordClicks' listener, so that one reads the site's own decision.)
      window.addEventListener("click", (event) => {
        const link = event.target instanceof Element ? event.target.closest("a") : null;
        if (link && link.textContent !== "Plain link to the packs") event.preventDefault();
      });
    });
    const release = await holdRoute(page, "**/packs.data*");
    const names = ["Write to us", "Call us", "Text us", "Download the packs page"];
    for (const [i, name] of names.entries()) {
      await page.getByRole("link", { name, exact: true }).click();
      // As for a modifier-click: the site left this click to the browser, so the router, and
      // the bar with it, never saw it.
      expect(await clicksTakenByTheSite(page), name).toEqual(
        names.slice(0, i + 1).map(() => false),
      );
      await expect(page.locator("#nprogress"), name).toHaveCount(0);
      await expect(page).toHaveURL(/\/articles\/how-to-shuffle-correctly$/);
    }
    await page.getByRole("link", { name: "Plain link to the packs", exact: true }).click();
    await expect(page.locator("#nprogress .bar")).toBeVisible();
    expect((await clicksTakenByTheSite(page)).at(-1)).toBe(true);
    release();
    await expect(page).toHaveURL(/\/packs$/);
  });
});
