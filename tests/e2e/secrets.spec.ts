import type { Page, Request } from "@playwright/test";

import { SECRET_GENERATOR_IDS } from "../../app/engine/registry/metadata.generated";
import { expect, hydrated, test } from "./fixtures";

/**
 * Settings that make long values, so a value found in a request is the value and not a chance
 * match (a 4-digit PIN could well appear inside an asset's hash).
 */
const LONG_VALUES: Readonly<Record<string, string>> = {
  pin: "length=12&count=2",
  "password-generator": "length=24&count=2",
  passphrase: "words=6&count=2",
  "api-key": "bytes=32&count=2",
  "hex-string": "length=40&count=2",
  "random-string": "length=32&count=2",
};

const SHARE_NOTE = "Links never carry passwords: whoever opens it gets new ones.";

async function shownValues(page: Page): Promise<string[]> {
  return (await page.locator(".result-value").allTextContents()).map((text) => text.trim());
}

/** Waits for a new set of values on screen (different from `before`), and returns it. */
async function newValues(page: Page, before: readonly string[]): Promise<string[]> {
  await expect
    .poll(async () => {
      const now = await shownValues(page);
      return now.length > 0 && now.join("\n") !== before.join("\n");
    })
    .toBe(true);
  return shownValues(page);
}

/** Everything the page keeps or could be read back from: address, history state, storage. */
async function pageTraces(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => {
        const key = storage.key(i) ?? "";
        return `${key}=${storage.getItem(key) ?? ""}`;
      }).join("\n");
    return [
      window.location.href,
      JSON.stringify(window.history.state),
      dump(window.localStorage),
      dump(window.sessionStorage),
    ].join("\n");
  });
}

test("every secret generator is listed, with settings that give long values", () => {
  expect([...SECRET_GENERATOR_IDS].sort()).toEqual(Object.keys(LONG_VALUES).sort());
});

for (const id of SECRET_GENERATOR_IDS) {
  test.describe(`${id} (secret)`, () => {
    const settings = LONG_VALUES[id] ?? "";

    test("makes its values in the browser and leaves them nowhere: address, history, storage, requests", async ({
      page,
    }) => {
      const requests: Request[] = [];
      page.on("request", (request) => requests.push(request));
      await page.goto(`/${id}?${settings}`);
      await hydrated(page);
      // The page makes a first value as it opens, in the browser.
      const seen: string[] = [...(await newValues(page, []))];

      // Generate, three ways: the button, Enter in a field, and the G shortcut.
      await page.getByRole("button", { name: "Generate", exact: true }).click();
      seen.push(...(await newValues(page, seen.slice(-2))));
      await page.locator("#generator-form input:not([type=hidden])").first().press("Enter");
      seen.push(...(await newValues(page, seen.slice(-2))));
      await page.locator("h1").click();
      await page.keyboard.press("g");
      seen.push(...(await newValues(page, seen.slice(-2))));

      await expect(page.getByTestId("secret-note")).toBeVisible();
      // Nothing offers to save a secret.
      await expect(page.getByRole("button", { name: "Save value" })).toHaveCount(0);
      // The address keeps the settings only.
      expect(new URL(page.url()).searchParams.has("seed")).toBe(false);
      expect(new URL(page.url()).searchParams.has("v")).toBe(false);

      const traces = await pageTraces(page);
      expect(traces).not.toMatch(/seed/i);
      const sent = requests.map((request) => `${request.url()}\n${request.postData() ?? ""}`);
      for (const line of sent) expect(line).not.toMatch(/[?&]seed=/);
      for (const value of seen) {
        expect(value.length).toBeGreaterThanOrEqual(12);
        expect(traces, `the value ${value} is kept by the page`).not.toContain(value);
        for (const line of sent) expect(line, `a request carries ${value}`).not.toContain(value);
      }

      // The page's History lists the runs while it is open, from memory only.
      const history = page.getByRole("region", { name: "History" });
      await expect(history.getByRole("listitem")).toHaveCount(4);
      await expect(history).toContainText("kept only in its memory");
      await page.reload();
      await hydrated(page);
      await newValues(page, []);
      await expect(history.getByRole("listitem")).toHaveCount(1);
    });

    test("is rendered by the server with no value: two renders are the same", async ({
      request,
    }) => {
      const [first, second] = [
        await request.get(`/${id}?${settings}`),
        await request.get(`/${id}?${settings}`),
      ];
      for (const response of [first, second]) {
        expect(response.headers()["cache-control"]).toBe("no-store");
        expect(response.headers()["referrer-policy"]).toBe("no-referrer");
      }
      // Byte for byte: not even a nonce differs (the page's scripts are allowed by their hashes).
      const html = await first.text();
      expect(html).toBe(await second.text());
      expect(html).not.toMatch(/\snonce=/);
      expect(first.headers()["content-security-policy"]).toBe(
        second.headers()["content-security-policy"],
      );
      expect(html).not.toContain('class="result-value');
      expect(html).toContain("Made in your browser as soon as you use this page");
    });

    test("Share gives a link to the settings only, which opens with other values", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(`/${id}?${settings}`);
      await hydrated(page);
      const shown = await newValues(page, []);
      await page.getByRole("button", { name: "Share" }).click();
      await expect(page.getByRole("status")).toContainText(SHARE_NOTE);
      const link = await page.evaluate(() => navigator.clipboard.readText());
      const shared = new URL(link);
      expect(shared.pathname).toBe(`/${id}`);
      for (const [name, value] of new URLSearchParams(settings)) {
        expect(shared.searchParams.get(name), name).toBe(value);
      }
      expect(shared.searchParams.has("seed")).toBe(false);
      for (const value of shown) expect(link).not.toContain(value);

      // Opened as a new document (the page keeps nothing across loads: see the first test), it
      // makes its own values.
      await page.goto(link);
      await hydrated(page);
      const opened = await newValues(page, []);
      expect(opened).toHaveLength(shown.length);
      // The smallest space here is a 12-digit PIN: a repeat by chance is about 4 in 10^12.
      for (const value of opened) expect(shown).not.toContain(value);
    });

    test("an old link with a seed warns first, shows its value only when asked, and offers a new one", async ({
      page,
      request,
    }) => {
      const link = `/${id}?${settings}&seed=an-old-link&v=1`;
      await page.goto(link);
      await hydrated(page);
      const warning = page.getByTestId("shared-secret-warning");
      await expect(warning).toContainText("Anyone with the link can see the same value.");
      await expect(page.locator(".result-value")).toHaveCount(0);
      // The seed leaves the address bar (and this history entry) at once.
      await expect.poll(() => new URL(page.url()).searchParams.has("seed")).toBe(false);
      expect(await pageTraces(page)).not.toContain("an-old-link");

      await warning.getByRole("button", { name: "Show the value anyway" }).click();
      const old = await newValues(page, []);
      // The link's value is what that seed always gave (the API reproduces a seed it is sent).
      const api = await request.get(`/api/v1/generators${link}`);
      const answer = (await api.json()) as { values: { text: string }[] };
      expect(old).toEqual(answer.values.map((value) => value.text));
      await expect(page.getByTestId("shared-secret-note")).toContainText(
        "anyone with the link can see the same value",
      );
      const traces = await pageTraces(page);
      for (const value of old) expect(traces).not.toContain(value);

      await page.goto(link);
      await hydrated(page);
      await page.getByRole("button", { name: "Generate a new one" }).click();
      const fresh = await newValues(page, []);
      for (const value of fresh) expect(old).not.toContain(value);
      await expect(page.getByTestId("shared-secret-warning")).toHaveCount(0);
      expect(new URL(page.url()).searchParams.has("seed")).toBe(false);
    });
  });
}

test("a generator that is not secret keeps its shareable seed", async ({ page }) => {
  await page.goto("/random-number?count=3");
  await hydrated(page);
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("seed")).toMatch(/^[0-9a-z]{25}$/);
  await expect(page.getByRole("button", { name: "Save value" }).first()).toBeVisible();
});
