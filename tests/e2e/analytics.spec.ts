import type { Page } from "@playwright/test";

import { TEST_MEASUREMENT_ID } from "../../playwright.config";
import { DESKTOP_UA, expect, holdRoute, test } from "./fixtures";

// Runs against the server started with the test-only measurement id (project "analytics").
// gtag.js is answered locally with an empty script: no request leaves the machine, and the
// assertions read window.dataLayer, which is what gtag.js would consume.

type Entry = unknown[];

async function dataLayer(page: Page): Promise<Entry[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Array.from(entry as ArrayLike<unknown>, (v) => (v instanceof Date ? "<date>" : v)),
    ),
  );
}

/**
 * Waits until analytics is live (its chunk mounted, gtag.js configured: its listeners are set in
 * the same commit) and the page has been open a second, the least engagement time it reports.
 */
async function engagedForASecond(page: Page) {
  await expect.poll(async () => (await dataLayer(page)).some((e) => e[0] === "config")).toBe(true);
  await page.waitForFunction(() => performance.now() >= 1_000);
}

const consentUpdates = (entries: Entry[]) =>
  entries.filter((e) => e[0] === "consent" && e[1] === "update");

test.use({ userAgent: DESKTOP_UA });

test.beforeEach(async ({ page }) => {
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: "" }),
  );
});

test("consent defaults come first, then gtag.js loads lazily and is configured", async ({
  page,
}) => {
  const gtagRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("googletagmanager")) gtagRequests.push(request.url());
  });
  await page.goto("/");
  const html = await (await page.request.get("/")).text();
  expect(html.indexOf('"consent","default"')).toBeLessThan(html.indexOf("<meta"));
  expect(html).not.toContain("googletagmanager.com/gtag/js");

  await expect.poll(async () => (await dataLayer(page)).some((e) => e[0] === "config")).toBe(true);
  const entries = await dataLayer(page);
  expect(entries[0]).toEqual([
    "consent",
    "default",
    {
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      personalization_storage: "denied",
      functionality_storage: "granted",
      security_storage: "granted",
      wait_for_update: 500,
    },
  ]);
  expect(gtagRequests).toEqual([
    `https://www.googletagmanager.com/gtag/js?id=${TEST_MEASUREMENT_ID}`,
  ]);
  // Loaded with the response's CSP nonce, like every script the server sent.
  const nonces = await page.evaluate(() => ({
    gtag: document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]')?.nonce,
    server: document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce,
  }));
  expect(nonces.gtag).toBeTruthy();
  expect(nonces.gtag).toBe(nonces.server);
  expect(entries).toContainEqual(["js", "<date>"]);
  expect(entries).toContainEqual([
    "config",
    TEST_MEASUREMENT_ID,
    {
      send_page_view: true,
      anonymize_ip: true,
      cookie_expires: 7200,
      cookie_flags: "secure;samesite=none",
    },
  ]);
});

for (const [button, analytics, ads, personalization] of [
  ["Accept All", "granted", "granted", "granted"],
  ["Reject All", "denied", "denied", "denied"],
] as const) {
  test(`${button} pushes the choice to the consent signal`, async ({ page }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
    await dialog.getByRole("button", { name: button }).click();
    await expect
      .poll(async () => consentUpdates(await dataLayer(page)).at(-1)?.[2])
      .toMatchObject({
        analytics_storage: analytics,
        ad_storage: ads,
        ad_user_data: ads,
        ad_personalization: ads,
        personalization_storage: personalization,
      });
  });
}

test("Save Preferences maps marketing to the ad signals and personalization to its own", async ({
  page,
}) => {
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
  await dialog.getByText("Marketing Cookies", { exact: true }).click();
  await dialog.getByRole("checkbox", { name: "Allow Marketing Cookies" }).check();
  await dialog.getByRole("button", { name: "Save Preferences" }).click();
  await expect
    .poll(async () => consentUpdates(await dataLayer(page)).at(-1)?.[2])
    .toEqual({
      analytics_storage: "denied",
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      personalization_storage: "denied",
      functionality_storage: "granted",
      security_storage: "granted",
    });
});

test("a client navigation re-applies the saved consent and configures a page view about 1 s later", async ({
  page,
}) => {
  await page.goto("/");
  // The choice is saved slowly: held until the next page's data has been loaded and its page
  // view configured, so that data still carries the old record. The choice must win over it.
  const releaseSave = await holdRoute(page, "**/cookie-settings*");
  // The page has taken the served dialog over (it is modal then): its buttons save in the
  // background, not by the form's own post, which would leave the page.
  await expect
    .poll(() => page.locator("dialog.consent-static").evaluate((d) => d.matches(":modal")))
    .toBe(true);
  const saving = page.waitForRequest("**/cookie-settings*");
  await page
    .getByRole("dialog", { name: "Cookie Preferences" })
    .getByRole("button", { name: "Accept All" })
    .click();
  await expect
    .poll(async () => consentUpdates(await dataLayer(page)).at(-1)?.[2])
    .toMatchObject({ analytics_storage: "granted" });
  await saving;
  const before = (await dataLayer(page)).length;
  // Timestamps taken in the page, not by the test's polling (which may see the address change
  // late): when the address changes, and when each later entry reaches the data layer.
  await page.evaluate(() => {
    const marks = window as unknown as { navigatedAt?: number; pushedAt: number[] };
    marks.pushedAt = [];
    const pushState = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History["pushState"]>) => {
      marks.navigatedAt ??= performance.now();
      pushState(...args);
    };
    const layer = (window.dataLayer ??= []);
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      // Each entry's time, at the index the entry takes in the data layer.
      items.forEach((_, i) => (marks.pushedAt[layer.length + i] = performance.now()));
      return push(...items);
    };
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Packs" }).click();
  await expect(page).toHaveURL(/\/packs$/);
  const isPackView = (e: Entry) =>
    e[0] === "config" && (e[2] as { page_path?: string } | undefined)?.page_path === "/packs";
  await expect
    .poll(async () => (await dataLayer(page)).slice(before).some(isPackView), { timeout: 5_000 })
    .toBe(true);
  const after = (await dataLayer(page)).slice(before);
  expect(consentUpdates(after)[0]?.[2]).toMatchObject({ analytics_storage: "granted" });
  const { navigatedAt, pushedAt } = await page.evaluate(() => {
    const marks = window as unknown as { navigatedAt: number; pushedAt: number[] };
    return { navigatedAt: marks.navigatedAt, pushedAt: marks.pushedAt };
  });
  const viewAt = pushedAt[before + after.findIndex(isPackView)] ?? 0;
  expect(viewAt - navigatedAt).toBeGreaterThanOrEqual(900);
  expect(viewAt - navigatedAt).toBeLessThan(3_000);

  // A client navigation to an address with a query string: the path carries the query. (First
  // the slow save lands, or the next page would ask again.)
  releaseSave();
  await expect
    .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
    .toContain("consent_preferences");
  await page.goto("/packs/game-night");
  const open = page.getByRole("link", { name: /^Open in generator/ }).first();
  const target = (await open.getAttribute("href")) ?? "";
  expect(target).toMatch(/^\/[\w-]+\?.+/);
  const mark = (await dataLayer(page)).length;
  await open.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target);
  await expect
    .poll(
      async () =>
        (await dataLayer(page))
          .slice(mark)
          .some((e) => e[0] === "config" && (e[2] as { page_path?: string })?.page_path === target),
      { timeout: 5_000 },
    )
    .toBe(true);
});

test("hiding the tab sends the engagement time in seconds, and the timer restarts on return", async ({
  page,
}) => {
  await page.goto("/");
  await engagedForASecond(page);
  const setVisibility = (state: "hidden" | "visible") =>
    page.evaluate((value) => {
      Object.defineProperty(document, "visibilityState", { value, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    }, state);
  await setVisibility("hidden");
  await setVisibility("visible");
  await setVisibility("hidden");
  const events = (await dataLayer(page)).filter(
    (e) => e[0] === "event" && e[1] === "engagement_time",
  );
  expect(events).toHaveLength(2);
  const [first, second] = events.map(
    (e) => (e[2] as { engagement_time_seconds: number }).engagement_time_seconds,
  );
  expect(first).toBeGreaterThanOrEqual(1);
  expect(second).toBe(0);
});

test("leaving the page sends the engagement time too", async ({ page }) => {
  await page.goto("/");
  await engagedForASecond(page);
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide")));
  const events = (await dataLayer(page)).filter(
    (e) => e[0] === "event" && e[1] === "engagement_time",
  );
  expect(events).toHaveLength(1);
  expect(
    (events[0]?.[2] as { engagement_time_seconds: number }).engagement_time_seconds,
  ).toBeGreaterThanOrEqual(1);
});

test("saved-value usage events go through analytics", async ({ page }) => {
  await page.goto("/random-number?min=1&max=1000000&count=2&seed=events");
  await page
    .getByRole("dialog", { name: "Cookie Preferences" })
    .getByRole("button", { name: "Reject All" })
    .click();
  const results = page.getByRole("list", { name: "Results" }).getByRole("listitem");
  await results.nth(0).getByRole("button", { name: "Save value" }).click();
  await results.nth(1).getByRole("button", { name: "Save value" }).click();
  await page.getByRole("button", { name: "View saved values" }).click();
  const panel = page.getByRole("region", { name: /Saved Values/ });
  const noteId = await page.evaluate(
    () => JSON.parse(localStorage.getItem("saved-values") ?? "[]")[0].id,
  );
  await panel.getByRole("button", { name: "Remove from saved values" }).first().click();
  await panel.getByRole("button", { name: "Clear all saved values" }).click();
  const events = (await dataLayer(page)).filter(
    (e) => e[0] === "event" && e[1] !== "engagement_time",
  );
  expect(events).toEqual([
    ["event", "remove_saved_value", { note_id: noteId }],
    ["event", "clear_saved_values", { items_count: 1 }],
  ]);
});
