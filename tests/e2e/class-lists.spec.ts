import type { APIRequestContext, Page } from "@playwright/test";

import { signSessionToken } from "../support/clerk-keys";

import { violations } from "./axe";
import { expect, hydrated, test } from "./fixtures";
import { newUser, offlineClerk, signIn } from "./signed-in";

// Class lists (/lists) and "Use a list", on the accounts server (the TEST-ONLY Clerk keys), so
// a list made signed out can be followed through a sign-in merge. Clerk's scripts are answered
// empty: a signed-out visitor stays signed out, a signed-in one keeps the server's session.

test.use({ toleratedConsoleErrors: [/clerk/i] });

const CLASS = ["Ana", "Ben", "Cy", "Dee", "Eli"];

test.beforeEach(async ({ context, page }) => {
  await offlineClerk(context);
  // Every result at once: a spin or a reveal never holds a test up.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

/** Makes a list on /lists, as a visitor types it. */
async function makeList(page: Page, title: string, names: readonly string[]) {
  await page.goto("/lists");
  await hydrated(page);
  const form = page.getByRole("region", { name: "New list" });
  await form.getByLabel("List name").fill(title);
  await form.getByRole("textbox", { name: "Names" }).fill(names.join("\n"));
  await form.getByRole("button", { name: "Save list" }).click();
  await expect(page.getByTestId("lists-status")).toHaveText(`Saved "${title}".`);
}

const listCard = (page: Page, title: string) =>
  page.getByTestId("class-list").filter({ has: page.getByRole("heading", { name: title }) });

const useBox = (page: Page) => page.getByRole("region", { name: "Use a list" });

/** Starts drawing from `title` in rotation on a tool's page; the label it shows. */
async function startRotation(page: Page, path: string, title: string) {
  await page.goto(path);
  await hydrated(page);
  const box = useBox(page);
  await box.getByLabel("Class list").selectOption({ label: `${title} (${CLASS.length})` });
  await box.getByRole("button", { name: "Use in rotation" }).click();
  return box.getByTestId("rotation-left");
}

/** Presses Generate (or Spin) and answers the picked value once the rotation has counted it. */
async function pickOnce(page: Page, button: "Generate" | "Spin", leftAfter: number) {
  const left = useBox(page).getByTestId("rotation-left");
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(left).toHaveText(`${leftAfter} of ${CLASS.length} left`);
  const value =
    button === "Spin"
      ? page.getByTestId("wheel-winner")
      : page.getByRole("list", { name: "Results" }).getByRole("listitem").first();
  return ((await value.textContent()) ?? "").trim();
}

/** The account's lists, as another device reads them (a session token, no browser). */
async function accountLists(request: APIRequestContext, userId: string) {
  const headers = { Authorization: `Bearer ${signSessionToken(userId)}` };
  const response = await request.get("/resources/class-lists", { headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { lists: { name: string; remaining: string[] }[] }).lists;
}

test("a list is made, imported, edited, exported and deleted at /lists, and kept", async ({
  page,
}) => {
  await makeList(page, "5B", CLASS);
  await expect(listCard(page, "5B")).toContainText("5 names · 5 of 5 left");

  // A spreadsheet's column: the header is left out.
  const form = page.getByRole("region", { name: "New list" });
  const file = form.getByLabel("Import names from a .txt or .csv file");
  await file.setInputFiles({
    name: "class.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Name,Age\nZoe,9\nYan,10\n"),
  });
  await expect(form.getByRole("textbox", { name: "Names" })).toHaveValue("Zoe\nYan");
  await file.setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  });
  await expect(form.getByRole("alert")).toHaveText("photo.png is not a .txt or .csv file.");
  await file.setInputFiles({
    name: "empty.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("\n"),
  });
  await expect(form.getByRole("alert")).toHaveText("empty.txt has no names to import.");

  await listCard(page, "5B").getByRole("button", { name: "Edit 5B" }).click();
  const card = page
    .getByTestId("class-list")
    .filter({ has: page.getByRole("button", { name: "Save changes" }) });
  await card.getByLabel("List name").fill("5B Maths");
  await card.getByRole("textbox", { name: "Names" }).fill([...CLASS, "Fay"].join("\n"));
  await card.getByRole("button", { name: "Save changes" }).click();
  await expect(listCard(page, "5B Maths")).toContainText("6 names · 6 of 6 left");

  const download = page.waitForEvent("download");
  await listCard(page, "5B Maths").getByRole("button", { name: "Export 5B Maths" }).click();
  const exported = await download;
  expect(exported.suggestedFilename()).toBe("5b-maths.txt");

  await page.reload();
  await expect(listCard(page, "5B Maths")).toContainText("6 of 6 left");
  await listCard(page, "5B Maths").getByRole("button", { name: "Delete 5B Maths" }).click();
  await expect(page.getByText("No lists yet.")).toBeVisible();
});

test("Pick From a List in rotation never repeats until the pass ends, across a reload", async ({
  page,
}) => {
  await makeList(page, "Rotation", CLASS);
  const left = await startRotation(page, "/pick-from-list", "Rotation");
  await expect(left).toHaveText("5 of 5 left");
  const picked = [await pickOnce(page, "Generate", 4), await pickOnce(page, "Generate", 3)];

  await page.reload();
  await expect(await startRotation(page, "/pick-from-list", "Rotation")).toHaveText("3 of 5 left");
  picked.push(await pickOnce(page, "Generate", 2));
  picked.push(await pickOnce(page, "Generate", 1));
  picked.push(await pickOnce(page, "Generate", 0));
  expect([...picked].sort()).toEqual([...CLASS].sort());

  // A new pass: everyone is back, less the one just picked.
  await pickOnce(page, "Generate", 4);
});

test("the wheel in rotation never repeats until the pass ends, across a reload", async ({
  page,
}) => {
  await makeList(page, "Wheel class", CLASS);
  await expect(await startRotation(page, "/spin-the-wheel", "Wheel class")).toHaveText(
    "5 of 5 left",
  );
  const winners = [await pickOnce(page, "Spin", 4), await pickOnce(page, "Spin", 3)];

  await page.reload();
  await expect(await startRotation(page, "/spin-the-wheel", "Wheel class")).toHaveText(
    "3 of 5 left",
  );
  for (const leftAfter of [2, 1, 0]) winners.push(await pickOnce(page, "Spin", leftAfter));
  expect([...winners].sort()).toEqual([...CLASS].sort());
});

test("a list drawn from signed out is merged into the account at sign-in, rotation and all", async ({
  page,
  context,
  request,
}) => {
  await makeList(page, "Merged", CLASS);
  await startRotation(page, "/pick-from-list", "Merged");
  const before = [await pickOnce(page, "Generate", 4), await pickOnce(page, "Generate", 3)];

  const userId = newUser("lists");
  await signIn(context, userId);
  await page.goto("/lists");
  await hydrated(page);
  await expect(listCard(page, "Merged")).toContainText("3 of 5 left");
  await expect(listCard(page, "Merged")).not.toContainText("Only in this browser");
  // The account holds it now, and this browser's own copy is gone.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("randomly:class-lists")))
    .toBe("[]");
  const [stored] = await accountLists(request, userId);
  expect(stored?.name).toBe("Merged");
  expect(stored?.remaining).toHaveLength(3);

  // The pass goes on from the account's copy, and another device sees every pick.
  await startRotation(page, "/pick-from-list", "Merged");
  const after = [
    await pickOnce(page, "Generate", 2),
    await pickOnce(page, "Generate", 1),
    await pickOnce(page, "Generate", 0),
  ];
  expect([...before, ...after].sort()).toEqual([...CLASS].sort());
  await expect.poll(async () => (await accountLists(request, userId))[0]?.remaining).toEqual([]);
});

test("/lists and Use a list have no axe violations in either theme, at 375 and 1280 px", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await makeList(page, "Axe class", CLASS);
  const found: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    const stored = await context.request.post("/resources/theme", { data: { theme } });
    expect(stored.ok()).toBe(true);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/lists");
      await hydrated(page);
      await expect(listCard(page, "Axe class")).toBeVisible();
      found.push(...(await violations(page, `/lists ${theme} ${width}px`)));
      if (theme === "light") {
        await page.screenshot({
          path: `docs/screenshots/class-lists-${width}.png`,
          fullPage: true,
        });
      }
      await startRotation(page, "/pick-from-list", "Axe class");
      found.push(...(await violations(page, `Use a list ${theme} ${width}px`)));
    }
  }
  expect(found).toEqual([]);
});

test("Use a list fills a team generator's names and the public draw's entries", async ({
  page,
}) => {
  await makeList(page, "Teams", CLASS);
  for (const [path, field] of [
    ["/team-generator", "#field-names"],
    ["/draws/new", "#draw-entries"],
  ] as const) {
    await page.goto(path);
    await hydrated(page);
    const box = useBox(page);
    await box.getByLabel("Class list").selectOption({ label: `Teams (${CLASS.length})` });
    await box.getByRole("button", { name: "Use a list" }).click();
    await expect(page.locator(field)).toHaveValue(CLASS.join("\n"));
  }
});
