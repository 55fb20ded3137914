import { expect, hydrated, test } from "./fixtures";
import { CATEGORIES } from "../../app/engine/categories";

test.describe("home page", () => {
  test("leads with the site, a search entry, popular generators, categories, packs and articles", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Randomly" })).toBeVisible();
    await expect(page.getByText("The ultimate random generation tool").first()).toBeVisible();
    const section = (name: string) => page.getByRole("region", { name });
    await expect(
      section("Popular generators").getByRole("link", { name: /Random Number/ }),
    ).toHaveAttribute("href", "/random-number");
    // Every category has generators, so the home page lists them all.
    await expect(section("Categories").getByRole("listitem")).toHaveCount(CATEGORIES.length);
    expect(await section("Packs").getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    await expect(section("Latest articles").getByRole("article")).toHaveCount(3);
    for (const [name, href] of [
      ["Popular generators", "/all"],
      ["Categories", "/categories"],
      ["Packs", "/packs"],
      ["Latest articles", "/articles"],
    ] as const) {
      await expect(section(name).getByRole("link", { name: /^All / })).toHaveAttribute(
        "href",
        href,
      );
    }
  });

  test("the search entry opens the search dialog", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: /Search \d+ generators/ }).click();
    const dialog = page.getByRole("dialog", { name: "Search generators" });
    await expect(dialog).toBeVisible();
    await page.keyboard.type("dice");
    // The list loads in the background; Enter before it arrives would choose nothing.
    await expect(dialog.getByRole("option").first()).toHaveAccessibleName("Dice Roller");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dice-roller$/);
  });

  test("the home page says it is a web site with a search action", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const site = blocks.find((block) => block["@type"] === "WebSite") as {
      potentialAction: { target: { urlTemplate: string } };
    };
    expect(site.potentialAction.target.urlTemplate).toBe(
      "http://localhost:8788/all?q={search_term_string}",
    );
    expect(html).toContain("<title>Randomly — The ultimate random generation tool</title>");
  });
});

test.describe("generators to use at once on the home page", () => {
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px: a number and a coin without leaving the page, each with its permalink`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await hydrated(page);
      const tools = page.getByRole("region", { name: "Pick one now" });
      const number = tools.getByRole("form", { name: "Random Number" });
      await number.getByLabel("Minimum").fill("7");
      await number.getByLabel("Maximum").fill("9");
      await number.getByRole("button", { name: "Generate" }).click();
      const value = number.getByRole("status", { name: "Random Number result" });
      await expect(value).toHaveText(/^[789]$/);
      await expect(page).toHaveURL(/\/$/);
      // The link opens the generator with the same settings and seed: the same number.
      const drawn = (await value.textContent()) ?? "";
      const open = number.getByRole("link", { name: "Open in Random Number" });
      await expect(open).toHaveAttribute("href", /^\/random-number\?min=7&max=9&.*seed=/);

      const coin = tools.getByRole("form", { name: "Coin Flip" });
      await coin.getByRole("button", { name: "Flip the coin" }).click();
      await expect(coin.getByRole("status", { name: "Coin Flip result" })).toHaveText(
        /^(Heads|Tails)$/,
      );

      await open.click();
      await expect(page).toHaveURL(/\/random-number\?/);
      await expect(page.locator(".result-value").first()).toHaveText(drawn);
    });
  }

  test.describe("with a refused setting", () => {
    // The API answers 400 to the refused settings, which the browser logs.
    test.use({ expectHttpErrors: true });

    test("a refused setting is named in words, and what was typed stays", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      const number = page.getByRole("form", { name: "Random Number" });
      await number.getByLabel("Maximum").fill("-5");
      await number.getByRole("button", { name: "Generate" }).click();
      await expect(number.getByRole("alert")).toHaveText("Maximum must be at least Minimum.");
      await expect(number.getByLabel("Maximum")).toHaveValue("-5");
    });
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("its search runs on the server", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search generators" }).fill("dice");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/all\?q=dice$/);
    await expect(
      page
        .getByRole("list", { name: "Generators" })
        .getByRole("link", { name: "Dice Roller", exact: true }),
    ).toBeVisible();
  });

  test("the number tool opens its generator with the settings typed", async ({ page }) => {
    await page.goto("/");
    const number = page.getByRole("form", { name: "Random Number" });
    await number.getByLabel("Minimum").fill("3");
    await number.getByLabel("Maximum").fill("4");
    await number.getByRole("button", { name: "Generate" }).click();
    await expect(page).toHaveURL(/\/random-number\?min=3&max=4$/);
    await expect(page.locator(".result-value").first()).toHaveText(/^[34]$/);
  });
});
