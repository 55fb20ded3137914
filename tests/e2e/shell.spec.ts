import { HEADER_LINKS, acknowledgeConsent, expect, hydrated, test } from "./fixtures";

const ROUTES = [
  { path: "/", heading: "Randomly", current: "Home" },
  { path: "/all", heading: "Generators", current: "Generators" },
  { path: "/spin-the-wheel", heading: "Spin the Wheel", current: "Wheel" },
  { path: "/categories", heading: "Categories", current: "Categories" },
  { path: "/packs", heading: "Packs", current: "Packs" },
  { path: "/draws", heading: "Public draws", current: "Draws" },
  { path: "/articles", heading: "Articles", current: "Articles" },
  { path: "/docs", heading: "Docs", current: "Docs" },
  // A generator's page belongs to no section: no link is marked current.
  { path: "/random-number", heading: "Random Number", current: null },
];

test.describe("every route is server-rendered inside the site layout", () => {
  for (const route of ROUTES) {
    test(`${route.path} answers 200 with the header links and marks ${route.current ?? "no link"} as current`, async ({
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
      if (route.current) {
        await expect(nav.locator('[aria-current="page"]')).toHaveText(route.current);
      } else {
        await expect(nav.locator("[aria-current]")).toHaveCount(0);
      }
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
    // The addresses of the scripts loaded, fetched again at the end: a body still arriving
    // when the page navigates away can no longer be read from the browser.
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(request.url());
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
    const bodies = await Promise.all(
      [...scripts].map(async (url) => (await page.request.get(url)).text()),
    );
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

test.describe("the drawer's breakpoint is 768px", () => {
  for (const [width, drawer] of [
    [767, true],
    [768, false],
  ] as const) {
    test(`at ${width}px the links are ${drawer ? "in the drawer" : "in the header"}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Main" });
      const menu = page.getByRole("button", { name: "Open navigation menu" });
      await expect(drawer ? menu : nav).toBeVisible();
      await expect(drawer ? nav : menu).toBeHidden();
    });
  }
});

test.describe("a thrown error", () => {
  test.use({
    expectHttpErrors: true,
    // The browser reports the 500, and Remix logs the data it could not decode.
    // (A list of two is passed as [value, options], or Playwright reads the second as options.)
    expectedConsoleErrors: [[/status of 500/, /^SyntaxError/], { scope: "test" }],
  });

  test("gets the general error page inside the layout, with a way back", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    // The packs page's data cannot be read: the router throws, and the boundary takes over.
    await page.route("**/packs.data*", (route) =>
      route.fulfill({ status: 500, contentType: "text/x-script", body: "not what Remix sent" }),
    );
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Packs" })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeVisible();
    await expect(page.getByText("Nothing you entered was lost")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go home" })).toHaveAttribute("href", "/");
    // "Try again" loads the address that failed, not the home page.
    await page.unroute("**/packs.data*");
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/packs$/);
    await expect(page.getByRole("heading", { level: 1, name: "Packs" })).toBeVisible();
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
