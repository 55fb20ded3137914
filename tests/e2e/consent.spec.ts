import type { BrowserContext, Page } from "@playwright/test";

import { PAGE_VIEW_CONFIG_DELAY_MS } from "../../app/features/consent/analytics";
import { DESKTOP_UA, expect, hydrated, test } from "./fixtures";

const dialog = (page: Page) => page.getByRole("dialog", { name: "Cookie Preferences" });

/** Waits until the server's dialog is modal: the page has hydrated and taken it over. */
async function expectModal(page: Page) {
  await expect
    .poll(() => page.locator("dialog.consent-static").evaluate((d) => d.matches(":modal")))
    .toBe(true);
}

async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === "consent_preferences");
  if (!cookie) return null;
  return {
    ...cookie,
    record: JSON.parse(decodeURIComponent(escape(atob(decodeURIComponent(cookie.value))))),
  };
}

test.describe("cookie consent for a person", () => {
  test.use({ userAgent: DESKTOP_UA });

  test("the dialog is in the first visit's HTML, appears about 100 ms after load by CSS, and becomes interactive", async ({
    page,
    request,
    browser,
  }) => {
    // The server sends it: every string of the spec is in the document itself.
    const html = await (await request.get("/", { headers: { "User-Agent": DESKTOP_UA } })).text();
    for (const text of ["Cookie Preferences", "Reject All", "Save Preferences", "Accept All"]) {
      expect(html).toContain(text);
    }
    // Hidden by CSS until 100 ms after the dialog is parsed, then shown: no script involved.
    const context = await browser.newContext({ javaScriptEnabled: false, userAgent: DESKTOP_UA });
    const noScript = await context.newPage();
    await noScript.goto("/");
    const served = noScript.locator("dialog.consent-static");
    const timing = await served.evaluate((element) =>
      element.getAnimations().map((animation) => ({
        name: (animation as CSSAnimation).animationName,
        delay: animation.effect?.getTiming().delay,
      })),
    );
    expect(timing).toContainEqual({ name: "appear-late", delay: 100 });
    await expect(dialog(noScript)).toBeVisible();
    await context.close();

    // With JavaScript, the same dialog becomes modal in place: the page behind it inert, focus
    // inside it.
    await page.goto("/");
    await expect(dialog(page)).toBeVisible();
    await expectModal(page);
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("dialog"))))
      .toBe(true);
    // Focus is held: tabbing never reaches the page behind (its skip link, header, main).
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(
        true,
      );
    }
    for (const title of [
      "Necessary Cookies (Required)",
      "Analytics Cookies",
      "Marketing Cookies",
      "Personalization Cookies",
    ]) {
      await expect(dialog(page).getByText(title, { exact: true })).toBeVisible();
    }
    await dialog(page).getByText("Analytics Cookies", { exact: true }).click();
    await expect(
      dialog(page).getByRole("checkbox", { name: "Allow Analytics Cookies" }),
    ).not.toBeChecked();
    for (const name of ["Reject All", "Save Preferences", "Accept All"]) {
      await expect(dialog(page).getByRole("button", { name })).toBeVisible();
    }
  });

  const choices = [
    ["Accept All", { analytics: true, marketing: true, personalization: true, acknowledged: true }],
    [
      "Reject All",
      { analytics: false, marketing: false, personalization: false, acknowledged: true },
    ],
  ] as const;
  for (const [button, record] of choices) {
    test(`${button} writes the cookie, closes the dialog, and a reload keeps the choice`, async ({
      page,
      context,
    }) => {
      await page.goto("/random-number?min=1&max=1000000&count=3&seed=consent");
      const values = await page.locator(".result-value").allTextContents();
      await dialog(page).getByRole("button", { name: button }).click();
      await expect(dialog(page)).toBeHidden();
      await expect.poll(async () => (await consentCookie(context))?.record).toEqual(record);
      const cookie = await consentCookie(context);
      expect(cookie?.sameSite).toBe("Lax");
      expect(cookie?.path).toBe("/");
      expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(31_536_000 - 120);
      // No reload happened: the page kept its values.
      expect(await page.locator(".result-value").allTextContents()).toEqual(values);
      await page.reload();
      // The dialog is shown only when the page's data says so: once the page is interactive,
      // React has rendered from that data, so a dialog absent now stays absent.
      await hydrated(page);
      await expect(dialog(page)).toHaveCount(0);
    });
  }

  test("Save Preferences keeps exactly the toggles", async ({ page, context }) => {
    await page.goto("/");
    await dialog(page).getByText("Marketing Cookies", { exact: true }).click();
    await dialog(page).getByRole("checkbox", { name: "Allow Marketing Cookies" }).check();
    await dialog(page).getByRole("button", { name: "Save Preferences" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect
      .poll(async () => (await consentCookie(context))?.record)
      .toEqual({ analytics: false, marketing: true, personalization: false, acknowledged: true });
  });

  test("closing without choosing saves nothing and asks again next time", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await dialog(page).getByText("Analytics Cookies", { exact: true }).click();
    await dialog(page).getByRole("checkbox", { name: "Allow Analytics Cookies" }).check();
    // Escape is the modal's: before the page has taken the dialog over, its button closes it.
    await expectModal(page);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    expect(await consentCookie(context)).toBeNull();
    await page.reload();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole("button", { name: "Close without saving" }).click();
    expect(await consentCookie(context)).toBeNull();
  });

  test("the footer's Cookie Settings reopens it with prefixed ids, saving only on a button", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await dialog(page).getByRole("button", { name: "Reject All" }).click();
    await expect(dialog(page)).toBeHidden();

    // The footer is an island: until its code has arrived the link is the no-JavaScript one, to
    // the Cookie Settings page. The saved-values button goes live with it.
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Settings" }).click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByText("Personalization Cookies", { exact: true }).click();
    const box = dialog(page).getByRole("checkbox", { name: "Allow Personalization Cookies" });
    await expect(box).toHaveAttribute("id", "cookie-settings-personalization");
    await box.check();
    await page.keyboard.press("Escape");
    expect((await consentCookie(context))?.record.personalization).toBe(false);

    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Settings" }).click();
    await dialog(page).getByText("Personalization Cookies", { exact: true }).click();
    await expect(box).not.toBeChecked();
    await box.check();
    await dialog(page).getByRole("button", { name: "Save Preferences" }).click();
    await expect
      .poll(async () => (await consentCookie(context))?.record)
      .toEqual({ analytics: false, marketing: false, personalization: true, acknowledged: true });
  });

  test("the first dialog's ids differ from the footer dialog's", async ({ page }) => {
    await page.goto("/");
    await dialog(page).getByText("Analytics Cookies", { exact: true }).click();
    await expect(
      dialog(page).getByRole("checkbox", { name: "Allow Analytics Cookies" }),
    ).toHaveAttribute("id", "consent-analytics");
  });

  test.describe("with a corrupt cookie", () => {
    test.use({ expectedConsoleErrors: [/Failed to parse saved consent/] });
    test("the page works, the defaults apply and the error is logged", async ({
      page,
      context,
    }) => {
      await context.addCookies([
        { name: "consent_preferences", value: "%%%garbage", domain: "127.0.0.1", path: "/" },
      ]);
      const response = await page.goto("/");
      expect(response?.status()).toBe(200);
      await expect(dialog(page)).toBeVisible();
      // The error is logged once the page is interactive.
      await expectModal(page);
    });
  });

  test("no analytics request is made without a measurement id", async ({ page }) => {
    const external: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) external.push(request.url());
    });
    // The page's clock is the test's: it runs on its own, and is moved on past the page view's
    // delay below instead of waiting for it.
    await page.clock.install();
    await page.goto("/");
    await dialog(page).getByRole("button", { name: "Accept All" }).click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Packs" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Packs" })).toBeVisible();
    // With a measurement id, a page view would be configured PAGE_VIEW_CONFIG_DELAY_MS after the
    // navigation: every timer due by then (and 300 ms more) has run after this.
    await page.clock.runFor(PAGE_VIEW_CONFIG_DELAY_MS + 300);
    expect(external).toEqual([]);
    expect(await page.evaluate(() => typeof window.dataLayer)).toBe("undefined");
    expect(await page.locator("script[src*='googletagmanager']").count()).toBe(0);
  });
});

test.describe("cookie consent for crawlers and headless tools", () => {
  for (const [name, userAgent] of [
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    [
      "HeadlessChrome",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36",
    ],
  ] as const) {
    test(`${name} never gets the dialog`, async ({ browser, request }) => {
      // Not even as markup in the HTML.
      const html = await (await request.get("/", { headers: { "User-Agent": userAgent } })).text();
      expect(html).not.toContain("Cookie Preferences");
      const context = await browser.newContext({ userAgent });
      const page = await context.newPage();
      await page.goto("/");
      // Not sent, and not added later: once the page is interactive, React has rendered from
      // the page's data, which decides whether there is a dialog.
      await hydrated(page);
      await expect(dialog(page)).toHaveCount(0);
      await context.close();
    });
  }
});

test("a returning visitor's pages hold no dialog markup", async ({ request }) => {
  const first = await request.get("/packs", { headers: { "User-Agent": DESKTOP_UA } });
  expect(await first.text()).toContain("Cookie Preferences");
  const chosen = await request.post("/cookie-settings", {
    headers: { "User-Agent": DESKTOP_UA },
    form: { intent: "reject-all" },
  });
  const cookie = (chosen.headers()["set-cookie"] ?? "").split(";")[0] ?? "";
  expect(cookie).toMatch(/^consent_preferences=/);
  for (const path of ["/", "/packs", "/random-number"]) {
    const html = await (
      await request.get(path, { headers: { "User-Agent": DESKTOP_UA, Cookie: cookie } })
    ).text();
    expect(html, path).not.toContain("Cookie Preferences");
  }
});

test.describe("without JavaScript", () => {
  test("the Cookie Settings page saves a choice with a plain form post", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, userAgent: DESKTOP_UA });
    const page = await context.newPage();
    await page.goto("/packs");
    // The first visit's dialog closes without saving (a `method="dialog"` form)...
    await dialog(page).getByRole("button", { name: "Close without saving" }).click();
    await expect(dialog(page)).toBeHidden();
    expect(await consentCookie(context)).toBeNull();
    // ...and the footer's link leads to the same choices on their own page.
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Settings" }).click();
    await expect(page).toHaveURL(/\/cookie-settings\?from=%2Fpacks$/);
    await page.getByRole("button", { name: "Accept All" }).click();
    await expect(page).toHaveURL(/\/packs$/);
    expect((await consentCookie(context))?.record).toEqual({
      analytics: true,
      marketing: true,
      personalization: true,
      acknowledged: true,
    });
    await context.close();
  });

  test("the first visit's dialog saves a choice before and without JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, userAgent: DESKTOP_UA });
    const page = await context.newPage();
    await page.goto("/packs?from=here");
    await dialog(page).getByText("Analytics Cookies", { exact: true }).click();
    await dialog(page).getByRole("checkbox", { name: "Allow Analytics Cookies" }).check();
    await dialog(page).getByRole("button", { name: "Save Preferences" }).click();
    await expect(page).toHaveURL(/\/packs\?from=here$/);
    await expect(dialog(page)).toHaveCount(0);
    expect((await consentCookie(context))?.record).toEqual({
      analytics: true,
      marketing: false,
      personalization: false,
      acknowledged: true,
    });
    await context.close();
  });
});
