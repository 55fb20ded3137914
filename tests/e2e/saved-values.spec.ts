import { readFile } from "node:fs/promises";

import type { Locator, Page } from "@playwright/test";

import { expect, hydrated, test } from "./fixtures";
import { expectSavedButtonClear, expectSavedButtonClearWhileScrolling } from "./screen-fit";

const panel = (page: Page) => page.getByRole("region", { name: /Saved Values/ });
const openPanel = (page: Page) => page.getByRole("button", { name: "View saved values" }).click();
const results = (page: Page) => page.getByRole("list", { name: "Results" }).getByRole("listitem");

/** What the hover tooltip shows: the ::after text of a tooltip trigger, with its visibility. */
function tooltipText(button: Locator) {
  return button.evaluate((el) => {
    const after = getComputedStyle(el, "::after");
    if (after.opacity === "0" || after.visibility === "hidden") return "(hidden)";
    return after.content.replace(/^"|"$/g, "");
  });
}

/** Stores `count` saved Coin Flip values in this browser before the first page loads (once). */
function storeNotes(page: Page, count: number) {
  return page.addInitScript((length) => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    const notes = Array.from({ length }, (_, i) => ({
      id: `n${i}`,
      generatorId: "coin-flip",
      generatorTitle: "Coin Flip",
      value: `Value ${i}`,
      inputs: {},
      seed: null,
      savedAt: "2026-01-01T00:00:00.000Z",
    }));
    localStorage.setItem("saved-values", JSON.stringify(notes));
  }, count);
}

async function star(page: Page, index: number) {
  await results(page).nth(index).getByRole("button", { name: "Save value" }).click();
}

test.describe("saved values panel", () => {
  test("shows the spec's texts when empty", async ({ page }) => {
    await page.goto("/");
    await openPanel(page);
    await expect(panel(page).getByRole("heading", { name: "Saved Values (0)" })).toBeVisible();
    await expect(panel(page)).toContainText(
      "Values you've saved from different generators. Click a value to copy it again.",
    );
    await expect(panel(page)).toContainText(
      "No values saved yet. Click the star icon next to any generated value to save it here.",
    );
    await expect(panel(page).getByRole("button", { name: "Clear all saved values" })).toHaveCount(
      0,
    );
    const box = await panel(page).boundingBox();
    expect(box?.width).toBe(400);
    await expect(page.getByTestId("saved-values-list")).toHaveCSS("height", "400px");
    await panel(page).getByRole("button", { name: "Collapse saved values" }).click();
    await expect(panel(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "View saved values" })).toBeFocused();
  });

  test("the floating button keeps the spec's name; the count badge describes it", async ({
    page,
  }) => {
    await page.goto("/random-number?min=1&max=1000000&count=3&seed=badge");
    const button = page.getByRole("button", { name: "View saved values", exact: true });
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute("aria-describedby");
    await star(page, 0);
    await star(page, 1);
    await star(page, 2);
    await expect(page.getByTestId("saved-count")).toHaveText("3");
    await expect(button).toHaveAccessibleName("View saved values");
    await expect(button).toHaveAccessibleDescription("3 saved");
    // The badge sits on the button's corner and lets clicks through to it.
    const badge = await page.getByTestId("saved-count").boundingBox();
    const round = await button.boundingBox();
    expect(badge && round).toBeTruthy();
    if (badge && round) {
      expect(badge.x + badge.width).toBeGreaterThan(round.x + round.width - 4);
      expect(badge.y).toBeLessThan(round.y + 4);
      await page.mouse.click(badge.x + badge.width / 2, badge.y + badge.height / 2);
    }
    await expect(panel(page).getByRole("heading", { name: "Saved Values (3)" })).toBeVisible();
  });

  test("at 375 px the floating button covers no control of a generator page with results", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/random-number?min=1&max=1000000&count=30&seed=covers");
    await hydrated(page);
    await expectSavedButtonClear(page, "on arrival");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expect(results(page)).toHaveCount(30);
    await star(page, 0);
    await expect(page.getByTestId("saved-count")).toHaveText("1");
    await expectSavedButtonClear(page, "after Generate");
    await expectSavedButtonClearWhileScrolling(page, "with 30 results");
  });

  test("star → badge → panel item → copy → remove → clear with a toast", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/random-number?min=1&max=1000000&count=3&seed=saved");
    const values = (await page.locator(".result-value").allTextContents()).map((t) => t.trim());
    await star(page, 0);
    await expect(page.getByTestId("saved-count")).toHaveText("1");
    await star(page, 1);
    await star(page, 2);
    await expect(page.getByTestId("saved-count")).toHaveText("3");

    await openPanel(page);
    await expect(panel(page).getByRole("heading", { name: "Saved Values (3)" })).toBeVisible();
    const items = panel(page).getByRole("listitem");
    await expect(items).toHaveCount(3);
    const newest = items.first();
    await expect(newest.getByRole("link", { name: "Random Number" })).toHaveAttribute(
      "href",
      "/random-number",
    );
    await expect(newest).toContainText(values[2] ?? "");

    const copy = newest.getByRole("button", { name: "Copy to clipboard" }).first();
    await copy.hover();
    await expect(copy).toHaveAttribute("data-tooltip", "Copy to clipboard");
    expect(await tooltipText(copy)).toBe("Copy to clipboard");
    await copy.click();
    const copied = newest.getByRole("button", { name: "Copied!" });
    await expect(copied).toBeVisible();
    expect(await tooltipText(copied)).toBe("Copied!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(values[2]);

    await page.evaluate(() => navigator.clipboard.writeText(""));
    await newest.getByRole("button", { name: values[2] ?? "" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(values[2]);

    await newest.getByRole("button", { name: "Remove from saved values" }).click();
    await expect(items).toHaveCount(2);
    await expect(page.getByTestId("saved-count")).toHaveText("2");
    // The star on the page follows the store.
    await expect(results(page).nth(2).getByRole("button", { name: "Save value" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );

    await panel(page).getByRole("button", { name: "Clear all saved values" }).click();
    await expect(page.getByText("Cleared all saved values", { exact: true })).toBeVisible();
    await expect(panel(page)).toContainText("No values saved yet.");
    await expect(page.getByTestId("saved-count")).toHaveCount(0);
    await expect(panel(page).getByRole("button", { name: "Clear all saved values" })).toHaveCount(
      0,
    );
  });

  test("survives a reload and reaches a second tab", async ({ page, context }) => {
    await page.goto("/random-number?min=1&max=1000000&count=2&seed=tabs");
    const other = await context.newPage();
    await other.goto("/packs");
    await star(page, 0);
    await expect(other.getByTestId("saved-count")).toHaveText("1");
    await page.reload();
    await expect(page.getByTestId("saved-count")).toHaveText("1");
    await expect(
      results(page).first().getByRole("button", { name: "Remove from saved values" }),
    ).toBeVisible();
  });

  test("exports the saved values as JSON and CSV", async ({ page }) => {
    await page.goto("/coin-flip?count=1&seed=export");
    await star(page, 0);
    await openPanel(page);
    for (const format of ["JSON", "CSV"]) {
      const download = page.waitForEvent("download");
      await panel(page)
        .getByRole("button", { name: `Export saved values as ${format}` })
        .click();
      const file = await download;
      const contents = await readFile((await file.path()) ?? "", "utf8");
      if (format === "JSON") {
        const saved = JSON.parse(contents).savedValues;
        expect(saved).toHaveLength(1);
        expect(saved[0]).toMatchObject({
          generatorId: "coin-flip",
          seed: "export",
          inputs: { count: 1 },
        });
      } else {
        expect(contents.split("\r\n")[0]).toBe(
          "generatorTitle,value,generatorId,seed,savedAt,inputs",
        );
        expect(contents).toContain("Coin Flip,");
      }
    }
  });

  test("stored markup is shown as text, with the title from the catalogue", async ({ page }) => {
    page.on("dialog", () => {
      throw new Error("a script in a saved value ran");
    });
    await page.addInitScript(() => {
      localStorage.setItem(
        "saved-values",
        JSON.stringify([
          {
            id: "x1",
            generatorId: "random-number",
            generatorTitle: "<b>Tampered</b>",
            value: "<img src=x onerror=alert(1)>",
            inputs: {},
            seed: null,
            savedAt: "2026-01-01T00:00:00.000Z",
          },
        ]),
      );
    });
    await page.goto("/");
    await openPanel(page);
    await expect(panel(page).getByRole("link", { name: "Random Number" })).toBeVisible();
    await expect(panel(page)).toContainText("<img src=x onerror=alert(1)>");
    await expect(panel(page).locator("img, b")).toHaveCount(0);
  });

  test("a full list and an over-long value are refused with a message, losing nothing", async ({
    page,
  }) => {
    await storeNotes(page, 1000);
    await page.goto("/coin-flip?count=1&seed=full");
    await expect(page.getByTestId("saved-count")).toHaveText("1000");
    await star(page, 0);
    await expect(page.getByRole("status").filter({ hasText: "at most" })).toHaveText(
      "You can keep at most 1,000 saved values. Remove some to save more.",
    );
    await expect(page.getByTestId("saved-count")).toHaveText("1000");
    await expect(results(page).first().getByRole("button", { name: "Save value" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );

    await page.evaluate(() => localStorage.setItem("saved-values", "[]"));
    await page.goto("/lorem-ipsum-words?count=5000&seed=long");
    const value = (await page.locator(".result-value").first().textContent()) ?? "";
    expect(value.length).toBeGreaterThan(10_000);
    await star(page, 0);
    await expect(page.getByRole("status").filter({ hasText: "too long" })).toHaveText(
      "This value is too long to save: at most 10,000 characters.",
    );
    await expect(page.getByTestId("saved-count")).toHaveCount(0);
  });

  test.describe("with unreadable stored data", () => {
    test.use({ expectedConsoleErrors: [/Saved values in this browser could not be read/] });
    test("moves it aside, logs it and starts empty", async ({ page }) => {
      await page.addInitScript(() => {
        if (!sessionStorage.getItem("seeded")) {
          localStorage.setItem("saved-values", "{not json");
          sessionStorage.setItem("seeded", "1");
        }
      });
      await page.goto("/");
      await openPanel(page);
      await expect(panel(page)).toContainText("No values saved yet.");
      expect(await page.evaluate(() => localStorage.getItem("saved-values-corrupt-backup"))).toBe(
        "{not json",
      );
    });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test("a click outside the panel closes it", async ({ page }) => {
      await page.goto("/");
      await openPanel(page);
      await expect(panel(page)).toBeVisible();
      await page.mouse.click(20, 120);
      await expect(panel(page)).toBeHidden();
    });
  });

  test("its scroll bars show while scrolling and hide again after 600 ms", async ({ page }) => {
    await storeNotes(page, 40);
    await page.goto("/");
    await openPanel(page);
    const list = page.getByTestId("saved-values-list");
    await expect(list).not.toHaveClass(/is-scrolling/);
    // The page notes when the class comes and goes, and when the list last scrolled: a poll
    // from here could miss a 600 ms window on a busy machine.
    type Seen = { scrolled?: number; shown?: number; hidden?: number };
    await list.evaluate((el) => {
      const seen: Seen = {};
      (window as unknown as { scrollBars: Seen }).scrollBars = seen;
      // The event's own time comes before any handler of it runs, the page's timer included.
      el.addEventListener("scroll", (event) => (seen.scrolled = event.timeStamp));
      new MutationObserver(() => {
        const now = performance.now();
        if (el.classList.contains("is-scrolling")) seen.shown ??= now;
        else if (seen.shown !== undefined) seen.hidden ??= now;
      }).observe(el, { attributes: true, attributeFilter: ["class"] });
      el.scrollTop = 200;
    });
    const times = () => page.evaluate(() => (window as unknown as { scrollBars: Seen }).scrollBars);
    await expect.poll(async () => (await times()).hidden !== undefined).toBe(true);
    const { scrolled, shown, hidden } = await times();
    expect(shown).toBeGreaterThanOrEqual(scrolled!);
    // A timer never fires early: the bars stay the spec's 600 ms after the scrolling stops.
    expect(hidden! - scrolled!).toBeGreaterThanOrEqual(600);
  });

  test("on a wide screen a click outside leaves it open", async ({ page }) => {
    await page.goto("/");
    await openPanel(page);
    await page.mouse.click(200, 300);
    await expect(panel(page)).toBeVisible();
  });
});
