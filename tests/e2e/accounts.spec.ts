import { readFile } from "node:fs/promises";

import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";

import { signSessionToken } from "../support/clerk-keys";

import { violations } from "./axe";
import { expect, test } from "./fixtures";
import { newUser, offlineClerk, signIn } from "./signed-in";

// A deployment with accounts on (the TEST-ONLY Clerk keys), with no network: Clerk's Frontend
// API is answered with an empty script, so the page keeps the signed-in state the server
// verified from the session cookie, and saved values go to the account in local D1.

test.use({ toleratedConsoleErrors: [/clerk/i] });

const panel = (page: Page) => page.getByRole("region", { name: /Saved Values/ });
const results = (page: Page) => page.getByRole("list", { name: "Results" }).getByRole("listitem");
const badge = (page: Page) => page.getByTestId("saved-count");

async function signOut(context: BrowserContext) {
  await context.clearCookies({ name: "__session" });
  await context.clearCookies({ name: "__client_uat" });
}

/** The saved-values API as `userId` from another device (a session token, no browser). */
function accountApi(request: APIRequestContext, userId: string) {
  const headers = { Authorization: `Bearer ${signSessionToken(userId)}` };
  return {
    /** Saves one value in the account, as another device would. */
    async seed(note: { id: string; generatorId: string; generatorTitle: string; value: string }) {
      const data = {
        notes: [{ inputs: {}, seed: null, savedAt: new Date().toISOString(), ...note }],
      };
      expect((await request.post("/resources/saved-values", { headers, data })).status()).toBe(200);
    },
    /** The account's notes. */
    async notes() {
      const response = await request.get("/resources/saved-values", { headers });
      return ((await response.json()) as { notes: { value: string; inputsTruncated?: true }[] })
        .notes;
    },
    async values() {
      return (await this.notes()).map((note) => note.value).sort();
    },
  };
}

async function star(page: Page, index: number) {
  await results(page).nth(index).getByRole("button", { name: "Save value" }).click();
}

async function savedValues(page: Page): Promise<string[]> {
  await page.getByRole("button", { name: "View saved values" }).click();
  await expect(panel(page).getByRole("heading", { name: /Saved Values \(\d+\)/ })).toBeVisible();
  const values = await panel(page).locator("[data-testid=saved-value]").allTextContents();
  await page.keyboard.press("Escape");
  return values.map((v) => v.trim()).sort();
}

/** Resolves when the page's account store has saved a value in the account. */
function accountSave(page: Page) {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/resources/saved-values" &&
      response.request().method() === "POST" &&
      response.ok(),
  );
}

/** The values a generator page shows for a seed, read from the page. */
async function valuesOf(page: Page, seed: string, count = 3) {
  await page.goto(`/random-number?min=1&max=1000000000&count=${count}&seed=${seed}`);
  return (await page.locator(".result-value").allTextContents()).map((t) => t.trim());
}

test.beforeEach(async ({ context }) => {
  await offlineClerk(context);
});

test("signed out, the header offers Sign In and Sign Up", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign Up" }).first()).toBeVisible();
  await expect(header.getByRole("link", { name: "Your account" })).toHaveCount(0);
});

test("the account pages need a signed-in user; Clerk's screens sit on their own routes", async ({
  page,
  context,
}) => {
  await page.goto("/user");
  await expect(page).toHaveURL(/\/sign-in\?redirect_url=%2Fuser$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  await page.goto("/sign-up");
  await expect(page.getByRole("heading", { level: 1, name: "Sign Up" })).toBeVisible();
  await expect(page.getByText("Accounts are not configured")).toHaveCount(0);

  await signIn(context, newUser("profile"));
  await page.goto("/user");
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
});

test("the server renders the signed-in state from the session", async ({ context, request }) => {
  const userId = newUser("ssr");
  await signIn(context, userId);
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const html = await (await request.get("/", { headers: { Cookie: cookie } })).text();
  expect(html).toContain('aria-label="Your account"');
  expect(html).not.toContain(">Sign In<");
});

test("a signed-in user's saved values come back after a reload", async ({ page, context }) => {
  await signIn(context, newUser("reload"));
  const values = await valuesOf(page, "account-reload");
  await expect(page.getByRole("banner").getByRole("link", { name: "Your account" })).toBeVisible();
  await star(page, 0);
  await star(page, 2);
  await expect(badge(page)).toHaveText("2");
  // Wait for the account to confirm before reloading.
  await expect
    .poll(async () => (await page.request.get("/resources/saved-values")).status())
    .toBe(200);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get("/resources/saved-values")).json()) as { notes: unknown[] })
          .notes.length,
    )
    .toBe(2);

  await page.reload();
  await expect(badge(page)).toHaveText("2");
  expect(await savedValues(page)).toEqual([values[0], values[2]].sort());
  // The page's stars follow the account.
  await expect(
    results(page).nth(0).getByRole("button", { name: "Remove from saved values" }),
  ).toBeVisible();
});

test("two users never see each other's values", async ({ browser }) => {
  // Two fresh browsers (each fetches every script afresh) and six page loads between them.
  test.slow();
  const [alice, bob] = [newUser("alice"), newUser("bob")];
  const aliceContext = await browser.newContext();
  const bobContext = await browser.newContext();
  for (const [context, user] of [
    [aliceContext, alice],
    [bobContext, bob],
  ] as const) {
    await offlineClerk(context);
    await signIn(context, user);
  }
  const alicePage = await aliceContext.newPage();
  const bobPage = await bobContext.newPage();

  const aliceValues = await valuesOf(alicePage, "alice-values");
  const aliceSaved = accountSave(alicePage);
  await star(alicePage, 0);
  await expect(badge(alicePage)).toHaveText("1");
  const bobValues = await valuesOf(bobPage, "bob-values");
  const bobSaved = accountSave(bobPage);
  await star(bobPage, 1);
  await expect(badge(bobPage)).toHaveText("1");

  // Each star reaches the account before the pages are read again from it.
  await Promise.all([aliceSaved, bobSaved]);
  await alicePage.reload();
  expect(await savedValues(alicePage)).toEqual([aliceValues[0]]);
  await bobPage.reload();
  expect(await savedValues(bobPage)).toEqual([bobValues[1]]);

  // Bob cannot remove Alice's note through the API, whatever id he sends.
  const aliceNotes = (await (await alicePage.request.get("/resources/saved-values")).json()) as {
    notes: { id: string }[];
  };
  const response = await bobPage.request.delete(
    `/resources/saved-values/${aliceNotes.notes[0]!.id}`,
  );
  expect(await response.json()).toEqual({ removed: 0 });
  await alicePage.reload();
  expect(await savedValues(alicePage)).toEqual([aliceValues[0]]);
  await aliceContext.close();
  await bobContext.close();
});

test("signing in merges this browser's values into the account, each exactly once", async ({
  page,
  context,
  request,
}) => {
  const userId = newUser("merge");
  // The account already holds one value (saved on another device).
  const values = await valuesOf(page, "merge-values", 4);
  const account = accountApi(request, userId);
  await account.seed({
    id: "from-another-device",
    generatorId: "random-number",
    generatorTitle: "Random Number",
    value: values[0]!,
  });

  // Signed out, this browser saves three values, one of them the same as the account's.
  await star(page, 0);
  await star(page, 1);
  await star(page, 2);
  await expect(badge(page)).toHaveText("3");

  await signIn(context, userId);
  await page.reload();
  await expect(page.getByRole("banner").getByRole("link", { name: "Your account" })).toBeVisible();
  await expect(badge(page)).toHaveText("3");
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("saved-values")))
    .toBe("[]");
  expect(await account.values()).toEqual(values.slice(0, 3).sort());

  // Signing out shows this browser's own list again (now empty: it moved to the account).
  await signOut(context);
  await page.reload();
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Sign In" }).first(),
  ).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
});

test("issue 13: a winner picked from a 600-name list is merged at sign-in, and the account's own values still show", async ({
  page,
  context,
  request,
}) => {
  const userId = newUser("teacher");
  const account = accountApi(request, userId);
  // The account already holds a value saved on another device.
  await account.seed({
    id: "saved-on-another-device",
    generatorId: "coin-flip",
    generatorTitle: "Coin Flip",
    value: "Heads",
  });

  // Signed out, a teacher picks a winner from 600 names and stars it: the note's inputs are
  // about 5,900 characters of JSON, over what the account keeps of a note's settings.
  const names = Array.from({ length: 600 }, (_, i) => `Pupil ${i + 1}`);
  expect(
    JSON.stringify({ entries: names.join("\n"), count: 1, unique: true }).length,
  ).toBeGreaterThan(5_900);
  await page.goto(
    `/pick-from-list?entries=${encodeURIComponent(names.join("\n"))}&count=1&seed=teacher`,
  );
  const winner = ((await page.locator(".result-value").first().textContent()) ?? "").trim();
  expect(names).toContain(winner);
  await star(page, 0);
  await expect(badge(page)).toHaveText("1");
  await expect(
    page.getByText("Saved. Its settings were too long to keep in full, so they were shortened."),
  ).toBeVisible();

  await signIn(context, userId);
  await page.reload();
  await expect(page.getByRole("banner").getByRole("link", { name: "Your account" })).toBeVisible();
  // The merge goes through: the browser's copy moves to the account, and the account's own
  // value shows beside the winner, each once.
  await expect(badge(page)).toHaveText("2");
  expect(await savedValues(page)).toEqual(["Heads", winner].sort());
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("saved-values")))
    .toBe("[]");
  await expect(page.getByTestId("saved-values-sync")).toBeEmpty();
  // The panel says the winner's settings were shortened; the winner itself is whole.
  await page.getByRole("button", { name: "View saved values" }).click();
  const item = panel(page).getByRole("listitem").filter({ hasText: winner });
  await expect(item).toContainText(
    "Its settings were too long to keep in full, so a shortened copy was saved.",
  );
  await page.keyboard.press("Escape");
  expect(await account.values()).toEqual(["Heads", winner].sort());
  expect((await account.notes()).find((n) => n.value === winner)?.inputsTruncated).toBe(true);

  // Later saves reach the account too: nothing waits behind a refused merge.
  const values = await valuesOf(page, "teacher-later");
  await star(page, 0);
  await expect(badge(page)).toHaveText("3");
  await expect.poll(() => account.values()).toContain(values[0]);
});

test("a saved value the account refuses stays in this browser, reported once, with a download", async ({
  page,
  context,
  request,
}) => {
  const userId = newUser("refused");
  // Stored by an older version of the site: one value longer than any list keeps.
  const tooLong = "L".repeat(10_001);
  await page.addInitScript((value) => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    const note = { inputs: {}, seed: null, savedAt: "2026-01-01T00:00:00.000Z" };
    localStorage.setItem(
      "saved-values",
      JSON.stringify([
        {
          ...note,
          id: "fits",
          generatorId: "coin-flip",
          generatorTitle: "Coin Flip",
          value: "Heads",
        },
        {
          ...note,
          id: "too-long",
          generatorId: "lorem-ipsum-words",
          generatorTitle: "Lorem Ipsum Words",
          value,
        },
      ]),
    );
  }, tooLong);
  await signIn(context, userId);
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Your account" })).toBeVisible();

  // Both values stay in view; the status points to the panel, which says why, once.
  await expect(badge(page)).toHaveText("2");
  await expect(page.getByTestId("saved-values-sync")).toHaveText(
    "1 saved value is kept only in this browser. Open Saved Values to see why and download it.",
  );
  await page.getByRole("button", { name: "View saved values" }).click();
  await expect(
    panel(page).getByText(
      "1 saved value could not be copied to your account: This value is too long to save: at most 10,000 characters.",
    ),
  ).toBeVisible();
  await expect(panel(page).getByText("Only in this browser")).toHaveCount(1);
  expect(await violations(page, "saved values panel with a report")).toEqual([]);

  const download = page.waitForEvent("download");
  await panel(page).getByRole("button", { name: "Download values not copied" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("saved-values-not-copied.json");
  const contents = JSON.parse(await readFile((await file.path()) ?? "", "utf8")) as {
    savedValues: { id: string; value: string }[];
  };
  expect(contents.savedValues).toEqual([
    expect.objectContaining({ id: "too-long", value: tooLong }),
  ]);

  // The rest reached the account; the refused value is kept here, not lost.
  expect(await accountApi(request, userId).values()).toEqual(["Heads"]);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("saved-values") ?? "[]"));
  expect(kept.map((n: { id: string }) => n.id)).toEqual(["too-long"]);
});

test.describe("when the account cannot be reached", () => {
  // The test cuts the connection on purpose; the browser reports the failed request.
  // (One pattern: Playwright would read a second array element as fixture options.)
  test.use({ toleratedConsoleErrors: [/clerk|Failed to load resource: net::ERR_FAILED/i] });

  test("a failed save is kept, announced, and sent again", async ({ page, context }) => {
    await signIn(context, newUser("retry"));
    const values = await valuesOf(page, "retry-values");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Your account" }),
    ).toBeVisible();
    await page.route("**/resources/saved-values", (route) =>
      route.request().method() === "POST" ? route.abort() : route.fallback(),
    );
    await star(page, 1);
    await expect(badge(page)).toHaveText("1");
    const notice = page.getByTestId("saved-values-sync");
    await expect(notice).toContainText("kept in this browser");

    await page.unroute("**/resources/saved-values");
    await notice.getByRole("button", { name: "Retry now" }).click();
    await expect(notice).toBeEmpty();
    await page.reload();
    expect(await savedValues(page)).toEqual([values[1]]);
  });
});
