import { createHash } from "node:crypto";

import type { APIRequestContext, Page } from "@playwright/test";

import { DRAW_MESSAGES } from "../../app/features/draws/draw-input";
import { DRAW_LIMITS } from "../../app/features/draws/draw-limits";
import { DRAW_WAIT_MESSAGES, type PublicDraw } from "../../app/features/draws/public-draw";
import { roundTime } from "../../app/features/draws/quicknet";
import { seededRandom } from "../../app/engine/core/random";
import { CORRUPTED_ROUND } from "../../playwright.config";
import { createdFor, realRound } from "../support/drand-fixtures";
import { violations } from "./axe";
import { DESKTOP_UA, acknowledgeConsent, expect, hydrated, test } from "./fixtures";

// Public draws against the local relay fixture (real quicknet rounds, one served corrupted) with
// the TEST-ONLY clock header the test servers honour (DRAW_TEST_CLOCK=header).

/** A real recorded round the relay serves as published. */
const REAL_ROUND = 30662990;
const CLOCK = "X-Test-Now";

/** A time after `round` is published. */
const after = (round: number) => roundTime(round) + 1_000;
const clock = (ms: number) => ({ [CLOCK]: String(ms) });

async function createByApi(
  request: APIRequestContext,
  body: Record<string, unknown>,
  round = REAL_ROUND,
): Promise<PublicDraw> {
  const response = await request.post("/api/v1/draws", {
    data: body,
    headers: clock(createdFor(round)),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PublicDraw;
}

async function readByApi(request: APIRequestContext, id: string, now: number): Promise<PublicDraw> {
  const response = await request.get(`/api/v1/draws/${id}`, { headers: clock(now) });
  expect(response.status()).toBe(200);
  return (await response.json()) as PublicDraw;
}

/** The winners computed here from the recorded round alone, without the site's draw code. */
function independentWinners(entries: string[], winners: number, round: number): string[] {
  const hash = createHash("sha256").update(entries.join("\n"), "utf8").digest("hex");
  const seed = `${realRound(round).randomness}:${hash}`;
  return seededRandom(seed)
    .distinctInts(0, entries.length - 1, winners)
    .map((index) => entries[index] ?? "");
}

async function fillNewDraw(page: Page, title: string, entries: string, winners: string) {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Entries, one per line").fill(entries);
  await page.getByLabel("Number of winners").fill(winners);
}

const ENTRIES = ["Ana", "Bruno", "Chidi", "Dana", "Émile", "Farah", "Goran", "Hana"];

test.describe("public draws", () => {
  test("create → commitment page → time passes → winners from a real round, as recomputed independently", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders(clock(createdFor(REAL_ROUND)));
    await page.goto("/draws/new");
    await hydrated(page);
    await fillNewDraw(page, "Spring raffle", `  ${ENTRIES.join("\n")}\n\n`, "3");
    await page.getByRole("button", { name: "Commit the draw" }).click();
    await expect(page).toHaveURL(/\/draws\/[A-Za-z0-9_-]{22}$/);

    const commitment = page.getByTestId("commitment");
    await expect(commitment).toContainText("These entries were committed at");
    await expect(commitment).toContainText(
      `the winners will be decided by drand round ${REAL_ROUND} (due at 2026-07-23 07:38:54 UTC)`,
    );
    await expect(page.getByTestId("waiting")).toHaveText(DRAW_WAIT_MESSAGES["not-due"]);
    await expect(
      page.getByRole("list", { name: "Committed entries" }).getByRole("listitem"),
    ).toHaveText(ENTRIES);
    const hash = createHash("sha256").update(ENTRIES.join("\n")).digest("hex");
    await expect(page.getByTestId("entries-hash")).toHaveText(hash);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    await page.setExtraHTTPHeaders(clock(after(REAL_ROUND)));
    await page.reload();
    const winners = page.getByRole("list", { name: "Winners" }).getByRole("listitem");
    const expected = independentWinners(ENTRIES, 3, REAL_ROUND);
    await expect(winners).toHaveCount(3);
    for (const [i, name] of expected.entries()) await expect(winners.nth(i)).toContainText(name);
    await expect(page.getByText(realRound(REAL_ROUND).randomness, { exact: true })).toBeVisible();
  });

  test("a corrupted round is refused and never used: the draw keeps waiting and says why", async ({
    page,
    request,
  }) => {
    const draw = await createByApi(
      request,
      { title: "Forged", entries: ENTRIES, winners: 1 },
      CORRUPTED_ROUND,
    );
    expect(draw.round).toBe(CORRUPTED_ROUND);
    const read = await readByApi(request, draw.id, after(CORRUPTED_ROUND));
    expect(read.status).toBe("waiting");
    expect(read.result).toBeNull();
    expect(read.waiting).toEqual({ reason: "refused", message: DRAW_WAIT_MESSAGES.refused });
    await page.setExtraHTTPHeaders(clock(after(CORRUPTED_ROUND)));
    await page.goto(`/draws/${draw.id}`);
    await expect(page.getByTestId("waiting")).toHaveText(DRAW_WAIT_MESSAGES.refused);
  });

  test("offline, a due draw waits and says why", async ({ request }) => {
    // A round the relay never recorded: as if no relay could be reached.
    const round = REAL_ROUND + 1_000;
    const draw = await createByApi(
      request,
      { title: "Offline", entries: ENTRIES, winners: 1 },
      round,
    );
    const read = await readByApi(request, draw.id, after(round));
    expect(read.waiting).toEqual({
      reason: "unavailable",
      message: DRAW_WAIT_MESSAGES.unavailable,
    });
  });

  test("two simultaneous first views store one result", async ({ request }) => {
    const draw = await createByApi(request, { title: "Race", entries: ENTRIES, winners: 4 });
    const [first, second] = await Promise.all([
      readByApi(request, draw.id, after(REAL_ROUND)),
      readByApi(request, draw.id, after(REAL_ROUND) + 5_000),
    ]);
    expect(first.status).toBe("resolved");
    expect(second.result).toEqual(first.result);
    const later = await readByApi(request, draw.id, after(REAL_ROUND) + 60_000);
    expect(later.result).toEqual(first.result);
    expect(first.result?.winners.map((winner) => winner.entry)).toEqual(
      independentWinners(ENTRIES, 4, REAL_ROUND),
    );
  });

  test("no route alters a committed draw", async ({ request }) => {
    const draw = await createByApi(request, { title: "Fixed", entries: ENTRIES, winners: 2 });
    const change = { title: "Changed", entries: ["Mallory"], winners: 1, round: 1 };
    for (const method of ["PUT", "PATCH", "DELETE", "POST"]) {
      const api = await request.fetch(`/api/v1/draws/${draw.id}`, { method, data: change });
      expect(api.status(), `${method} on the API`).toBe(405);
      expect(((await api.json()) as { error: { code: string } }).error.code).toBe(
        "method_not_allowed",
      );
      const pageAnswer = await request.fetch(`/draws/${draw.id}`, {
        method,
        form: { title: "Changed", entries: "Mallory", intent: "update" },
      });
      expect(pageAnswer.status(), `${method} on the page`).toBe(405);
    }
    const read = await readByApi(request, draw.id, createdFor(REAL_ROUND));
    expect({ ...read, waiting: null }).toEqual({ ...draw, waiting: null });
  });

  test.describe("without JavaScript", () => {
    // A refused form answers 400, which the browser logs.
    test.use({ javaScriptEnabled: false, expectHttpErrors: true });

    test("a draw is created by the plain form, and a refusal keeps what was typed", async ({
      page,
    }) => {
      await page.goto("/draws/new");
      await fillNewDraw(page, "Class draw", "Ana\nBruno", "5");
      await page.getByRole("button", { name: "Commit the draw" }).click();
      await expect(page.getByRole("alert")).toContainText(DRAW_MESSAGES.winnersOverEntries(5, 2));
      await expect(page.getByLabel("Title")).toHaveValue("Class draw");
      await expect(page.getByLabel("Entries, one per line")).toHaveValue("Ana\nBruno");
      await page.getByLabel("Number of winners").fill("1");
      await page.getByRole("button", { name: "Commit the draw" }).click();
      await expect(page).toHaveURL(/\/draws\/[A-Za-z0-9_-]{22}$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Class draw");
      await expect(page.getByTestId("commitment")).toContainText("These entries were committed at");
    });
  });

  test("the browser verification passes for a real round and fails visibly when a field is altered", async ({
    page,
    request,
  }) => {
    // Six BLS pairings in the browser: slow on a busy machine.
    test.setTimeout(90_000);
    const draw = await createByApi(request, { title: "Verify me", entries: ENTRIES, winners: 2 });
    await page.setExtraHTTPHeaders(clock(after(REAL_ROUND)));
    await page.goto(`/draws/${draw.id}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Verify this draw" }).click();
    await expect(page.getByTestId("verify-summary")).toHaveText("Every step checked holds.");
    const steps = page.getByRole("list", { name: "Verification steps" }).getByRole("listitem");
    await expect(steps).toHaveCount(5);
    for (const name of [
      "Entries' hash",
      "Round chosen in advance",
      "Beacon signature",
      "Seed",
      "Winners",
    ]) {
      await expect(steps.filter({ hasText: new RegExp(`^${name}:`) })).toContainText(
        `${name}: pass`,
      );
    }

    const record = page.getByLabel(/Draw record \(JSON\)/);
    const original = await record.inputValue();
    const alterations: [string, (json: PublicDraw) => void][] = [
      ["Entries' hash", (json) => void (json.entries = [...(json.entries ?? []), "Mallory"])],
      [
        "Beacon signature",
        (json) => void (json.result!.signature = realRound(REAL_ROUND + 2).signature),
      ],
      ["Seed", (json) => void (json.result!.seed = `00${json.result!.seed.slice(2)}`)],
      ["Winners", (json) => void json.result!.winners.reverse()],
      [
        "Round chosen in advance",
        (json) =>
          void (json.createdAt = new Date(Date.parse(json.createdAt) + 60_000).toISOString()),
      ],
    ];
    for (const [step, alter] of alterations) {
      const json = JSON.parse(original) as PublicDraw;
      alter(json);
      await record.fill(JSON.stringify(json, null, 2));
      await page.getByRole("button", { name: "Check again" }).click();
      await expect(page.getByTestId("verify-summary")).toContainText("fail");
      await expect(steps.filter({ hasText: new RegExp(`^${step}:`) })).toContainText(
        `${step}: fail`,
      );
    }
  });

  test("hostile text in titles and entries shows as text", async ({ page, request }) => {
    const title = `<img src=x onerror="window.__drawXss=1">"'`;
    const entry = `<script>window.__drawXss=1</script>`;
    const draw = await createByApi(request, { title, entries: [entry, "Bo"], winners: 1 });
    await page.setExtraHTTPHeaders(clock(after(REAL_ROUND)));
    await page.goto(`/draws/${draw.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("list", { name: "Committed entries" })).toContainText(entry);
    expect(await page.evaluate(() => (window as { __drawXss?: number }).__drawXss)).toBeUndefined();
    expect(await page.locator("article img[src=x], article script").count()).toBe(0);
  });

  test("only the hash and count are published when asked, and an entrant can check their entry", async ({
    page,
    request,
  }) => {
    const draw = await createByApi(request, {
      title: "Secret list",
      entries: ENTRIES,
      winners: 1,
      hashOnly: true,
    });
    expect(draw.entries).toBeNull();
    expect(draw.entryCount).toBe(ENTRIES.length);
    await page.goto(`/draws/${draw.id}`);
    await expect(page.getByRole("list", { name: "Committed entries" })).toHaveCount(0);
    await expect(page.getByText("Goran")).toHaveCount(0);
    await hydrated(page);
    await page.getByLabel("Your entry").fill("  Goran ");
    await page.getByRole("button", { name: "Check my entry" }).click();
    await expect(page.getByTestId("own-entry-answer")).toHaveText(
      "“Goran” is in the committed list.",
    );
    await page.getByLabel("Your entry").fill("Mallory");
    await page.getByRole("button", { name: "Check my entry" }).click();
    await expect(page.getByTestId("own-entry-answer")).toContainText(
      "“Mallory” is not in the committed list",
    );
  });

  test("limits are enforced with readable errors", async ({ request }) => {
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          title: "t",
          entries: Array.from({ length: DRAW_LIMITS.maxEntries + 1 }, (_, i) => `e${i}`),
        },
        DRAW_MESSAGES.tooManyEntries,
      ],
      [
        { title: "t", entries: ENTRIES, winners: DRAW_LIMITS.maxWinners + 1 },
        DRAW_MESSAGES.winnersInvalid,
      ],
      [{ title: "t", entries: ["a"], winners: 2 }, DRAW_MESSAGES.winnersOverEntries(2, 1)],
      [{ title: "", entries: ENTRIES }, DRAW_MESSAGES.titleMissing],
      [
        { title: "t", entries: ENTRIES, drawAt: "2099-01-01T00:00:00Z" },
        DRAW_MESSAGES.drawAtTooFar,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await request.post("/api/v1/draws", { data: body });
      expect(response.status()).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe("invalid_input");
      expect(error.message).toContain(message);
    }
    const huge = await request.post("/api/v1/draws", {
      headers: { "Content-Type": "application/json" },
      data: JSON.stringify({ title: "t", entries: "x".repeat(DRAW_LIMITS.maxBodyBytes + 1) }),
    });
    expect(huge.status()).toBe(413);
    expect(((await huge.json()) as { error: { message: string } }).error.message).toBe(
      DRAW_MESSAGES.tooLarge,
    );
    const wrongType = await request.post("/api/v1/draws", {
      headers: { "Content-Type": "text/plain" },
      data: "x",
    });
    expect(wrongType.status()).toBe(415);
  });

  test("Make this a public draw, from Pick From a List", async ({ page }) => {
    await page.goto("/pick-from-list?entries=Red%0AGreen%0ABlue&count=2&seed=draws");
    await page.getByRole("link", { name: "Make this a public draw" }).click();
    await expect(page).toHaveURL(/\/draws\/new\?/);
    await expect(page.getByLabel("Entries, one per line")).toHaveValue("Red\nGreen\nBlue");
    await expect(page.getByLabel("Number of winners")).toHaveValue("2");
  });

  test("a draw made from the wheel carries its public record link", async ({ page }) => {
    await page.goto("/spin-the-wheel?entries=North%0ASouth%0AEast%0AWest&seed=draws");
    await hydrated(page);
    await page.getByRole("link", { name: "Make this a public draw" }).click();
    await expect(page.getByLabel("Entries, one per line")).toHaveValue("North\nSouth\nEast\nWest");
    await page.getByLabel("Title").fill("Wheel draw");
    await page.getByRole("button", { name: "Commit the draw" }).click();
    await expect(page).toHaveURL(/\/draws\/[A-Za-z0-9_-]{22}$/);
    const drawUrl = page.url();
    await page.getByRole("link", { name: "open it with this draw" }).click();
    await expect(page).toHaveURL(/\/spin-the-wheel\?/);
    const link = page.getByRole("link", { name: /Public draw of these entries/ });
    await expect(link).toHaveAttribute("href", new URL(drawUrl).pathname);
  });
});

test.describe("draw pages in both themes (axe)", () => {
  test.use({ userAgent: DESKTOP_UA, expectHttpErrors: true });
  for (const theme of ["light", "dark"] as const) {
    test(`no violation on the new pages, ${theme} theme`, async ({ page, context, request }) => {
      test.setTimeout(90_000);
      await acknowledgeConsent(context);
      expect((await context.request.post("/resources/theme", { data: { theme } })).ok()).toBe(true);
      const waiting = await createByApi(request, { title: "Axe", entries: ENTRIES, winners: 2 });
      const hidden = await createByApi(request, {
        title: "Axe hash",
        entries: ENTRIES,
        winners: 1,
        hashOnly: true,
      });
      const found: string[] = [];
      await page.setExtraHTTPHeaders(clock(createdFor(REAL_ROUND)));
      for (const path of ["/draws", "/draws/new", `/draws/${waiting.id}`, `/draws/${hidden.id}`]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveClass(theme);
        await hydrated(page);
        found.push(...(await violations(page, path)));
      }
      await page.setExtraHTTPHeaders(clock(after(REAL_ROUND)));
      await page.goto(`/draws/${waiting.id}`);
      await hydrated(page);
      await page.getByRole("button", { name: "Verify this draw" }).click();
      await expect(page.getByTestId("verify-summary")).toHaveText("Every step checked holds.");
      found.push(...(await violations(page, "resolved draw with its verification")));
      await page.goto("/draws/new");
      await hydrated(page);
      await page.getByRole("button", { name: "Commit the draw" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      found.push(...(await violations(page, "form with problems")));
      expect(found).toEqual([]);
    });
  }
});
