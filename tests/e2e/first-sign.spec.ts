import type { Page } from "@playwright/test";

import { urlsInHtml } from "../../bench/first-load";
import { DESKTOP_UA, expect, hydratedUnseen, test, visitorMoves } from "./fixtures";

// What serves someone using a page (the islands, the engine, History, the wheel's own code) is
// fetched at the first sign of a visitor (app/ui/first-sign.ts), not as the page loads. These
// pages have nobody on them until the test moves the real mouse.
test.use({ visitorPresent: false });

const savedButton = "View saved values";

/** The names of the script files the page asks for whose name matches `pattern`, as it asks. */
function filesAsked(page: Page, pattern: RegExp): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    const name = new URL(request.url()).pathname.split("/").pop() ?? "";
    if (pattern.test(name)) asked.push(name);
  });
  return asked;
}

/** Holds back the answer to every request whose address matches `pattern`; returns its release. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("a page nobody uses fetches no island; the first move of the pointer brings them to life", async ({
  page,
}) => {
  const islands = filesAsked(page, /^(value-buttons|results-toolbar|run-history|below-settings)-/);
  await page.goto("/random-number", { waitUntil: "networkidle" });
  expect(islands).toEqual([]);
  // The server's HTML is all there: the value, its star (waiting), the footer.
  await expect(page.getByRole("list", { name: "Results" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("button", { name: savedButton })).toBeDisabled();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  await visitorMoves(page);
  await expect(page.getByRole("button", { name: savedButton })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Save value" }).first()).toBeEnabled();
  await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
  expect(islands.length).toBeGreaterThan(0);
});

test("the first sign asks for all of Generate's code at once, not one chunk after another", async ({
  page,
}) => {
  // The engine's chunk is held back: the generator's own code, its category's map and its
  // helpers are asked for all the same (before, each waited for the chunk that names it).
  const release = await holdBack(page, /\/assets\/generate-in-browser-[\w-]+\.js$/);
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await page.goto("/random-number?min=1&max=6", { waitUntil: "networkidle" });
  const own = /^\/assets\/(random-number|numbers\.generated)-[\w-]+\.js$/;
  expect(asked.filter((path) => own.test(path))).toEqual([]);

  await visitorMoves(page);
  await expect.poll(() => asked.filter((path) => own.test(path)).length).toBe(2);
  release();
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(page.getByTestId("announcer")).toHaveText(/^Generated: [1-6]$/);
});

test("a key is a sign too, and a keyboard user's focus stays where it went", async ({ page }) => {
  await page.goto("/random-number", { waitUntil: "networkidle" });
  await expect(page.getByRole("button", { name: savedButton })).toBeDisabled();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: savedButton })).toBeEnabled();
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
});

test("a browser that keeps saved values shows their count at once, without a sign", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const note = (id: string) => ({
      id,
      generatorId: "coin-flip",
      generatorTitle: "Coin Flip",
      value: `Value ${id}`,
      inputs: {},
      seed: null,
      savedAt: "2026-01-01T00:00:00.000Z",
    });
    localStorage.setItem("saved-values", JSON.stringify([note("a"), note("b")]));
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByTestId("saved-count")).toHaveText("2");
});

test("what a visitor types into the wheel before its code has hydrated is kept, and comes back without a sign", async ({
  page,
}) => {
  const entries = page.getByRole("textbox", { name: "Entries" });
  // The page is live but nobody has touched it: the wheel's code waits for the first sign, which
  // is this click, and the typing goes on while that code arrives and hydrates.
  await page.goto("/spin-the-wheel", { waitUntil: "networkidle" });
  await expect(page.getByTestId("wheel")).not.toHaveAttribute("data-ready");
  await entries.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Mango\nKiwi\nPear");
  await expect(page.getByRole("heading", { name: "Entries (3)" })).toBeVisible();
  await expect(entries).toHaveValue("Mango\nKiwi\nPear");
  // Kept once the typing pauses; then a new visit that nobody touches.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("randomly:wheel")))
    .toContain("Mango");
  // A tab of its own: the pointer left on this page would move on the next as it loads.
  const later = await page.context().newPage();
  await later.goto("/spin-the-wheel", { waitUntil: "networkidle" });
  await expect(later.getByRole("button", { name: savedButton })).toBeDisabled();
  await expect(later.getByRole("textbox", { name: "Entries" })).toHaveValue("Mango\nKiwi\nPear");
  await expect(later.getByRole("heading", { name: "Entries (3)" })).toBeVisible();
});

test("the wheel nobody touches is drawn with its names and fetches none of its code; a spin pressed before the code is here spins once it is", async ({
  page,
}) => {
  const wheelCode = filesAsked(page, /^(wheel-at-address|wheel-disc)-/);
  const release = await holdBack(page, /\/assets\/wheel-at-address-[\w-]+\.js$/);
  const names = ["Amelia", "Bartholomew", "Chidi", "Dagny"];
  const address = `/spin-the-wheel?duration=1&entries=${encodeURIComponent(names.join("\n"))}`;
  await page.goto(address, { waitUntil: "networkidle" });
  expect(wheelCode).toEqual([]);
  // The server drew the names on the wheel (its canvas comes with the code).
  const face = page.getByTestId("wheel-face");
  for (const name of names) await expect(face.locator("text", { hasText: name })).toHaveCount(1);
  await expect(page.getByTestId("wheel")).not.toHaveAttribute("data-ready");

  // A tap on the wheel: the sign that asks for the code, and a spin asked before it arrives. The
  // page does not leave for the form's native submit; the spin is made once the code is here.
  await page.getByRole("button", { name: "Spin the wheel" }).click();
  await expect.poll(() => wheelCode.length).toBeGreaterThan(0);
  expect(new URL(page.url()).search).toBe(new URL(address, "http://x").search);
  await expect(page.getByTestId("wheel-winner")).toHaveCount(0);
  release();
  await expect(page.getByTestId("wheel")).toHaveAttribute("data-ready", "true");
  await expect(page.getByTestId("wheel-winner")).toHaveText(new RegExp(`^(${names.join("|")})$`));
  await expect(page.getByTestId("wheel-face")).toHaveCount(0);
});

test.describe("a person's first visit", () => {
  test.use({ userAgent: DESKTOP_UA });

  test("the cookie dialog shows at once and becomes modal at the first key", async ({ page }) => {
    const served = filesAsked(page, /^served-dialog-/);
    await page.goto("/random-number", { waitUntil: "networkidle" });
    const dialog = page.locator("dialog.consent-static");
    await expect(page.getByRole("dialog", { name: "Cookie Preferences" })).toBeVisible();
    expect(served).toEqual([]);
    expect(await dialog.evaluate((d) => d.matches(":modal"))).toBe(false);
    await page.keyboard.press("Tab");
    await expect.poll(() => dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
    expect(served).toHaveLength(1);
  });
});

/** The names of the scripts a page's HTML names (its first load). */
async function scriptsNamed(page: Page, address: string): Promise<string[]> {
  const html = await (await page.context().request.get(address)).text();
  return urlsInHtml(html)
    .filter((url) => url.endsWith(".js"))
    .map((url) => url.split("/").pop()!);
}

test("a run drawn by a view comes drawn from the server, and its views' code waits for a visitor", async ({
  page,
}) => {
  const asked = filesAsked(page, /\.js$/);
  const address = "/dice-roller?notation=3d6&count=1&seed=faces";
  await page.goto(address, { waitUntil: "networkidle" });
  const named = await scriptsNamed(page, address);
  const beyondFirstLoad = () => asked.filter((name) => !named.includes(name));
  // Nothing but the page's first load until somebody is there...
  expect(beyondFirstLoad()).toEqual([]);
  // ...and yet the dice are faces already, with their total, as the server drew them.
  const dice = page.getByRole("img", { name: /^Die showing [1-6]$/ });
  await expect(dice).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Save value" })).toBeDisabled();

  await visitorMoves(page);
  await expect(page.getByRole("button", { name: "Save value" })).toBeEnabled();
  await expect(dice).toHaveCount(3);
  expect(beyondFirstLoad().length).toBeGreaterThan(0);
});

test("a secret is made in the browser at the first sign of a visitor, who downloads its code then", async ({
  page,
}) => {
  const engine = filesAsked(page, /^generate-in-browser-/);
  await page.goto("/password-generator", { waitUntil: "networkidle" });
  expect(engine).toEqual([]);
  await expect(page.getByText("Made in your browser as soon as you use this page")).toBeVisible();
  await expect(page.locator(".result-value")).toHaveCount(0);

  await visitorMoves(page);
  await expect(page.locator(".result-value")).toHaveCount(1);
  await expect(page.getByTestId("announcer")).toHaveText(/^Generated: \S{8,}$/);
  expect(engine).toHaveLength(1);
});

test("Generate as a secret page's first move makes one value, not one for the sign and one for the press", async ({
  page,
}) => {
  await page.goto("/password-generator", { waitUntil: "networkidle" });
  const generate = page.getByRole("button", { name: "Generate", exact: true });
  await hydratedUnseen(generate);
  await generate.click();
  await expect(page.locator(".result-value")).toHaveCount(1);
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  await expect(history.getByRole("listitem")).toHaveCount(1);
});
