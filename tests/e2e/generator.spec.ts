import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";

import type { Page } from "@playwright/test";

import { CATEGORIES } from "../../app/engine/categories";
import { GENERATOR_INDEX } from "../../app/engine/catalogue";
import { getGeneratorSummary } from "../../app/engine/generator-summaries";
import { generatorsByCategory, generatorsByTitle } from "../../app/engine/listing";
import { expect, hydrated, hydratedUnseen, test } from "./fixtures";
import { EVERY_VIEW } from "../support/page-types";

// A generator page, by what a visitor does with it: opens it (with or without JavaScript, from
// a good or a bad link), generates, gets a setting wrong, seeds and shares a result, keeps the
// values (copy, download, save), and sees the result in view after Generate (issue 15: Share
// never changes what is shown, Generate never freezes, values that no longer match the settings
// leave the screen). Then the catalogue pages that lead to it.

/** The data modules generators load on demand: app/engine/data/*.ts, by name. */
const DATA_LISTS = readdirSync(path.resolve("app/engine/data"))
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
  .map((name) => name.replace(/\.ts$/, ""));

const results = (page: Page) => page.getByRole("list", { name: "Results" }).getByRole("listitem");

async function resultTexts(page: Page): Promise<string[]> {
  return (await page.locator(".result-value").allTextContents()).map((t) => t.trim());
}

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

const generate = (page: Page) => page.getByRole("button", { name: "Generate" }).click();

/** Waits until the values on screen are no longer `before`, and returns them. */
async function newValues(page: Page, before: string[]): Promise<string[]> {
  await expect.poll(() => resultTexts(page)).not.toEqual(before);
  return resultTexts(page);
}

test.describe("opening a generator page", () => {
  test("is server-rendered with its title, description, defaults and a first result", async ({
    page,
  }) => {
    const response = await page.goto("/random-number");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Random Number" })).toBeVisible();
    await expect(page.getByText("Whole numbers between a minimum and a maximum")).toBeVisible();
    await expect(page.getByLabel("Minimum", { exact: true })).toHaveValue("1");
    await expect(page.getByLabel("Maximum", { exact: true })).toHaveValue("100");
    await expect(results(page)).toHaveCount(1);
    await expect(page).toHaveTitle("Random Number · Randomly");
  });

  test("a permalink with invalid parameters still renders, naming each bad parameter", async ({
    page,
  }) => {
    const response = await page.goto("/random-number?min=abc&max=50&count=99999&seed=%00bad");
    expect(response?.status()).toBe(200);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Some settings in this link could not be used");
    await expect(alert).toContainText("Minimum must be a number; using 1 instead.");
    await expect(alert).toContainText("How many must be at most 10000; using 1 instead.");
    await expect(alert).toContainText("The seed must not contain control characters.");
    await expect(page.getByLabel("Maximum", { exact: true })).toHaveValue("50");
    await expect(results(page)).toHaveCount(1);
  });

  test("without JavaScript the form asks the server to generate", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/random-number");
    await page.getByLabel("Minimum", { exact: true }).fill("7");
    await page.getByLabel("Maximum", { exact: true }).fill("7");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page).toHaveURL(/min=7/);
    expect((await page.locator(".result-value").allTextContents()).map((t) => t.trim())).toEqual([
      "7",
    ]);
    await context.close();
  });

  test.describe("while nobody uses it", () => {
    test.use({ visitorPresent: false });

    test("the engine and a generator's data lists are fetched when used, not with the page", async ({
      page,
    }) => {
      const requested: string[] = [];
      const dataChunks: string[] = [];
      page.on("request", (request) => {
        const pathname = new URL(request.url()).pathname;
        requested.push(pathname);
        const name = pathname.split("/").pop() ?? "";
        const list = DATA_LISTS.find((candidate) => name.startsWith(`${candidate}-`));
        if (list) dataChunks.push(list);
      });
      const engine = () =>
        requested.filter((path) => /\/generate-in-browser-[\w-]+\.js$/.test(path));
      // Nobody has used the page yet: not even a pointer has moved.
      await page.goto("/random-number", { waitUntil: "networkidle" });
      expect(engine()).toEqual([]);
      // Focus reaching the form (a keyboard user tabbing in) fetches the engine, once.
      const minimum = page.getByLabel("Minimum", { exact: true });
      await hydratedUnseen(minimum);
      await minimum.focus();
      await expect.poll(engine).toHaveLength(1);
      await page.getByRole("button", { name: "Generate", exact: true }).click();
      await expect(page.locator("[data-testid=announcer]")).toHaveText(/^Generated/);
      expect(engine()).toHaveLength(1);
      // The random-number page generates in the browser without any list, and the catalogue
      // needs none...
      await page.goto("/all");
      await hydrated(page);
      expect(dataChunks).toEqual([]);
      // ...and the first-name page fetches the first-name list, and only it, to generate.
      await page.goto("/first-name");
      await hydrated(page);
      await page.getByRole("button", { name: "Generate", exact: true }).click();
      await expect.poll(() => dataChunks).toEqual(["first-names"]);
    });
  });
});

test.describe("Generate", () => {
  test("generates with changed inputs, keeps values in range, announces them, and Enter in a field generates too", async ({
    page,
  }) => {
    await page.goto("/random-number");
    await fill(page, "Minimum", "1");
    await fill(page, "Maximum", "6");
    await fill(page, "How many", "50");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(results(page)).toHaveCount(50);
    for (const value of await resultTexts(page)) {
      expect(Number(value)).toBeGreaterThanOrEqual(1);
      expect(Number(value)).toBeLessThanOrEqual(6);
    }
    await expect(page.getByTestId("announcer")).toHaveText("Generated 50 values.");
    // The address keeps the inputs, so a reload keeps them too.
    await expect(page).toHaveURL(/max=6/);
    await page.reload();
    await expect(page.getByLabel("Maximum", { exact: true })).toHaveValue("6");

    await test.step("Enter in a field generates", async () => {
      const before = await resultTexts(page);
      await page.getByLabel("How many", { exact: true }).fill("4");
      await page.getByLabel("How many", { exact: true }).press("Enter");
      await expect(results(page)).toHaveCount(4);
      expect(await resultTexts(page)).not.toEqual(before);
    });
  });

  test("a 10,000-value run shows a page at a time", async ({ page }) => {
    await page.goto("/uuid-v4");
    await fill(page, "How many", "10000");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByTestId("announcer")).toHaveText("Generated 10,000 values.");
    // Folded to its first rows until the visitor asks for all (issue 30: summary first).
    await expect(results(page)).toHaveCount(10);
    await page.getByRole("button", { name: "Show all 10,000 values" }).click();
    await expect(results(page)).toHaveCount(100);
    const pages = page.getByRole("navigation", { name: "Result pages" });
    await expect(pages).toContainText("1–100 of 10,000");
    await pages.getByRole("button", { name: "Next" }).click();
    await expect(pages).toContainText("101–200 of 10,000");
    await expect(results(page)).toHaveCount(100);
  });
});

test.describe("settings that cannot be used", () => {
  test("get a clear message; the values leave the screen, Copy all, Download and Share do nothing, and the settings stay", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/random-number?min=1&max=5&count=3");
    await hydrated(page);
    const before = await resultTexts(page);
    expect(before).toHaveLength(3);
    await fill(page, "How many", "10");
    await page.getByLabel("No repeats").check();
    await page.getByRole("button", { name: "Generate" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Please fix these settings");
    await expect(alert).toContainText(
      "Can't pick 10 different numbers between 1 and 5: there are only 5. Lower How many or turn off No repeats.",
    );
    // The values no longer match the settings, so they leave the screen; the settings stay.
    await expect(page.locator(".result-value")).toHaveCount(0);
    await expect(page.getByText("No values for these settings.")).toBeVisible();
    await expect(page.getByLabel("How many", { exact: true })).toHaveValue("10");
    await expect(page.getByLabel("How many", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );

    await test.step("Copy all, Share and Download do nothing", async () => {
      await page.evaluate(() => navigator.clipboard.writeText("untouched"));
      for (const name of ["Copy all", "Share", "Download .txt"]) {
        const button = page.getByRole("button", { name });
        await expect(button).toHaveAttribute("aria-disabled", "true");
        // Pressed anyway (a disabled-looking button is still focusable and clickable).
        await button.click({ force: true });
      }
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("untouched");
    });

    await test.step("fixed, they generate again", async () => {
      await fill(page, "How many", "5");
      await page.getByRole("button", { name: "Generate" }).click();
      await expect(page.getByRole("alert")).toHaveCount(0);
      expect((await resultTexts(page)).map(Number).sort()).toEqual([1, 2, 3, 4, 5]);
    });
  });

  test("a count the domain caps below 10,000 says why, next to the field and in the error", async ({
    page,
  }) => {
    await page.goto("/playing-cards");
    await hydrated(page);
    const count = page.getByLabel("How many", { exact: true });
    const why = "each card is dealt once, and 8 decks of 54 cards (with jokers) hold 432";
    await expect(count).toHaveAccessibleDescription(`E${why.slice(1)}.`);
    await fill(page, "How many", "500");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText(`How many must be at most 432: ${why}`);
    await expect(count).toHaveValue("500");
  });
});

test.describe("seeds and sharing", () => {
  test("a seeded permalink gives the same values after reload, in a fresh context and without JavaScript", async ({
    page,
    browser,
  }) => {
    const link = "/random-number?min=1&max=1000000&count=5&unique=0&order=random&seed=k3x9&v=1";
    await page.goto(link);
    const values = await resultTexts(page);
    expect(values).toHaveLength(5);
    await expect(page.getByTestId("seeded-note")).toContainText(
      "Seeded by the link you opened: seed k3x9",
    );

    await page.reload();
    expect(await resultTexts(page)).toEqual(values);

    const fresh = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await fresh.newPage();
    await noJs.goto(link);
    expect((await noJs.locator(".result-value").allTextContents()).map((t) => t.trim())).toEqual(
      values,
    );
    await fresh.close();
  });

  test("Share links exactly the values on screen, drawn from a fresh seed, without drawing again; Generate keeps giving new ones, here and from the link", async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/uuid-v4?count=3");
    await hydrated(page);
    await expect(page.getByTestId("fresh-seed")).toBeVisible();
    const share = async () => {
      await page.getByRole("button", { name: "Share" }).click();
      await expect(page.getByRole("status")).toContainText("Link copied.");
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(/\/uuid-v4\?.*seed=[0-9a-z]{25}/);
      return link;
    };

    // The first values, as the page came.
    const served = await resultTexts(page);
    const servedLink = await share();
    expect(await resultTexts(page)).toEqual(served);

    // Values of later runs.
    await generate(page);
    const first = await newValues(page, served);
    await generate(page);
    const shown = await newValues(page, first);
    const link = await share();
    // Sharing changes nothing on screen...
    expect(await resultTexts(page)).toEqual(shown);
    // ...and Generate still gives new values, every time.
    await generate(page);
    const next = await newValues(page, shown);
    await generate(page);
    await newValues(page, next);

    // Someone opening a link sees exactly those values, told they are seeded by the link,
    // and Generate from there gives new ones, again and again.
    const other = await browser.newContext();
    const opened = await other.newPage();
    await opened.goto(servedLink);
    expect(await resultTexts(opened)).toEqual(served);
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

  test("a seed the visitor typed gives the same values on every Generate, and as its permalink", async ({
    page,
  }) => {
    await page.goto("/dice-roller");
    await hydrated(page);
    await page.getByText("Seed (optional)").click();
    await page.getByLabel(/The same seed and settings/).fill("tabletop");
    await fill(page, "How many", "6");
    await generate(page);
    await expect(page.getByTestId("seeded-note")).toContainText("tabletop");
    const values = await resultTexts(page);
    await generate(page);
    await expect(page.getByTestId("announcer")).not.toHaveText("");
    expect(await resultTexts(page)).toEqual(values);
    await page.goto(page.url());
    expect(await resultTexts(page)).toEqual(values);
  });
});

test.describe("keeping the values", () => {
  test("copies a value (Copied!) and all of them, and downloads them as .txt, .csv and .json", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/random-number?min=1&max=1000&count=5&seed=download");
    const values = await resultTexts(page);

    await test.step("copy", async () => {
      const button = results(page).first().getByRole("button", { name: "Copy to clipboard" });
      await button.click();
      await expect(results(page).first().getByRole("button", { name: "Copied!" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(values[0]);

      await page.getByRole("button", { name: "Copy all" }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(values.join("\n"));
    });

    for (const format of ["txt", "csv", "json"] as const) {
      await test.step(`download .${format}`, async () => {
        const download = page.waitForEvent("download");
        await page.getByRole("button", { name: `Download .${format}` }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe(`random-number.${format}`);
        const contents = await readFile((await file.path()) ?? "", "utf8");
        if (format === "txt") expect(contents).toBe(values.join("\n"));
        if (format === "csv") expect(contents).toBe(`value\r\n${values.join("\r\n")}\r\n`);
        if (format === "json") {
          const json = JSON.parse(contents);
          expect(json.seed).toBe("download");
          expect(json.input).toMatchObject({ min: 1, max: 1000, count: 5 });
          expect(json.values.map((v: { text: string }) => v.text)).toEqual(values);
        }
      });
    }
  });

  test("the star saves a value and keeps it saved after a reload", async ({ page }) => {
    await page.goto("/random-number?min=1&max=1000000&count=2&seed=star");
    const star = results(page).first().getByRole("button", { name: "Save value" });
    await star.click();
    const saved = results(page).first().getByRole("button", { name: "Remove from saved values" });
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    await saved.click();
    await expect(star).toHaveAttribute("aria-pressed", "false");
  });

  test("a value that looks like markup is shown as text", async ({ page }) => {
    const list = encodeURIComponent("<img src=x onerror=alert(1)>\n<script>alert(2)</script>");
    page.on("dialog", () => {
      throw new Error("a script in a value ran");
    });
    await page.goto(`/shuffle-list?entries=${list}&seed=x`);
    await expect(
      page.locator(".result-value").filter({ hasText: "<img src=x onerror=alert(1)>" }),
    ).toBeVisible();
    await expect(page.locator("main img")).toHaveCount(0);
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
  ...EVERY_VIEW,
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

test.describe("catalogue", () => {
  test("/all lists every generator and filters as you type", async ({ page }) => {
    await page.goto("/all");
    const list = page.getByRole("list", { name: "Generators" });
    expect(await list.getByRole("link").count()).toBeGreaterThanOrEqual(60);
    await page.getByLabel("Filter generators").fill("passwrd pass");
    await expect(list.getByRole("link")).toHaveCount(0);
    await page.getByLabel("Filter generators").fill("password");
    await expect(list.getByRole("link", { name: /Password Generator/ })).toBeVisible();
    await expect(list.getByRole("link", { name: /Coin Flip/ })).toHaveCount(0);
    await list.getByRole("link", { name: /Password Generator/ }).click();
    await expect(page).toHaveURL(/\/password-generator$/);
  });

  test("/all's filter finds a generator by a word of its description, which its HTML leaves out", async ({
    page,
  }) => {
    const password = getGeneratorSummary("password-generator")!;
    const elsewhere = [password.title, ...password.keywords].join(" ").toLowerCase();
    const word = password.description
      .toLowerCase()
      .split(/[^a-z]+/)
      .find((w) => w.length > 4 && !elsewhere.includes(w))!;
    // The descriptions load when the filter is used (issue 29: they were 32 of the page's 44 KB).
    const html = await (await page.request.get("/all")).text();
    expect(html).not.toContain(password.description);
    await page.goto("/all");
    await hydrated(page);
    const list = page.getByRole("list", { name: "Generators" });
    await page.getByLabel("Filter generators").fill(word);
    await expect(list.getByRole("link", { name: /Password Generator/ })).toBeVisible();
    await expect(list.getByRole("link", { name: /Coin Flip/ })).toHaveCount(0);
    // A link to the filtered page shows the same list, before and after hydration.
    await page.goto(`/all?q=${word}`);
    await expect(list.getByRole("link", { name: /Password Generator/ })).toBeVisible();
    const before = await list.getByRole("link").count();
    await hydrated(page);
    await expect(list.getByRole("link")).toHaveCount(before);
    await expect(page.getByLabel("Filter generators")).toHaveValue(word);
  });

  test("/all's HTML holds its list once, as cards, and a link from another page brings the whole list", async ({
    page,
  }) => {
    // The page hydrates from its cards instead of a second copy in its data (issue 29: that copy
    // was 7 of the page's 18 KB compressed, and kept it over a phone's first round trip).
    const html = await (await page.request.get("/all")).text();
    for (const title of ["Accessible Colour Pair", "Coin Flip", "Random Number"]) {
      expect(html.split(`>${title}<`).length - 1, title).toBe(1);
      expect(html.split(title).length - 1, title).toBe(1);
    }
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: "Generators", exact: true }).click();
    await expect(page).toHaveURL(/\/all$/);
    await expect(page.getByRole("heading", { level: 1, name: "Generators" })).toBeVisible();
    const cards = page.locator("main ul[aria-label$=' generators'] a");
    await expect(cards).toHaveCount(GENERATOR_INDEX.length);
    await page.getByLabel("Filter generators").fill("coin");
    await expect(cards.filter({ hasText: "Coin Flip" })).toBeVisible();
    expect(await cards.count()).toBeLessThan(10);
    // A to Z, each card's category is the line under its title, read back as the page hydrates
    // (a card read wrong would be a hydration error, which fails every test here).
    await page.goto("/all?view=az");
    await hydrated(page);
    const coin = getGeneratorSummary("coin-flip")!;
    const coinCategory = CATEGORIES.find((c) => c.id === coin.category)!.title;
    await expect(page.locator("main a[href='/coin-flip']")).toHaveText(
      `${coin.title}${coinCategory}`,
    );
  });

  test("/all shows every generator under its category, or A to Z, with its icon", async ({
    page,
  }) => {
    await page.goto("/all");
    const groups = generatorsByCategory(GENERATOR_INDEX);
    for (const { category, generators } of groups) {
      const cards = page
        .getByRole("list", { name: `${category.title} generators` })
        .getByRole("link");
      // Each card reads as its title alone; its icon is drawn from data-icon, as decoration.
      expect((await cards.allTextContents()).map((text) => text.trim())).toEqual(
        generators.map((g) => g.title),
      );
      expect(await cards.evaluateAll((links) => links.map((a) => a.dataset.icon ?? ""))).toEqual(
        generators.map((g) => g.iconText ?? ""),
      );
    }
    await expect(page.getByRole("link", { name: "Coin Flip", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toHaveCount(groups.length);
    // Every generator on one page, in a document a phone lays out quickly (issue 29: it had
    // 1,814 elements): a card is two elements.
    expect(await page.evaluate(() => document.getElementsByTagName("*").length)).toBeLessThan(
      1_000,
    );

    await page.getByRole("link", { name: "A–Z" }).click();
    await expect(page).toHaveURL(/\/all\?view=az$/);
    // The address changes just before the new view is drawn: read the cards once it is.
    await expect(page.getByRole("list", { name: "Generators under A" })).toBeVisible();
    const titles = new Map(CATEGORIES.map((c) => [c.id, c.title]));
    const everyCard = page.locator("main ul[aria-label^='Generators under'] a");
    const expected = generatorsByTitle(GENERATOR_INDEX).map(
      (g) => `${g.title}${titles.get(g.category) ?? ""}`,
    );
    expect((await everyCard.allTextContents()).map((text) => text.trim())).toEqual(expected);
    // Titles sort without their leading "Random": Random Animal comes under A.
    await expect(
      page
        .getByRole("list", { name: "Generators under A" })
        .getByRole("link", { name: /Random Animal/ }),
    ).toBeVisible();
  });

  test("/all's links join route discovery as they near the screen, and each is known before its click", async ({
    page,
  }) => {
    // Remix asks the server which routes a page's links lead to (/__manifest?p=...), so a click
    // waits for no lookup. /all asked for all 341 at once, one long task on a phone (issue 29).
    const asked: string[][] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/__manifest") asked.push(url.searchParams.getAll("p"));
    });
    await page.goto("/all");
    await hydrated(page);
    const groups = generatorsByCategory(GENERATOR_INDEX);
    const first = `/${groups[0]!.generators[0]!.id}`;
    const last = groups.at(-1)!;
    const lastPaths = last.generators.map((g) => `/${g.id}`);
    await expect.poll(() => asked.flat()).toContain(first);
    expect(asked[0]!.length).toBeLessThan(100);
    expect(asked.flat().filter((p) => lastPaths.includes(p))).toEqual([]);

    const lastList = page.getByRole("list", { name: `${last.category.title} generators` });
    await lastList.scrollIntoViewIfNeeded();
    await expect.poll(() => asked.flat()).toEqual(expect.arrayContaining(lastPaths));
    const lookups = asked.length;
    await lastList.getByRole("link", { name: last.generators[0]!.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${lastPaths[0]}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(last.generators[0]!.title);
    expect(asked.length).toBe(lookups);
  });

  test("/categories lists categories with counts and each category its generators", async ({
    page,
  }) => {
    await page.goto("/categories");
    const groups = generatorsByCategory(GENERATOR_INDEX);
    const categories = page.getByRole("list", { name: "Categories" }).getByRole("link");
    await expect(categories).toHaveCount(groups.length);
    expect(groups.length).toBeGreaterThanOrEqual(10);
    // Each count is the registry's, as read by a screen reader ("Games 7 generators").
    for (const [i, { category, generators }] of groups.entries()) {
      await expect(categories.nth(i)).toHaveAccessibleName(
        new RegExp(`^${category.title} ${generators.length} generators`),
      );
    }
    await page.getByRole("link", { name: /^Games \d+ generators/ }).click();
    await expect(page).toHaveURL(/\/categories\/games$/);
    const games = groups.find((group) => group.category.id === "games")?.generators ?? [];
    const listed = page.getByRole("list", { name: "Games generators" }).getByRole("link");
    expect(await listed.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
      games.map((g) => `/${g.id}`),
    );
  });

  test.describe("an unknown category", () => {
    test.use({ expectHttpErrors: true });
    test("answers 404", async ({ page }) => {
      const response = await page.goto("/categories/no-such-category");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    });
  });

  test("the header menu groups generators by category", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Generators by category" }).click();
    const numbers = page.getByRole("region", { name: "Numbers" });
    await expect(numbers.getByRole("link", { name: "Random Number" })).toBeVisible();
    await numbers.getByRole("link", { name: "Coin Flip" }).click();
    await expect(page).toHaveURL(/\/coin-flip$/);
    await expect(page.getByRole("button", { name: "Generators by category" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test.describe("when /all's list cannot load", () => {
    test.use({ expectedConsoleErrors: [/Failed to load resource/], expectHttpErrors: true });
    test("a link to /all loads the page from the server, whose filter matches titles until the list comes", async ({
      page,
    }) => {
      const password = getGeneratorSummary("password-generator")!;
      const elsewhere = [password.title, ...password.keywords].join(" ").toLowerCase();
      const word = password.description
        .toLowerCase()
        .split(/[^a-z]+/)
        .find((w) => w.length > 4 && !elsewhere.includes(w))!;
      const chunk = /\/assets\/catalogue-data-.*\.js(\?.*)?$/;
      await page.route(chunk, (route) => route.abort());
      await page.goto("/");
      await hydrated(page);
      await page.getByRole("banner").getByRole("link", { name: "Generators", exact: true }).click();
      await expect(page).toHaveURL(/\/all$/);
      const cards = page.locator("main ul[aria-label$=' generators'] a");
      await expect(cards).toHaveCount(GENERATOR_INDEX.length);
      await hydrated(page);
      const filter = page.getByLabel("Filter generators");
      await filter.fill("coin");
      await expect(cards.filter({ hasText: "Coin Flip" })).toBeVisible();
      await filter.fill(word);
      await expect(cards).toHaveCount(0);
      // Once the network is back, the next use of the filter brings the list and its texts.
      await page.unroute(chunk);
      await filter.fill("");
      await filter.fill(word);
      await expect(cards.filter({ hasText: "Password Generator" })).toBeVisible();
    });
  });

  test.describe("when the menu cannot load", () => {
    test.use({
      expectedConsoleErrors: [/Failed to load generators for header/],
      expectHttpErrors: true,
    });
    test("it logs the spec's message and keeps a link to /all", async ({ page }) => {
      await page.route(/\/assets\/catalogue-.*\.js$/, (route) => route.abort());
      await page.goto("/");
      await page.getByRole("button", { name: "Generators by category" }).click();
      await page.getByRole("link", { name: "See all generators" }).click();
      await expect(page).toHaveURL(/\/all$/);
    });

    test("opening it again once the network is back shows the generators", async ({ page }) => {
      const chunk = /\/assets\/catalogue-.*\.js(\?.*)?$/;
      await page.route(chunk, (route) => route.abort());
      await page.goto("/");
      const menuButton = page.getByRole("button", { name: "Generators by category" });
      await menuButton.click();
      await expect(page.getByRole("link", { name: "See all generators" })).toBeVisible();
      await page.keyboard.press("Escape");
      await page.unroute(chunk);
      await menuButton.click();
      const numbers = page.getByRole("region", { name: "Numbers" });
      await expect(numbers.getByRole("link", { name: "Random Number" })).toBeVisible();
    });
  });
});
