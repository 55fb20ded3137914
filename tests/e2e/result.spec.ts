import type { Page } from "@playwright/test";

import { expect, hydrated, test } from "./fixtures";

// The moment of the result (issue 15): Share never changes what is shown, Generate never
// freezes, the result is in view after Generate on a phone and a desktop, values that no
// longer match the settings leave the screen, and every result is drawn as what it is.

async function resultTexts(page: Page): Promise<string[]> {
  return (await page.locator(".result-value").allTextContents()).map((t) => t.trim());
}

const generate = (page: Page) => page.getByRole("button", { name: "Generate" }).click();

/** Waits until the values on screen are no longer `before`, and returns them. */
async function newValues(page: Page, before: string[]): Promise<string[]> {
  await expect.poll(() => resultTexts(page)).not.toEqual(before);
  return resultTexts(page);
}

test.describe("Share and Generate", () => {
  test("Share links exactly the values on screen, and Generate keeps giving new ones", async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/random-number?min=1&max=1000000000&count=3");
    await hydrated(page);
    await generate(page);
    const first = await newValues(page, []);
    await generate(page);
    const shown = await newValues(page, first);

    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("status")).toContainText("Link copied.");
    // Sharing changes nothing on screen...
    expect(await resultTexts(page)).toEqual(shown);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/seed=[0-9a-z]{25}/);
    // ...and Generate still gives new values, every time.
    await generate(page);
    const next = await newValues(page, shown);
    await generate(page);
    await newValues(page, next);

    // Someone opening the link sees exactly those values, told they are seeded by the link,
    // and Generate from there gives new ones, again and again.
    const other = await browser.newContext();
    const opened = await other.newPage();
    await opened.goto(link);
    await hydrated(opened);
    expect(await resultTexts(opened)).toEqual(shown);
    await expect(opened.getByTestId("seeded-note")).toContainText("Seeded by the link you opened");
    await expect(opened.getByLabel(/The same seed and settings/)).toHaveValue("");
    await generate(opened);
    const fresh = await newValues(opened, shown);
    await generate(opened);
    await newValues(opened, fresh);
    await other.close();
  });

  test("a seed the visitor typed gives the same values on every Generate", async ({ page }) => {
    await page.goto("/pick-from-list");
    await hydrated(page);
    await page.getByText("Seed (optional)").click();
    await page.getByLabel(/The same seed and settings/).fill("my seed");
    await generate(page);
    await expect(page.getByTestId("seeded-note")).toContainText("my seed");
    const values = await resultTexts(page);
    await generate(page);
    await expect(page.getByTestId("announcer")).not.toHaveText("");
    expect(await resultTexts(page)).toEqual(values);
  });
});

test.describe("values that no longer match the settings", () => {
  test("leave the screen on an error, and Copy all, Download and Share do nothing", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/random-number?min=1&max=100&count=3&unique=1");
    await hydrated(page);
    const before = await resultTexts(page);
    expect(before).toHaveLength(3);
    await page.getByLabel("Maximum", { exact: true }).fill("5");
    await page.getByLabel("How many", { exact: true }).fill("10");
    await generate(page);
    await expect(page.getByRole("alert")).toContainText("Please fix these settings");
    await expect(page.locator(".result-value")).toHaveCount(0);
    await expect(page.getByText("No values for these settings.")).toBeVisible();
    await page.evaluate(() => navigator.clipboard.writeText("untouched"));
    for (const name of ["Copy all", "Share", "Download .txt"]) {
      const button = page.getByRole("button", { name });
      await expect(button).toHaveAttribute("aria-disabled", "true");
      // Pressed anyway (a disabled-looking button is still focusable and clickable).
      await button.click({ force: true });
    }
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("untouched");
  });
});

// After Generate the first result is in view, on a phone and a desktop, and focus stays on the
// button (a screen reader keeps its place and hears the announcement). What decides where the
// result lands is the page's type, not the generator: the way its result is drawn (one of each)
// and the shape of its form (a list to paste, the longest form, a plain text value), so the
// sweep takes one generator of each (issue 26: browser sweeps by page type, not every page).
// The wheel has a page of its own, without a Generate button (tests/e2e/wheel.spec.ts).
const SHARES = 2;
const IN_VIEW_IDS = [
  // One of each way of drawing a result.
  "random-number",
  "dice-roller",
  "playing-cards",
  "coin-flip",
  "random-hex-color",
  "color-palette",
  "team-generator",
  "bingo-card",
  "password-generator",
  "yes-or-no",
  "magic-8-ball",
  "shade-scale",
  // Forms of each shape: lists to paste, the longest form, many short values, a long value.
  "pick-from-list",
  "secret-santa",
  "seating-chart",
  "json-object",
  "uno-cards",
  "uuid-v4",
];
for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 720 },
]) {
  test.describe(`after Generate at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (let share = 0; share < SHARES; share++) {
      test(`the result is in view (part ${share + 1} of ${SHARES})`, async ({ page }) => {
        test.setTimeout(180_000);
        const problems: string[] = [];
        const ids = IN_VIEW_IDS.filter((_, i) => i % SHARES === share);
        for (const id of ids) {
          await page.goto(`/${id}`);
          await hydrated(page);
          const button = page.getByRole("button", { name: "Generate" });
          await button.scrollIntoViewIfNeeded();
          await button.click();
          await expect(page.getByTestId("announcer")).not.toHaveText("");
          await expect(button).toBeFocused();
          // Once any scrolling has settled, the first value sits below the sticky header. Each
          // reading waits two frames: a smooth scroll starts on the frame after Generate, so
          // two readings within one frame would agree before it has begun.
          const topOfResult = () =>
            page.locator(".result-stage").evaluate(async (stage) => {
              for (let frame = 0; frame < 2; frame++) {
                await new Promise((resolve) => requestAnimationFrame(resolve));
              }
              const first = stage.querySelector(".result-value") ?? stage;
              return Math.round(first.getBoundingClientRect().top);
            });
          let top = await topOfResult();
          await expect
            .poll(async () => {
              const previous = top;
              top = await topOfResult();
              return top === previous;
            })
            .toBe(true);
          if (top < 56 || top > viewport.height - 40) {
            problems.push(`${id}: the result's top is at ${top}px`);
          }
        }
        expect(problems, problems.join("\n")).toEqual([]);
      });
    }
  });
}
