import type { BrowserContext, Page } from "@playwright/test";

import { OFFLINE_PAGE, ONLINE_ONLY, UPDATE_PROMPT } from "../../app/features/offline";
import { violations } from "./axe";
import { expect, hydrated, test } from "./fixtures";

// Offline use (issue 31): the only spec with the site's service worker allowed (the config blocks
// it everywhere else). Each test's browser context is new, so each starts with no worker.
test.use({ serviceWorkers: "allow" });

test.beforeEach(async ({ page }) => {
  // Each test's first visit installs the worker, which downloads the shell, the engine and the
  // pages it keeps before the test can go offline.
  test.slow();
  // Every result at once: a reveal or a spin never holds a test up.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

const results = (page: Page) => page.getByRole("list", { name: "Results" }).getByRole("listitem");
const resultTexts = async (page: Page) =>
  (await page.locator(".result-value").allTextContents()).map((text) => text.trim());

/**
 * One visit: the page, then the worker installed and active (as it installs it keeps the shell,
 * the pages of PAGES_KEPT_ON_INSTALL and the page open), then, unless `reload` is false, a
 * reload, which the worker now answers.
 */
async function visitOnce(page: Page, path: string, { reload = true } = {}) {
  await page.goto(path);
  await hydrated(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!reload) return;
  await page.reload();
  await hydrated(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * The network off: the page's requests and the worker's own (Chromium's offline emulation does
 * not reach a service worker's fetches, so those are refused here as a dead network refuses them).
 */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route("**", (route) =>
    route.request().serviceWorker() ? route.abort("internetdisconnected") : route.fallback(),
  );
}

test("after one visit, the home page, all generators, search and saved values work offline", async ({
  context,
  page,
}) => {
  await visitOnce(page, "/");
  await goOffline(context);

  await page.goto("/all");
  await expect(page.getByRole("heading", { level: 1, name: "Generators" })).toBeVisible();
  await hydrated(page);

  // Search: the palette and the catalogue index were kept with the shell.
  await page.keyboard.press("Control+k");
  const search = page.getByRole("dialog", { name: "Search generators" });
  await search.getByRole("combobox").fill("coin flip");
  await expect(search.getByRole("option", { name: /Coin Flip/ })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "View saved values" }).click();
  await expect(page.getByRole("heading", { name: "Saved Values (0)" })).toBeVisible();
});

test("after one visit, the wheel with its saved wheels and the class lists work offline", async ({
  context,
  page,
}) => {
  await visitOnce(page, "/");
  await goOffline(context);

  // A class list made offline is kept in this browser.
  await page.goto("/lists");
  await hydrated(page);
  const form = page.getByRole("region", { name: "New list" });
  await form.getByLabel("List name").fill("3C");
  await form.getByRole("textbox", { name: "Names" }).fill("Ada\nBo\nCy");
  await form.getByRole("button", { name: "Save list" }).click();
  await expect(page.getByTestId("lists-status")).toHaveText('Saved "3C".');
  await page.reload();
  await expect(page.getByTestId("class-list").getByRole("heading", { name: "3C" })).toBeVisible();

  // The wheel's page is kept on install: followed from the home page's link, offline.
  await page.goto("/");
  await hydrated(page);
  await page
    .getByRole("link", { name: /Spin the Wheel/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/spin-the-wheel$/);
  await expect(page.getByTestId("wheel")).toHaveAttribute("data-ready", "true");
  const saved = page.getByRole("region", { name: "Saved wheels" });
  await page.getByRole("textbox", { name: "Entries" }).fill("Tea\nCoffee\nCocoa");
  await saved.getByRole("button", { name: "Save wheel" }).click();
  await expect(page.getByText('Saved the wheel as "Tea, Coffee, Cocoa".')).toBeVisible();
  await page.getByRole("textbox", { name: "Entries" }).fill("Red\nBlue");
  await page.reload();
  await expect(page.getByTestId("wheel")).toHaveAttribute("data-ready", "true");
  await saved.getByRole("button", { name: "Open Tea, Coffee, Cocoa" }).click();
  await expect(page.getByRole("textbox", { name: "Entries" })).toHaveValue("Tea\nCoffee\nCocoa");
  await page.getByRole("button", { name: "Spin", exact: true }).click();
  await expect(page.getByTestId("wheel-winner")).toHaveText(/Tea|Coffee|Cocoa/);
});

test("a generator opened once generates offline, and its seeded permalink gives the same values", async ({
  context,
  page,
}) => {
  const permalink = "/random-number?min=1&max=1000000&count=5&seed=offline";
  // The very visit that installs the worker is kept, the generator's code with it.
  await visitOnce(page, permalink, { reload: false });
  const online = await resultTexts(page);
  expect(online).toHaveLength(5);

  await goOffline(context);
  await page.reload();
  await hydrated(page);
  expect(await resultTexts(page)).toEqual(online);

  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(page.getByTestId("announcer")).toHaveText("Generated 5 values.");
  await expect(results(page)).toHaveCount(5);
  expect(await resultTexts(page)).not.toEqual(online);
  await page.getByRole("button", { name: "Save value" }).first().click();
  await page.getByRole("button", { name: "View saved values" }).click();
  await expect(page.getByRole("heading", { name: "Saved Values (1)" })).toBeVisible();
});

test("offline, a generator never opened says it needs a connection once, and draws, sign-in and the API that they need one", async ({
  context,
  page,
}) => {
  await visitOnce(page, "/");
  await goOffline(context);

  // Followed from a link: the page's data cannot come, so the page is asked for as a document.
  await page
    .getByRole("link", { name: /Coin Flip/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/coin-flip$/);
  await expect(
    page.getByRole("heading", { level: 1, name: OFFLINE_PAGE.notKept.title }),
  ).toBeVisible();
  await expect(page.getByText(OFFLINE_PAGE.notKept.reason)).toBeVisible();
  expect(await violations(page, "offline page")).toEqual([]);

  // Every online-only part says why, by its own words: sign-in, the API, the server's pages.
  for (const part of ONLINE_ONLY) {
    await page.goto(part.prefixes[0]!);
    await expect(page.getByRole("heading", { level: 1, name: part.title })).toBeVisible();
    await expect(page.getByText(part.reason)).toBeVisible();
  }
  const draws = ONLINE_ONLY.find((part) => part.prefixes.includes("/draws"))!;
  await page.goto("/draws/new");
  await expect(page.getByRole("heading", { level: 1, name: draws.title })).toBeVisible();
  await expect(page.getByText(draws.reason)).toBeVisible();

  // Back online, Try again shows the page itself.
  await context.unrouteAll();
  await context.setOffline(false);
  await page.getByRole("link", { name: OFFLINE_PAGE.tryAgain }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New public draw" })).toBeVisible();
});

test("a generator followed from a link is kept with its code: offline, a reload shows it and Generate works", async ({
  context,
  page,
}) => {
  await visitOnce(page, "/");
  // A link within the site: Remix fetches the page's data, never its document.
  await page
    .getByRole("link", { name: /Coin Flip/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/coin-flip$/);
  await expect(results(page)).not.toHaveCount(0);
  // The worker keeps the page behind the data request, after the generator's code.
  await expect
    .poll(() => page.evaluate(async () => (await caches.match("/coin-flip")) !== undefined))
    .toBe(true);

  await goOffline(context);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: /Coin Flip/ })).toBeVisible();
  await expect(results(page)).not.toHaveCount(0);
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(page.getByTestId("announcer")).toHaveText(/^Generated/);
});

test("offline, any seeded permalink of a generator opened once gives the values it gives online", async ({
  context,
  page,
  request,
}) => {
  const permalink = "/random-number?min=1&max=1000000&count=5&seed=anywhere&v=1";
  // The same permalink's values from the API, while online.
  const api = await request.get(`/api/v1/generators${permalink}&output=txt`);
  expect(api.status()).toBe(200);
  const online = (await api.text()).trim().split("\n");
  expect(online).toHaveLength(5);

  // Opened once with other settings and no seed.
  await visitOnce(page, "/random-number", { reload: false });
  await goOffline(context);

  // The kept copy was made for another address: the page makes the asked run itself.
  await page.goto(permalink);
  await hydrated(page);
  await expect.poll(() => resultTexts(page)).toEqual(online);
  await expect(page.getByRole("spinbutton", { name: "Maximum" })).toHaveValue("1000000");

  // A run made offline keeps its seeded address, and a reload of it gives it again.
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(page.getByTestId("announcer")).toHaveText("Generated 5 values.");
  await expect.poll(() => resultTexts(page)).not.toEqual(online);
  const generated = await resultTexts(page);
  expect(page.url()).toMatch(/[?&]seed=/);
  await page.reload();
  await hydrated(page);
  await expect.poll(() => resultTexts(page)).toEqual(generated);
});

test("offline, other settings of a generator opened once give a run for those settings, with the link's problems named and nothing of the kept copy in History", async ({
  context,
  page,
}) => {
  await visitOnce(page, "/random-number", { reload: false });
  await goOffline(context);

  // Never opened with these settings and no seed: not the "not opened" page, but a run made here.
  // The kept copy's values, made for other settings when it was kept, are never in view: as the
  // document is parsed (its scripts run, the stylesheet in) they are hidden.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const results = document.querySelector('[aria-labelledby="results-title"]');
      (window as unknown as { keptRunSeen: unknown }).keptRunSeen =
        results?.checkVisibility({ visibilityProperty: true }) ?? "no results";
    });
  });
  await page.goto("/random-number?min=50&max=60&count=3");
  await hydrated(page);
  expect(
    await page.evaluate(() => (window as unknown as { keptRunSeen: boolean }).keptRunSeen),
  ).toBe(false);
  await expect(results(page).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /Random Number/ })).toBeVisible();
  await expect(page.getByRole("spinbutton", { name: "Minimum" })).toHaveValue("50");
  await expect(page.getByRole("spinbutton", { name: "Maximum" })).toHaveValue("60");
  await expect(results(page)).toHaveCount(3);
  for (const value of await resultTexts(page)) {
    expect(Number(value)).toBeGreaterThanOrEqual(50);
    expect(Number(value)).toBeLessThanOrEqual(60);
  }
  await expect(page.getByRole("alert")).toHaveCount(0);

  // In a new tab (its History empty), the run the kept copy was made with is not this tab's: its
  // History holds the run made for the address alone, on screen.
  const tab = await context.newPage();
  await tab.emulateMedia({ reducedMotion: "reduce" });
  await tab.goto("/random-number?min=70&max=80&count=2");
  await hydrated(tab);
  const history = tab.getByRole("region", { name: "History" }).getByRole("listitem");
  await expect(history.filter({ hasText: "On screen" })).toHaveCount(1);
  const onScreen = await resultTexts(tab);
  expect(onScreen).toHaveLength(2);
  await expect(history).toHaveCount(1);
  await expect(history).toContainText(onScreen.join(", "));
  await tab.close();

  // A setting the link cannot use is named, as online, and its default used.
  await page.goto("/random-number?min=5&max=banana&count=2&seed=named");
  await hydrated(page);
  const problems = page.getByRole("alert");
  await expect(problems).toContainText("Some settings in this link could not be used:");
  await expect(problems).toContainText("Maximum");
  await expect(results(page)).toHaveCount(2);
});

test("offline, the wheel opened once shows any link's wheel, and a seeded link's winner as online", async ({
  context,
  page,
  request,
}) => {
  const query = "entries=Tea%0ACoffee%0ACocoa%0AJuice&title=Drinks&seed=offline-wheel";
  // The link's winner and angle from the API, while online.
  const api = await request.get(`/api/v1/generators/spin-the-wheel?${query}`);
  expect(api.status()).toBe(200);
  const [online] = ((await api.json()) as { values: { text: string }[] }).values;

  // Opened once at its bare address.
  await visitOnce(page, "/spin-the-wheel", { reload: false });
  await goOffline(context);

  // The kept copy was made for the default wheel: the page makes the link's wheel itself.
  await page.goto(`/spin-the-wheel?${query}`);
  await expect(page.getByTestId("wheel")).toHaveAttribute("data-ready", "true");
  await expect(page.getByRole("textbox", { name: "Entries" })).toHaveValue(
    "Tea\nCoffee\nCocoa\nJuice",
  );
  await expect(page.getByTestId("wheel-heading")).toHaveText("Drinks");
  await expect(page.getByTestId("wheel-winner")).toHaveText(online?.text ?? "");
  // And it spins offline.
  await page.getByRole("button", { name: "Spin", exact: true }).click();
  await expect(page).toHaveURL(/seed=(?!offline-wheel)/);

  // A short link or a stored list is read by the server: offline, the page says so.
  for (const server of ["link=AAAAAAAAAA", "list=AAAAAAAAAAAAAAAAAAAAAA"]) {
    await page.goto(`/spin-the-wheel?${server}`);
    await expect(
      page.getByRole("heading", { level: 1, name: OFFLINE_PAGE.notKept.title }),
    ).toBeVisible();
  }
});

test("online, a slow network is waited for: the kept copy is never shown in its place", async ({
  context,
  page,
}) => {
  await visitOnce(page, "/");
  // The worker's request for the page answers late (longer than the 4 s Workbox timeout the worker
  // once had) and marked, so the test tells the server's answer from the kept copy.
  await context.route("**/", async (route) => {
    if (!route.request().serviceWorker() || route.request().url() !== page.url()) {
      return route.fallback();
    }
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    return route.fulfill({
      response,
      headers: { ...response.headers(), "x-answered-by": "network" },
    });
  });
  const response = await page.goto("/");
  expect(response?.headers()["x-answered-by"]).toBe("network");
});

test("a new version is offered on the open page, and Reload takes it in", async ({ page }) => {
  await visitOnce(page, "/");
  const prompt = page.getByRole("status").filter({ hasText: UPDATE_PROMPT.message });
  await expect(prompt).toHaveCount(0);

  // A new deployment's worker, as the browser finds it: another script for the same scope
  // installs and waits behind the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.register("/sw.js?next-deployment");
  });
  await expect(prompt).toBeVisible();
  const reload = prompt.getByRole("button", { name: UPDATE_PROMPT.reload });
  await reload.focus();
  await expect(reload).toBeFocused();
  expect(await violations(page, "update prompt")).toEqual([]);

  // The new worker takes over, and the page reloads on it.
  const reloaded = page.waitForEvent("load");
  await reload.click();
  await reloaded;
  await hydrated(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js\?next-deployment$/,
  );
});
