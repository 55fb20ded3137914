import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";

interface Options {
  /**
   * Whether every page has a visitor from its first moment, as in a person's browser where the
   * pointer moves before anything is clicked (see visitorFromTheStart). False for tests of what a
   * page does while nobody uses it.
   */
  visitorPresent: boolean;
  /** Set for tests that visit a page answering 4xx on purpose: the browser logs the status. */
  expectHttpErrors: boolean;
  /** Console errors a test provokes on purpose (each must then actually appear). */
  expectedConsoleErrors: RegExp[];
  /**
   * Console errors that may appear but need not (a third-party script the tests keep offline,
   * such as Clerk's, reporting that it could not load).
   */
  toleratedConsoleErrors: RegExp[];
}

/**
 * Every test fails on a console error, an uncaught page error or a CSP violation: a page that
 * works only while logging errors is not working.
 */
export const test = base.extend<Options>({
  visitorPresent: [true, { option: true }],
  context: async ({ context, visitorPresent }, use) => {
    if (visitorPresent) await visitorFromTheStart(context);
    await use(context);
    // As for the page's routes below: the context's own (the Clerk and offline stand-ins).
    await context.unrouteAll({ behavior: "ignoreErrors" });
  },
  expectHttpErrors: [false, { option: true }],
  expectedConsoleErrors: [[], { option: true }],
  toleratedConsoleErrors: [[], { option: true }],
  page: async ({ page, expectHttpErrors, expectedConsoleErrors, toleratedConsoleErrors }, use) => {
    const problems: string[] = [];
    const seen = new Set<RegExp>();
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      const expected = expectedConsoleErrors.find((pattern) => pattern.test(text));
      if (expected) {
        seen.add(expected);
        return;
      }
      if (toleratedConsoleErrors.some((pattern) => pattern.test(text))) return;
      if (
        expectHttpErrors &&
        /Failed to load resource/.test(text) &&
        expectedConsoleErrors.length > 0
      ) {
        return;
      }
      if (
        expectHttpErrors &&
        /Failed to load resource: the server responded with a status of 4\d\d/.test(text)
      ) {
        return;
      }
      problems.push(`console.error: ${text}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    // The console names no address for a failed load: kept so that a failure says which.
    const serverErrors: string[] = [];
    page.on("response", (response) => {
      if (response.status() < 500) return;
      serverErrors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });
    await use(page);
    // A route's handler still in flight when the test ends would throw "Target closed" once the
    // page closes, outside any test, and Playwright would stop the worker and skip the next test.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    expect(
      problems,
      `console errors, page errors and CSP violations (answers of 5xx: ${serverErrors.join(", ") || "none"})`,
    ).toEqual([]);
    for (const pattern of expectedConsoleErrors) {
      expect(seen.has(pattern), `expected a console error matching ${pattern}`).toBe(true);
    }
  },
});

export { expect };

/** The section links every page's header carries, in order. */
export const HEADER_LINKS = [
  { name: "Home", href: "/" },
  { name: "Generators", href: "/all" },
  { name: "Wheel", href: "/spin-the-wheel" },
  { name: "Categories", href: "/categories" },
  { name: "Packs", href: "/packs" },
  { name: "Draws", href: "/draws" },
  { name: "Articles", href: "/articles" },
  { name: "Docs", href: "/docs" },
] as const;

/** A person's browser. The test browser is headless and is otherwise treated as a bot. */
export const DESKTOP_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

/**
 * Stores an acknowledged consent record (everything optional denied), so a person-like
 * browser is not asked first. The value is what the server writes: base64 of the JSON.
 */
export async function acknowledgeConsent(context: BrowserContext) {
  const record = { analytics: false, marketing: false, personalization: false, acknowledged: true };
  await context.addCookies([
    {
      name: "consent_preferences",
      value: encodeURIComponent(btoa(JSON.stringify(record))),
      // Cookies ignore ports, so this reaches every test server.
      domain: "127.0.0.1",
      path: "/",
    },
  ]);
}

/** The sizes of the screenshots the issues ask for: a phone and a desktop. */
export const SCREENSHOT_SIZES = [
  [375, 667],
  [1280, 800],
] as const;

/** A visitor who has answered the cookie question and chose `theme`: pages render in it. */
export async function chooseTheme(context: BrowserContext, theme: "light" | "dark") {
  await acknowledgeConsent(context);
  const stored = await context.request.post("/resources/theme", { data: { theme } });
  expect(stored.ok()).toBe(true);
}

/**
 * Every page of `context` sees a visitor's pointer move as its document is parsed: the code that
 * serves someone using the page (the islands, the engine) is fetched at the first sign of one
 * (app/ui/first-sign.ts), and Playwright checks that a button is enabled before it moves the
 * mouse to it, so a test that clicks at once would wait for ever. Tests of a page nobody uses
 * turn this off (the `visitorPresent` option) and move the real mouse (visitorMoves).
 */
export async function visitorFromTheStart(context: BrowserContext) {
  await context.addInitScript(() => {
    addEventListener(
      "DOMContentLoaded",
      () => dispatchEvent(new PointerEvent("pointermove", { bubbles: true })),
      { once: true },
    );
  });
}

/**
 * A visitor's first move, as a person's pointer makes it: the code that serves someone using the
 * page (the islands, the engine) is fetched at the first sign of one (app/ui/first-sign.ts). Two
 * moves in the page's corner, so that at least one of them moves the pointer.
 */
export async function visitorMoves(page: Page) {
  await page.mouse.move(2, 2);
  await page.mouse.move(3, 3);
}

/**
 * Waits until React has hydrated `element` without any sign of a visitor (no pointer, no key):
 * React marks each element it has hydrated with its props. A page's load, even until the network
 * is idle, may end before its hydration does on a busy machine.
 */
export async function hydratedUnseen(element: Locator) {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))),
    )
    .toBe(true);
}

/**
 * Waits until React has hydrated the page and, the visitor having moved, its islands are live:
 * the saved-values button is enabled only then. Before that, key presses and clicks reach no
 * handler (the Ctrl+K shortcut, for one).
 */
export async function hydrated(page: Page) {
  await visitorMoves(page);
  await expect(page.getByRole("button", { name: "View saved values" })).toBeEnabled();
}

/**
 * Holds the requests matching `url` open until the returned function is called: a test sees
 * what a slow response looks like for as long as it needs, then lets it through (no guessed
 * delay). Every request held is released by the same call.
 */
export async function holdRoute(page: Page, url: string): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
