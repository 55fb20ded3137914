import { HEADER_LINKS, acknowledgeConsent, expect, test } from "./fixtures";

const ROUTES = [
  { path: "/", heading: "Randomly", current: "Home" },
  { path: "/all", heading: "Generators", current: "Generators" },
  { path: "/categories", heading: "Categories", current: "Categories" },
  { path: "/packs", heading: "Packs", current: "Packs" },
  { path: "/articles", heading: "Articles", current: "Articles" },
  { path: "/docs", heading: "Docs", current: "Docs" },
];

test.describe("every route is server-rendered inside the site layout", () => {
  for (const route of ROUTES) {
    test(`${route.path} answers 200 with the header links and marks ${route.current} as current`, async ({
      page,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: route.heading })).toBeVisible();

      const nav = page.getByRole("navigation", { name: "Main" });
      for (const link of HEADER_LINKS) {
        await expect(nav.getByRole("link", { name: link.name, exact: true })).toHaveAttribute(
          "href",
          link.href,
        );
      }
      await expect(nav.locator('[aria-current="page"]')).toHaveText(route.current);
      await expect(page.getByRole("link", { name: "Randomly home" })).toHaveAttribute("href", "/");
      await expect(page.getByRole("button", { name: "Search generators..." })).toBeVisible();
      await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Sign Up" })).toBeVisible();

      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: "Cookie Settings" })).toBeVisible();
      await expect(footer.getByRole("link", { name: "Docs" })).toBeVisible();
      await expect(footer).toContainText("The ultimate random generation tool");
    });
  }

  test("the page title names the page and the site", async ({ page }) => {
    await page.goto("/packs");
    await expect(page).toHaveTitle("Packs · Randomly");
  });

  test("Sign In explains that accounts are not configured and points to the README", async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    await page.goto("/");
    await page.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(
      page.getByRole("heading", { name: "Accounts are not configured on this deployment" }),
    ).toBeVisible();
    await expect(page.getByText("README.md")).toBeVisible();
    for (const path of ["/user", "/organization"]) {
      await page.goto(path);
      await expect(
        page.getByRole("heading", { name: "Accounts are not configured on this deployment" }),
      ).toBeVisible();
    }
    // Keyless, no part of Clerk's SDK is ever downloaded (its code names its packages).
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(3);
    expect(bodies.filter((body) => body.includes("@clerk/"))).toEqual([]);
  });
});

test.describe("unknown addresses", () => {
  test.use({ expectHttpErrors: true });

  for (const path of ["/no-such-generator", "/no/such/page"]) {
    test(`${path} answers 404 inside the layout with a link to all generators`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      await page.getByRole("link", { name: "Browse all generators" }).click();
      await expect(page).toHaveURL(/\/all$/);
      await expect(page.getByRole("heading", { level: 1, name: "Generators" })).toBeVisible();
    });
  }
});

test.describe("small screens", () => {
  // Reduced motion: the drawer appears without sliding, so its box can be measured at once.
  test.use({ viewport: { width: 375, height: 740 }, reducedMotion: "reduce" });

  test("the links move into a drawer that closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    await page.getByRole("button", { name: "Open navigation menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box && Math.round(box.x + box.width)).toBe(375); // anchored to the right edge

    await drawer.getByRole("link", { name: "Packs" }).click();
    await expect(page).toHaveURL(/\/packs$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Packs" })).toBeVisible();

    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await expect(
      page.getByRole("dialog", { name: "Menu" }).locator('[aria-current="page"]'),
    ).toHaveText("Packs");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open navigation menu" })).toBeFocused();
  });
});

test.describe("search button", () => {
  test("shows Ctrl K on other platforms and ⌘K on a Mac", async ({ browser }) => {
    const pc = await browser.newContext({
      userAgent:
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
    });
    await acknowledgeConsent(pc);
    const pcPage = await pc.newPage();
    await pcPage.goto("/");
    await expect(
      pcPage.getByRole("button", { name: "Search generators..." }).locator("kbd"),
    ).toHaveText("Ctrl K");
    await pc.close();

    const mac = await browser.newContext({
      userAgent:
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
    });
    await acknowledgeConsent(mac);
    const macPage = await mac.newPage();
    await macPage.goto("/");
    await expect(
      macPage.getByRole("button", { name: "Search generators..." }).locator("kbd"),
    ).toHaveText("⌘K");
    await mac.close();
  });
});
