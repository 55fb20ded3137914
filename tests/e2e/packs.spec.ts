import type { Page } from "@playwright/test";

import { PACKS } from "../../app/features/packs/packs";

import { expect, test } from "./fixtures";

const items = (page: Page) => page.getByTestId("pack-item");
const seedNote = (page: Page) => page.getByTestId("pack-seed");
const runPack = (page: Page) => page.getByRole("button", { name: "Run pack" });
const permalink = (page: Page) => page.getByRole("link", { name: "Permalink", exact: true });

/** Every value on a pack page, item by item. */
async function packValues(page: Page): Promise<string[][]> {
  const values: string[][] = [];
  for (const item of await items(page).all()) {
    values.push((await item.locator(".result-value").allTextContents()).map((t) => t.trim()));
  }
  return values;
}

function pack(id: string) {
  const found = PACKS.find((p) => p.id === id);
  if (!found) throw new Error(`no pack ${id}`);
  return found;
}

test.describe("/packs", () => {
  test("lists every pack as a card with its generators, and each card opens its pack", async ({
    page,
    request,
  }) => {
    await page.goto("/packs");
    const grid = page.getByRole("list", { name: "Packs" });
    const links = grid.getByRole("link");
    expect(PACKS.length).toBeGreaterThanOrEqual(10);
    await expect(links).toHaveCount(PACKS.length);
    for (const [index, { id }] of PACKS.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `/packs/${id}`);
      const response = await request.get(`/packs/${id}`);
      expect(response.status(), id).toBe(200);
    }
    await expect(grid.getByRole("list", { name: "Generators in Game Night" })).toContainText(
      "Dice Roller",
    );

    await links.filter({ hasText: "Tabletop RPG Session" }).click();
    await expect(page).toHaveURL(/\/packs\/tabletop-rpg$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Tabletop RPG Session" }),
    ).toBeVisible();
  });
});

test.describe("a pack page", () => {
  test("shows every generator of the pack with its presets, why it is there and results", async ({
    page,
  }) => {
    const gameNight = pack("game-night");
    const response = await page.goto("/packs/game-night");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Game Night Pack · Randomly");
    await expect(page.getByRole("heading", { level: 1, name: "Game Night" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Packs" }),
    ).toHaveAttribute("href", "/packs");

    await expect(items(page)).toHaveCount(gameNight.items.length);
    for (const [index, item] of gameNight.items.entries()) {
      const shown = items(page).nth(index);
      await expect(shown.getByRole("heading", { level: 2 }).getByRole("link")).toHaveAttribute(
        "href",
        `/${item.generatorId}`,
      );
      await expect(shown).toContainText(item.note ?? "");
      expect(await shown.locator(".result-value").count()).toBeGreaterThan(0);
    }
    const dice = items(page).first();
    await expect(dice.getByRole("definition").first()).toHaveText("2d6");
    await expect(
      page.getByRole("list", { name: "Playing Cards results" }).getByRole("listitem"),
    ).toHaveCount(5);
  });

  test("draws its results as the generator pages do: cards as cards in their suits' colours, dice as dice", async ({
    page,
  }) => {
    await page.goto("/packs/game-night?seed=drawn");
    const cards = page.getByRole("list", { name: "Playing Cards results" });
    await expect(cards.getByRole("img")).toHaveCount(5);
    const names = await cards.getByRole("img").evaluateAll((elements) =>
      elements.map((element) => ({
        name: element.getAttribute("aria-label") ?? "",
        colour: getComputedStyle(element).color,
      })),
    );
    for (const { name, colour } of names) {
      const red = /Hearts|Diamonds/.test(name);
      expect(colour === "rgb(185, 28, 28)", `${name} is drawn ${colour}`).toBe(red);
    }
    const dice = items(page).filter({ has: page.getByRole("heading", { name: /Dice Roller/ }) });
    await expect(dice.getByRole("group", { name: "Dice" }).first().getByRole("img")).toHaveCount(2);
  });

  test("Run pack draws new results for every generator", async ({ page }) => {
    await page.goto("/packs/game-night");
    const seed = (await seedNote(page).textContent()) ?? "";
    const before = await packValues(page);
    await runPack(page).click();
    await expect(seedNote(page)).not.toHaveText(seed);
    const after = await packValues(page);
    expect(after).not.toEqual(before);
    expect(after.map((values) => values.length)).toEqual(before.map((values) => values.length));
  });

  test("Run pack works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/packs/game-night?seed=nojs");
    const before = await packValues(page);
    await runPack(page).click();
    await expect(page).toHaveURL(/\/packs\/game-night\??$/);
    await expect(seedNote(page)).not.toContainText("nojs");
    expect(await packValues(page)).not.toEqual(before);
    await context.close();
  });

  test("the permalink reproduces every result after a reload, in a new browser and without JavaScript", async ({
    page,
    context,
    browser,
  }) => {
    // This pack holds ULIDs, which read the clock: the permalink must carry the time as well.
    await page.goto("/packs/developer-test-data");
    const shown = await packValues(page);
    const href = (await permalink(page).getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/packs\/developer-test-data\?seed=[0-9a-z]+&v=[\d.]+&at=\d+$/);

    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy permalink" }).click();
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL(href, page.url()).href);

    await permalink(page).click();
    await expect(page).toHaveURL(/seed=/);
    expect(await packValues(page)).toEqual(shown);
    await page.reload();
    expect(await packValues(page)).toEqual(shown);

    for (const javaScriptEnabled of [true, false]) {
      const other = await browser.newContext({ javaScriptEnabled });
      const otherPage = await other.newPage();
      await otherPage.goto(copied);
      expect(await packValues(otherPage), `JavaScript ${javaScriptEnabled}`).toEqual(shown);
      await other.close();
    }
  });

  test("Open in generator shows an item's values on its generator page", async ({ page }) => {
    await page.goto("/packs/tabletop-rpg?seed=dungeon");
    const rolls = (await packValues(page))[1];
    await page.getByRole("link", { name: "Open in generator (Dice Roller)" }).nth(1).click();
    await expect(page).toHaveURL(/\/dice-roller\?notation=3d6&count=6&seed=dungeon%2F1%2F/);
    await expect(page.getByRole("textbox", { name: "Dice", exact: true })).toHaveValue("3d6");
    expect((await page.locator(".result-value").allTextContents()).map((t) => t.trim())).toEqual(
      rolls,
    );
  });

  test("a value of a pack can be saved with its star", async ({ page }) => {
    await page.goto("/packs/game-night?seed=star");
    const cards = page.getByRole("list", { name: "Playing Cards results" }).getByRole("listitem");
    await cards.first().getByRole("button", { name: "Save value" }).click();
    await expect(
      cards.first().getByRole("button", { name: "Remove from saved values" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("saved-count")).toHaveText("1");
  });

  test("a bad seed or version in the link gets a clear message, and the pack still runs", async ({
    page,
  }) => {
    const badSeed = await page.goto("/packs/game-night?seed=%01");
    expect(badSeed?.status()).toBe(200);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Some settings in this link could not be used");
    await expect(alert).toContainText(
      "The seed must not contain control characters. The results below come from a new seed.",
    );
    await expect(items(page)).toHaveCount(pack("game-night").items.length);

    const badVersion = await page.goto("/packs/game-night?seed=abc&v=1.1.1.1.99");
    expect(badVersion?.status()).toBe(200);
    await expect(page.getByRole("alert")).toContainText(
      "This link asks for version 99 of Coin Flip, which does not exist; the current version 2 was used.",
    );
    await expect(seedNote(page)).toContainText("abc");
    await expect(permalink(page)).toHaveAttribute(
      "href",
      /^\/packs\/game-night\?seed=abc&v=\d+\.\d+\.\d+\.\d+\.2$/,
    );
  });

  test("Run pack can be reached and used with the keyboard", async ({ page }) => {
    await page.goto("/packs/game-night");
    const button = runPack(page);
    for (let presses = 0; presses < 40; presses++) {
      if (await button.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(button).toBeFocused();
    await expect(button).not.toHaveCSS("outline-style", "none");

    const first = (await seedNote(page).textContent()) ?? "";
    await page.keyboard.press("Enter");
    await expect(seedNote(page)).not.toHaveText(first);
    await expect(button).toBeFocused();
    const second = (await seedNote(page).textContent()) ?? "";
    await page.keyboard.press("Space");
    await expect(seedNote(page)).not.toHaveText(second);
  });
});

test.describe("an unknown pack", () => {
  test.use({ expectHttpErrors: true });
  test("answers 404 inside the site layout", async ({ page }) => {
    const response = await page.goto("/packs/no-such-pack");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByText('There is no pack called "no-such-pack".')).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found · Randomly");
  });
});
