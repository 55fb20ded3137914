import { expect, hydrated, test } from "./fixtures";

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
    await expect(page.getByRole("heading", { level: 1, name: "Packs" })).toBeVisible();
    await expect(page.locator("#nprogress")).toHaveCount(0);

    // How it moved, as recorded by the observer: it starts at the spec's minimum (8% shown, so
    // translated by -92%), animates each step over 200 ms and trickles forward every 200 ms.
    const steps = await page.evaluate(
      () =>
        (window as unknown as { barSteps: { at: number; transform: string; transition: string }[] })
          .barSteps,
    );
    const shown = steps.filter((step) => !step.transform.includes("-100%"));
    expect(shown[0]?.transform).toBe("translate3d(-92%, 0px, 0px)");
    // "all 200ms ease", which Chromium writes back as "200ms".
    expect(shown[0]?.transition).toMatch(/^(all )?200ms( ease)?$/);
    const moves = shown.filter((step, i) => i > 0 && step.transform !== shown[i - 1]?.transform);
    // It trickles forward on its own while the page loads: over the 3 s wait, one step per
    // 200 ms is about 14 steps; nprogress's default of 800 ms would give at most 4.
    expect(moves.length).toBeGreaterThanOrEqual(7);
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

  test("does not start for mailto:, tel:, sms: or download links in article text", async ({
    page,
  }) => {
    await page.goto("/articles/how-to-shuffle-correctly");
    await hydrated(page);
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
      window.addEventListener("click", (event) => {
        const link = event.target instanceof Element ? event.target.closest("a") : null;
        if (link && link.textContent !== "Plain link to the packs") event.preventDefault();
      });
    });
    await page.route("**/packs.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    for (const name of ["Write to us", "Call us", "Text us", "Download the packs page"]) {
      await page.getByRole("link", { name, exact: true }).click();
      await page.waitForTimeout(300);
      await expect(page.locator("#nprogress"), name).toHaveCount(0);
      await expect(page).toHaveURL(/\/articles\/how-to-shuffle-correctly$/);
    }
    await page.getByRole("link", { name: "Plain link to the packs", exact: true }).click();
    await expect(page.locator("#nprogress .bar")).toBeVisible();
    await expect(page).toHaveURL(/\/packs$/);
  });
});
