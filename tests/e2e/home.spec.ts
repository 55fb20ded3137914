import { expect, test } from "./fixtures";
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
});
