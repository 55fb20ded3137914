import type { APIRequestContext, Page } from "@playwright/test";

import { expect, test } from "./fixtures";

// Hostile text wherever a visitor or a link can put text: generator inputs and their values,
// permalink parameters, saved notes, pack and docs addresses. It must be shown as the text it
// is and never run. Besides the checks here, the fixture fails a test on any console error and
// on any CSP violation, which is what markup slipping through would cause.

const SCRIPT = "<script>alert(1)</script>";
const IMG = '"><img src=x onerror=alert(1)>';
const JS_URL = "javascript:alert(1)";
const PAYLOADS = [SCRIPT, IMG, JS_URL] as const;

/** Records every alert, confirm or prompt the page opens (and dismisses it). */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing the payloads carry became markup: no injected image, handler or script URL. */
async function expectNoInjectedMarkup(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator("[onerror], [onload], [onclick]")).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i], form[action^="javascript:" i]')).toHaveCount(
    0,
  );
  const injectedScripts = await page
    .locator("script")
    .evaluateAll((scripts) => scripts.filter((s) => s.textContent?.trim() === "alert(1)").length);
  expect(injectedScripts).toBe(0);
}

/** The server's HTML holds the payloads only escaped: never as live tags. */
async function expectEscapedHtml(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  expect(html).not.toContain("<script>alert(1)");
  expect(html).not.toContain("<img src=x");
  expect(html).not.toMatch(/href="javascript:/i);
}

const q = encodeURIComponent;

test.describe("generator inputs and results", () => {
  const entries = PAYLOADS.join("\n");
  const link = `/pick-from-list?entries=${q(entries)}&count=3&unique=1&seed=${q(SCRIPT)}&v=${q(IMG)}`;

  test("a permalink's list, seed and version are shown as text", async ({ page, request }) => {
    const dialogs = watchDialogs(page);
    await expectEscapedHtml(request, link);
    await page.goto(link);

    const values = page.getByRole("list", { name: "Results" }).locator(".result-value");
    await expect(values).toHaveCount(3);
    expect((await values.allTextContents()).map((text) => text.trim()).sort()).toEqual(
      [...PAYLOADS].sort(),
    );
    await expect(page.getByLabel("Entries", { exact: true })).toHaveValue(entries);
    await expect(page.getByTestId("seeded-note").locator("code")).toHaveText(SCRIPT);
    await expect(page.getByRole("alert")).toContainText(`This link asks for version ${IMG}`);

    await expectNoInjectedMarkup(page);
    expect(dialogs).toEqual([]);
  });

  test("typed lists generate, save and show in the saved panel as text", async ({ page }) => {
    const dialogs = watchDialogs(page);
    await page.goto("/shuffle-list");
    await page.getByLabel("Entries", { exact: true }).fill(entries);
    await page.getByRole("button", { name: "Generate" }).click();
    const results = page.getByRole("list", { name: "Results" }).getByRole("listitem");
    await expect(results).toHaveCount(3);
    for (const payload of PAYLOADS) {
      await expect(results.filter({ hasText: payload })).toHaveCount(1);
    }

    for (const payload of PAYLOADS) {
      await results
        .filter({ hasText: payload })
        .getByRole("button", { name: "Save value" })
        .click();
    }
    await page.getByRole("button", { name: "View saved values" }).click();
    const panel = page.getByRole("region", { name: /Saved Values/ });
    await expect(panel.getByRole("heading", { name: "Saved Values (3)" })).toBeVisible();
    const saved = (await panel.getByTestId("saved-value").allTextContents()).map((t) => t.trim());
    expect(saved.sort()).toEqual([...PAYLOADS].sort());

    // Reloading reads them back from storage, still as text.
    await page.reload();
    await page.getByRole("button", { name: "View saved values" }).click();
    await expect(panel.getByTestId("saved-value")).toHaveCount(3);
    await expectNoInjectedMarkup(page);
    expect(dialogs).toEqual([]);
  });

  test("a filter typed into the catalogue's address is shown as text", async ({
    page,
    request,
  }) => {
    const dialogs = watchDialogs(page);
    await expectEscapedHtml(request, `/all?q=${q(IMG)}`);
    await page.goto(`/all?q=${q(IMG)}`);
    await expect(page.getByLabel("Filter generators")).toHaveValue(IMG);
    await expectNoInjectedMarkup(page);
    expect(dialogs).toEqual([]);
  });
});

test.describe("saved notes crafted in storage", () => {
  const NOTES = [
    { id: "xss-1", generatorId: JS_URL, generatorTitle: SCRIPT, value: IMG },
    { id: "xss-2", generatorId: IMG, generatorTitle: IMG, value: SCRIPT },
    { id: "xss-3", generatorId: "random-number", generatorTitle: JS_URL, value: JS_URL },
  ].map((note, index) => ({
    ...note,
    inputs: { note: SCRIPT },
    seed: null,
    savedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
  }));

  test.beforeEach(async ({ page }) => {
    await page.addInitScript((notes) => {
      if (!localStorage.getItem("saved-values")) {
        localStorage.setItem("saved-values", JSON.stringify(notes));
      }
    }, NOTES);
  });

  test("show titles and values as text, and links stay on the site", async ({ page }) => {
    const dialogs = watchDialogs(page);
    await page.goto("/");
    await page.getByRole("button", { name: "View saved values" }).click();
    const panel = page.getByRole("region", { name: /Saved Values/ });
    await expect(panel.getByRole("heading", { name: "Saved Values (3)" })).toBeVisible();

    const items = panel.getByRole("listitem");
    await expect(items).toHaveCount(3);
    for (const note of NOTES) {
      const item = items.filter({ has: page.getByTestId("saved-value").getByText(note.value) });
      await expect(item).toHaveCount(1);
      const link = item.getByRole("link");
      // A known generator is named from the catalogue, never from the stored title.
      await expect(link).toHaveText(
        note.generatorId === "random-number" ? "Random Number" : note.generatorTitle,
      );
      await expect(link).toHaveAttribute("href", `/${q(note.generatorId)}`);
    }
    await expectNoInjectedMarkup(page);
    expect(dialogs).toEqual([]);
  });

  test.describe("following a crafted generator link", () => {
    test.use({ expectHttpErrors: true });

    test("leads to a 404 page on the site, not to a script", async ({ page }) => {
      const dialogs = watchDialogs(page);
      await page.goto("/");
      await page.getByRole("button", { name: "View saved values" }).click();
      await page.getByRole("link", { name: SCRIPT }).click();
      await expect(page).toHaveURL(/\/javascript%3Aalert\(1\)$/);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      await expect(page.getByText(`There is no generator called "${JS_URL}".`)).toBeVisible();
      await expectNoInjectedMarkup(page);
      expect(dialogs).toEqual([]);
    });
  });
});

test.describe("addresses", () => {
  test("pack permalink parameters are shown as text", async ({ page, request }) => {
    const dialogs = watchDialogs(page);
    const link = `/packs/game-night?seed=${q(SCRIPT)}&v=${q(IMG)}&at=${q(JS_URL)}`;
    await expectEscapedHtml(request, link);
    await page.goto(link);
    await expect(page.getByTestId("pack-seed").locator("code")).toHaveText(SCRIPT);
    await expect(page.getByRole("alert")).toContainText("Some settings in this link");
    // The permalink carries the seed, encoded, and stays on this page.
    const href = await page
      .getByRole("link", { name: "Permalink", exact: true })
      .getAttribute("href");
    const permalink = new URL(href ?? "", "http://site.test");
    expect(permalink.origin + permalink.pathname).toBe("http://site.test/packs/game-night");
    expect(permalink.searchParams.get("seed")).toBe(SCRIPT);
    await expectNoInjectedMarkup(page);
    expect(dialogs).toEqual([]);
  });

  test.describe("unknown names in an address", () => {
    test.use({ expectHttpErrors: true });

    for (const [path, message] of [
      [`/docs/generators/${q(SCRIPT)}`, `There is no generator called "${SCRIPT}".`],
      [`/docs/${q(IMG)}`, `There is no docs page called "${IMG}".`],
      [`/packs/${q(IMG)}`, `There is no pack called "${IMG}".`],
      [`/articles/${q(SCRIPT)}`, `There is no article called "${SCRIPT}".`],
      [`/categories/${q(JS_URL)}`, `There is no category called "${JS_URL}".`],
      [`/${q(IMG)}`, `There is no generator called "${IMG}".`],
    ] as const) {
      test(`${decodeURIComponent(path)} names them as text on a 404 page`, async ({
        page,
        request,
      }) => {
        const dialogs = watchDialogs(page);
        await expectEscapedHtml(request, path);
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByText(message, { exact: true })).toBeVisible();
        await expectNoInjectedMarkup(page);
        expect(dialogs).toEqual([]);
      });
    }
  });

  test("a script URL as the cookie page's way back is replaced by the home page", async ({
    page,
  }) => {
    const dialogs = watchDialogs(page);
    await page.goto(`/cookie-settings?from=${q(JS_URL)}`);
    await expect(page.locator('input[name="redirectTo"]')).toHaveValue("/");
    await expectNoInjectedMarkup(page);
    expect(dialogs).toEqual([]);
  });
});
