import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import type { APIRequestContext, Page } from "@playwright/test";

import { DRAW_MESSAGES } from "../../app/features/draws/draw-input";
import { DRAW_LIMITS } from "../../app/features/draws/draw-limits";
import { winnersV2 } from "../../app/features/draws/method-v2";
import { canonicalEntriesV2 } from "../../app/features/draws/canonical-form";
import {
  DRAW_WAIT_MESSAGES,
  overlapText,
  type PublicDraw,
} from "../../app/features/draws/public-draw";
import { roundTime } from "../../app/features/draws/quicknet";
import { CORRUPTED_ROUND } from "../../playwright.config";
import { createdFor, realRound } from "../support/drand-fixtures";
import {
  TEST_LOG_ORIGIN,
  TEST_WITNESS_NAME,
  testLogVerifierKey,
  testWitnessSigner,
} from "../support/log-test-key";
import { FIRST_LOAD_JS_BUDGET_BYTES, measureUrls, urlsInHtml } from "../../bench/first-load";
import { violations } from "./axe";
import { DESKTOP_UA, acknowledgeConsent, expect, hydrated, test } from "./fixtures";

// Public draws against the local relay fixture (real quicknet rounds, one served corrupted) with
// the TEST-ONLY clock header the test servers honour (DRAW_TEST_CLOCK=header).

/** A real recorded round the relay serves as published. */
const REAL_ROUND = 30662990;
/** Another one, for draws whose page must show no other draw of the same round. */
const QUIET_ROUND = 657413;
const CLOCK = "X-Test-Now";

/** A time after `round` is published. */
const after = (round: number) => roundTime(round) + 1_000;
const clock = (ms: number) => ({ [CLOCK]: String(ms) });
/** A draw's page; just after its creation the address may still carry `?created=1`. */
const DRAW_URL = /\/draws\/[A-Za-z0-9_-]{22}(\?created=1)?$/;

type Created = PublicDraw & {
  receipts: { entry: string; code: string; position: number }[] | null;
};

async function createByApi(
  request: APIRequestContext,
  body: Record<string, unknown>,
  round = REAL_ROUND,
): Promise<Created> {
  const response = await request.post("/api/v1/draws", {
    data: body,
    headers: clock(createdFor(round)),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Created;
}

async function readByApi(request: APIRequestContext, id: string, now: number): Promise<PublicDraw> {
  const response = await request.get(`/api/v1/draws/${id}`, { headers: clock(now) });
  expect(response.status()).toBe(200);
  return (await response.json()) as PublicDraw;
}

/**
 * Runs the reference verifier (written from docs/draw-method-v2.md and docs/transparency-log.md
 * alone) on a record as the API served it, trusting the test servers' log key and witness: its
 * exit code and what it printed.
 */
async function referenceVerdict(record: PublicDraw) {
  const file = join(mkdtempSync(join(tmpdir(), "draw-")), "record.json");
  writeFileSync(file, JSON.stringify(record));
  try {
    const { stdout } = await promisify(execFile)("node", [
      "reference-verifier/verify-draw.mjs",
      file,
      "--log-key",
      testLogVerifierKey(TEST_LOG_ORIGIN),
      "--witness",
      testWitnessSigner().verifierKey,
    ]);
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

async function fillNewDraw(page: Page, title: string, entries: string, winners: string) {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Entries, one per line").fill(entries);
  await page.getByLabel("Number of winners").fill(winners);
}

const ENTRIES = ["Ana", "Bruno", "Chidi", "Dana", "Émile", "Farah", "Goran", "Hana"];
/** The same names as the site commits them: sorted by their UTF-8 bytes. */
const SORTED = canonicalEntriesV2(ENTRIES.join("\n"));

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe("public draws", () => {
  test("create → plain page in local time with a countdown → the round arrives and the page updates itself, as the independent verifier agrees", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setExtraHTTPHeaders(clock(createdFor(REAL_ROUND)));
    const drawData: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/draws\/[\w-]{22}\.data$/.test(pathname)) drawData.push(request.url());
    });
    await page.goto("/draws/new");
    await hydrated(page);
    await fillNewDraw(page, "Spring raffle", `  ${[...ENTRIES].reverse().join("\n")}\n\n`, "3");
    await page.getByRole("button", { name: "Commit the draw" }).click();
    await expect(page).toHaveURL(DRAW_URL);

    const lead = page.getByTestId("plain-lead");
    await expect(lead).toContainText("The winners will be picked");
    await expect(lead).toContainText(
      "your time by a public random number that nobody, including us, can know in advance.",
    );
    await expect(page.getByTestId("countdown")).toHaveText(/^(in \d|any moment now)/);
    await expect(page.getByTestId("waiting")).toHaveText(DRAW_WAIT_MESSAGES["not-due"]);
    await expect(
      page.getByRole("list", { name: "Committed entries" }).getByRole("listitem"),
    ).toHaveText(SORTED);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // The address loses its "just created" marker once the page has remembered the draw.
    await expect(page).toHaveURL(/\/draws\/[A-Za-z0-9_-]{22}$/);
    // ...without asking the server for the page again (a link followed meanwhile would cut that
    // request off).
    expect(drawData).toHaveLength(1);
    const url = page.url();

    // The round is published: no reload, the page notices by itself.
    await page.setExtraHTTPHeaders(clock(after(REAL_ROUND)));
    const winners = page.getByRole("list", { name: "Winners" }).getByRole("listitem");
    await expect(winners).toHaveCount(3, { timeout: 30_000 });
    expect(page.url()).toBe(url);
    const draw = await (await page.request.get(`/api/v1/draws/${url.split("/").pop()}`)).json();
    const expected = winnersV2((draw as PublicDraw).record!, realRound(REAL_ROUND).randomness);
    for (const [i, winner] of expected.entries()) {
      await expect(winners.nth(i)).toContainText(winner.entry ?? "");
    }
    await expect(page.getByTestId("winners-announcement")).toHaveText(
      `The winners are ${expected.map((winner) => winner.entry).join(", ")}.`,
    );
    await expect(page.getByTestId("plain-lead")).toContainText("The winners were picked");
    const verdict = await referenceVerdict(draw as PublicDraw);
    expect(verdict.code, verdict.stdout).toBe(0);
    expect(verdict.stdout).toContain("PASS    log inclusion");
    expect(verdict.stdout).toContain("PASS    logged before round");
  });

  test.describe("leaving a draw page while it refreshes", () => {
    // A click away while the page re-reads its record (it does so until its round is decided)
    // cancels that read: the router logs the cancelled request, which the visitor never sees.
    test.use({ toleratedConsoleErrors: [/AbortError: signal is aborted without reason/] });

    test("a draw made in this browser is listed on /draws", async ({ page }) => {
      // The browser's clock agrees with the test clock: the page waits for its round instead of
      // polling a round it thinks overdue, whose reload the click below would cut short.
      await page.clock.install({ time: createdFor(REAL_ROUND) });
      await page.setExtraHTTPHeaders(clock(createdFor(REAL_ROUND)));
      await page.goto("/draws/new");
      await hydrated(page);
      await fillNewDraw(page, "Remembered draw", "Ana\nBo", "1");
      await page.getByRole("button", { name: "Commit the draw" }).click();
      await expect(page).toHaveURL(DRAW_URL);
      const id = new URL(page.url()).pathname.split("/").pop() ?? "";
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Draws" })
        .click();
      const mine = page.getByRole("list", { name: "Draws made in this browser" });
      await expect(mine.getByRole("link", { name: "Remembered draw" })).toHaveAttribute(
        "href",
        `/draws/${id}`,
      );
    });
  });

  test("the page shares its link: Copy link and a QR code, loaded only when asked", async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const draw = await createByApi(request, { title: "Share me", entries: ENTRIES });
    const scripts: string[] = [];
    page.on("request", (sent) => sent.resourceType() === "script" && scripts.push(sent.url()));
    await page.goto(`/draws/${draw.id}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(draw.url);
    const before = scripts.length;
    await expect(page.getByTestId("draw-qr")).toHaveCount(0);
    await page.getByRole("button", { name: "Show QR code" }).click();
    await expect(page.getByRole("img", { name: "QR code of the link to this draw" })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);
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
    expect(read.waiting).toEqual({
      reason: "bad-signature",
      message: DRAW_WAIT_MESSAGES["bad-signature"],
    });
    await page.setExtraHTTPHeaders(clock(after(CORRUPTED_ROUND)));
    await page.goto(`/draws/${draw.id}`);
    await expect(page.getByTestId("waiting")).toHaveText(DRAW_WAIT_MESSAGES["bad-signature"]);
  });

  test("a round the relays do not have yet is told apart from a relay that lies", async ({
    request,
  }) => {
    // A round the relay never recorded: it answers 404, as relays do before a round exists.
    const round = REAL_ROUND + 1_000;
    const draw = await createByApi(request, { title: "Late", entries: ENTRIES, winners: 1 }, round);
    const read = await readByApi(request, draw.id, after(round));
    expect(read.waiting).toEqual({
      reason: "not-published",
      message: DRAW_WAIT_MESSAGES["not-published"],
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
    expect(first.result?.winners).toEqual(
      winnersV2(draw.record!, realRound(REAL_ROUND).randomness),
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
    const { log, ...read } = await readByApi(request, draw.id, createdFor(REAL_ROUND));
    const { receipts: _receipts, log: _notYetLogged, ...created } = draw;
    expect({ ...read, waiting: null, overlaps: null }).toEqual({
      ...created,
      waiting: null,
      overlaps: null,
    });
    // The public log may have taken the draw in since: its entry is the draw as committed.
    if (log) {
      expect(JSON.parse(log.entry)).toMatchObject({
        drawId: draw.id,
        chainHash: draw.chainHash,
        round: draw.round,
        winnersCount: draw.winnersCount,
        entryCount: draw.entryCount,
        createdAt: draw.createdAt,
      });
    }
  });

  test("the draws API is open to other websites, as documented", async ({ request }) => {
    const origin = "https://school.example";
    const preflight = await request.fetch("/api/v1/draws", {
      method: "OPTIONS",
      headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()["access-control-allow-origin"]).toBe("*");
    const created = await request.post("/api/v1/draws", {
      data: { title: "From a school site", entries: ENTRIES },
      headers: { Origin: origin, ...clock(createdFor(REAL_ROUND)) },
    });
    expect(created.status(), await created.text()).toBe(201);
    expect(created.headers()["access-control-allow-origin"]).toBe("*");
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
      await expect(page).toHaveURL(/\/draws\/[A-Za-z0-9_-]{22}\?created=1$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Class draw");
      await expect(page.getByTestId("plain-lead")).toContainText(
        "UTC by a public random number that nobody, including us, can know in advance.",
      );
    });
  });

  test("the browser verification passes for a real round, fails visibly when a field is altered, and never says a pending draw holds", async ({
    page,
    request,
  }) => {
    // Six BLS pairings in the browser: slow on a busy machine.
    test.setTimeout(90_000);
    const pending = await createByApi(request, { title: "Not yet", entries: ENTRIES, winners: 2 });
    // Appends are published and cosigned in batches: until a checkpoint holds the draw and the
    // witness has cosigned it, its log steps cannot be checked either (a state of its own). Here
    // they can: the checkpoint carries the log's signature line and the witness's (signed-note
    // signature lines start with an em dash).
    await expect
      .poll(async () => {
        const { log } = await readByApi(request, pending.id, createdFor(REAL_ROUND));
        return log?.checkpoint.split("\n").filter((line) => line.startsWith("\u2014 ")).length;
      })
      .toBeGreaterThanOrEqual(2);
    await page.setExtraHTTPHeaders(clock(createdFor(REAL_ROUND)));
    await page.goto(`/draws/${pending.id}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Verify this draw" }).click();
    const summary = page.getByTestId("verify-summary");
    await expect(summary).toContainText("3 could not be checked yet");
    await expect(summary).not.toContainText("holds.");
    const steps = page.getByRole("list", { name: "Verification steps" }).getByRole("listitem");
    await expect(steps.filter({ hasText: /^Beacon signature:/ })).toContainText("not checked");

    const draw = await createByApi(request, { title: "Verify me", entries: ENTRIES, winners: 2 });
    await page.setExtraHTTPHeaders(clock(after(REAL_ROUND)));
    await page.goto(`/draws/${draw.id}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Verify this draw" }).click();
    await expect(summary).toHaveText("Every step was checked and holds.");
    await expect(steps).toHaveCount(7);
    for (const name of [
      "Commitment",
      "Round chosen in advance",
      "In the public log",
      "Logged before its round",
      "Beacon signature",
      "Seed",
      "Winners",
    ]) {
      await expect(steps.filter({ hasText: new RegExp(`^${name}:`) })).toContainText(
        `${name}: pass`,
      );
    }
    const logged = (await readByApi(request, draw.id, after(REAL_ROUND))).log!;
    await expect(steps.filter({ hasText: /^In the public log:/ })).toContainText(
      `Entry ${logged.index} of the log is this draw's commitment, proven in a checkpoint signed by ${TEST_LOG_ORIGIN}.`,
    );
    await expect(steps.filter({ hasText: /^Logged before its round:/ })).toContainText(
      "A trusted witness cosigned the checkpoint holding it at",
    );

    const record = page.getByLabel(/Draw record \(JSON\)/);
    const original = await record.inputValue();
    const alterations: [string, (json: PublicDraw) => void][] = [
      ["Commitment", (json) => void (json.winnersCount = 3)],
      ["Commitment", (json) => void (json.record = { ...json.record!, title: "Another title" })],
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
      ["In the public log", (json) => void (json.log!.index += 1)],
      [
        "Logged before its round",
        (json) =>
          void (json.log!.checkpoint = json
            .log!.checkpoint.split("\n")
            .filter((line) => !line.includes(TEST_WITNESS_NAME))
            .join("\n")),
      ],
    ];
    for (const [step, alter] of alterations) {
      const json = JSON.parse(original) as PublicDraw;
      alter(json);
      await record.fill(JSON.stringify(json, null, 2));
      await page.getByRole("button", { name: "Check again" }).click();
      await expect(summary).toContainText("fail");
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

  test.describe("a private list", () => {
    // The site answers 404 for a leaf not in the list, which the browser logs.
    test.use({ expectHttpErrors: true });

    test("a private list: the organiser gets receipt codes once, an entrant proves their entry with name and code, and a guess learns nothing", async ({
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
      expect(draw.record?.pool.kind).toBe("hidden");
      const receipts = draw.receipts ?? [];
      expect(receipts.map((receipt) => receipt.entry)).toEqual(SORTED);
      const goran = receipts.find((receipt) => receipt.entry === "Goran")!;
      expect(
        JSON.stringify(await readByApi(request, draw.id, createdFor(REAL_ROUND))),
      ).not.toContain("Goran");

      await page.setExtraHTTPHeaders(clock(after(REAL_ROUND)));
      await page.goto(`/draws/${draw.id}`);
      await expect(page.getByRole("list", { name: "Committed entries" })).toHaveCount(0);
      await expect(page.getByText("Goran")).toHaveCount(0);
      await hydrated(page);
      const answer = page.getByTestId("own-entry-answer");
      await page.getByLabel("Your entry").fill("  Goran ");
      await page.getByLabel("Your receipt code").fill(goran.code.toLowerCase());
      await page.getByRole("button", { name: "Check my entry" }).click();
      await expect(answer).toContainText("“Goran” is in the committed list (leaf ");
      await expect(answer).toContainText("checked in your browser.");
      await expect(answer).toContainText(/It won: winner 1 of 1\.|It is not among the winners\./);
      await page.getByLabel("Your entry").fill("Mallory");
      await page.getByRole("button", { name: "Check my entry" }).click();
      await expect(answer).toHaveText(
        "This entry and receipt code are not in the committed list. Check both exactly as they are on your receipt.",
      );
      const decided = await readByApi(request, draw.id, after(REAL_ROUND));
      const verdict = await referenceVerdict(decided);
      expect(verdict.code, verdict.stdout).toBe(0);
    });
  });

  test("a private list made with the form shows its receipt codes once, ready to download", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders(clock(createdFor(REAL_ROUND)));
    await page.goto("/draws/new");
    await hydrated(page);
    await fillNewDraw(page, "Staff raffle", "ann@example.org\nbo@example.org", "1");
    await page.getByLabel(/Keep the list private/).check();
    await page.getByRole("button", { name: "Commit the draw" }).click();
    await expect(
      page.getByRole("heading", { name: "Your draw is committed: save the receipt codes now" }),
    ).toBeFocused();
    const download = page.getByRole("link", { name: "Download the receipt codes (CSV)" });
    await expect(download).toHaveAttribute("download", /receipt-codes\.csv$/);
    await page.getByText("Show the codes here").click();
    await expect(page.getByTestId("receipts")).toContainText("ann@example.org,");
    await page.getByRole("link", { name: "Go to the draw's page" }).click();
    await expect(page.getByRole("heading", { name: "Are you in this draw?" })).toBeVisible();
  });

  test("other draws of the same round made of mostly the same names are shown", async ({
    page,
    request,
  }) => {
    const round = 30662982;
    const names = ENTRIES.map((name) => `${name} overlap`);
    const listed = await createByApi(
      request,
      { title: "Listed twin", entries: names, listed: true },
      round,
    );
    const shopped = await createByApi(
      request,
      { title: "Shopped", entries: [...names].reverse() },
      round,
    );
    await page.setExtraHTTPHeaders(clock(createdFor(round)));
    await page.goto(`/draws/${shopped.id}`);
    const notice = page.getByTestId("overlaps");
    await expect(notice).toContainText(
      /other draws? of mostly the same names (was|were) made for this round/,
    );
    await expect(notice.getByRole("link", { name: "Listed twin" })).toHaveAttribute(
      "href",
      `/draws/${listed.id}`,
    );
    expect(overlapText({ count: 2, more: false }, "names")).toBe(
      "2 other draws of mostly the same names were made for this round",
    );
    // Same names, same round: the same winners, whatever the order or the title.
    const [a, b] = await Promise.all([
      readByApi(request, listed.id, after(round)),
      readByApi(request, shopped.id, after(round)),
    ]);
    expect(a.result?.winners).toEqual(b.result?.winners);
  });

  test("limits, unknown fields and impossible dates are refused with readable errors", async ({
    request,
  }) => {
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
      [
        { title: "t", entries: ENTRIES, drawAt: "2027-02-30T10:00:00Z" },
        DRAW_MESSAGES.drawAtImpossible("2027-02-30T10:00:00Z"),
      ],
      [
        { title: "t", entries: ENTRIES, winner: 3 },
        DRAW_MESSAGES.unknownField("winner", "winners"),
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

  test("the method is served byte for byte, with its test vectors", async ({ request, page }) => {
    const method = await request.get("/docs/draw-method-v2.md");
    expect(method.headers()["content-type"]).toContain("text/markdown");
    expect(await method.text()).toContain("randomly-draw-v2");
    const vectors = await request.get("/docs/draw-test-vectors.json");
    expect(((await vectors.json()) as { vectors: unknown[] }).vectors).toHaveLength(6);
    await page.goto("/docs/how-public-draws-work");
    await expect(page.getByRole("heading", { name: "7.2 The integer rule" })).toBeVisible();
  });

  test("Make this a public draw, from Pick From a List", async ({ page }) => {
    await page.goto("/pick-from-list?entries=Red%0AGreen%0ABlue&count=2&seed=draws");
    await hydrated(page);
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
    await expect(page).toHaveURL(DRAW_URL);
    const drawUrl = page.url();
    await page.getByRole("link", { name: "open it with this draw" }).click();
    await expect(page).toHaveURL(/\/spin-the-wheel\?/);
    const link = page.getByRole("link", { name: /Public draw of these entries/ });
    await expect(link).toHaveAttribute("href", new URL(drawUrl).pathname);
  });
});

test.describe("draw pages on a phone and a desktop", () => {
  // A reader an hour east of UTC: the page speaks in their time, not the server's.
  test.use({ userAgent: DESKTOP_UA, timezoneId: "Europe/Paris" });

  test("no sideways scroll at 320 px, pending or decided, and Draws is in the phone menu", async ({
    page,
    request,
    context,
  }) => {
    await acknowledgeConsent(context);
    const long = `${"Supercalifragilistic".repeat(5)} raffle`;
    const draw = await createByApi(request, {
      title: long,
      entries: [...ENTRIES, "x".repeat(DRAW_LIMITS.maxEntryChars)],
      winners: 2,
    });
    await page.setViewportSize({ width: 320, height: 640 });
    for (const now of [createdFor(REAL_ROUND), after(REAL_ROUND)]) {
      await page.setExtraHTTPHeaders(clock(now));
      await page.goto(`/draws/${draw.id}`);
      await hydrated(page);
      await page.getByText("The technical record").click();
      expect(await noSidewaysScroll(page), `at ${now}`).toBe(true);
    }
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Draws" }).click();
    await expect(page).toHaveURL(/\/draws$/);
  });

  test("the countdown speaks in the reader's time, and coarsely under reduced motion", async ({
    page,
    request,
  }) => {
    const draw = await createByApi(request, { title: "Soon", entries: ENTRIES }, QUIET_ROUND);
    const due = roundTime(QUIET_ROUND);
    await page.clock.install({ time: due - 125_000 });
    await page.setExtraHTTPHeaders(clock(createdFor(QUIET_ROUND)));
    await page.goto(`/draws/${draw.id}`);
    await hydrated(page);
    // Round 657413 is due at 11:00:03 UTC, 13:00:03 in Paris (summer time).
    await expect(page.getByTestId("plain-lead")).toContainText("at 13:00:03 your time");
    await expect(page.getByTestId("countdown")).toHaveText(/^in [12] minutes? \d+ seconds?$/);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(page.getByTestId("countdown")).toHaveText(/^in about \d+ minutes?$/);
  });

  test("draw pages and the method stay within the first-load budget, and the method page fits 320 px", async ({
    page,
    request,
  }) => {
    const pending = await createByApi(request, { title: "Budget", entries: ENTRIES });
    const hidden = await createByApi(request, {
      title: "Budget",
      entries: ENTRIES,
      hashOnly: true,
    });
    for (const path of [
      "/draws",
      "/draws/new",
      `/draws/${pending.id}`,
      `/draws/${hidden.id}`,
      "/docs/how-public-draws-work",
    ]) {
      const html = await (
        await request.get(path, { headers: { "User-Agent": DESKTOP_UA } })
      ).text();
      const js = urlsInHtml(html).filter((url) => url.endsWith(".js"));
      const bytes = measureUrls(join("build", "client"), js).js.gzip;
      expect(bytes, path).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
    }
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/docs/how-public-draws-work");
    expect(await noSidewaysScroll(page)).toBe(true);
  });

  test("the home page leads to draws", async ({ page, context }) => {
    await acknowledgeConsent(context);
    await page.goto("/");
    await page.getByRole("link", { name: "Make a public draw" }).click();
    await expect(page).toHaveURL(/\/draws\/new$/);
  });

  test("screenshots of a pending and a decided draw at 375 and 1280 px", async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(90_000);
    await acknowledgeConsent(context);
    const draw = await createByApi(
      request,
      {
        title: "Class 4B: who reads first?",
        entries: ["Amira", "Ben", "Chloé", "Dev", "Ella", "Finn", "Grace", "Hugo", "Isla", "Jonah"],
        winners: 3,
      },
      QUIET_ROUND,
    );
    // The browser's clock agrees with the test clock, so the countdown counts down.
    await page.clock.install({ time: createdFor(QUIET_ROUND) + 5_000 });
    for (const [state, now] of [
      ["pending", createdFor(QUIET_ROUND)],
      ["decided", after(QUIET_ROUND)],
    ] as const) {
      await page.setExtraHTTPHeaders(clock(now));
      await page.clock.setSystemTime(now + 5_000);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await page.goto(`/draws/${draw.id}`);
        await hydrated(page);
        expect(await noSidewaysScroll(page)).toBe(true);
        await page.screenshot({
          path: `docs/screenshots/draw-${state}-${width}.png`,
          fullPage: true,
        });
      }
    }
  });
});

test.describe("draw pages in both themes (axe)", () => {
  test.use({ userAgent: DESKTOP_UA, expectHttpErrors: true });
  for (const theme of ["light", "dark"] as const) {
    test(`no violation on the draw pages, ${theme} theme`, async ({ page, context, request }) => {
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
      for (const path of [
        "/draws",
        "/draws/new",
        `/draws/${waiting.id}`,
        `/draws/${hidden.id}`,
        "/docs/how-public-draws-work",
      ]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveClass(theme);
        await hydrated(page);
        found.push(...(await violations(page, path)));
      }
      await page.setExtraHTTPHeaders(clock(after(REAL_ROUND)));
      await page.goto(`/draws/${waiting.id}`);
      await hydrated(page);
      await page.getByRole("button", { name: "Show QR code" }).click();
      await page.getByText("The technical record").click();
      await page.getByRole("button", { name: "Verify this draw" }).click();
      await expect(page.getByTestId("verify-summary")).toHaveText(
        "Every step was checked and holds.",
      );
      found.push(
        ...(await violations(page, "decided draw with its QR code, record and verification")),
      );
      await page.goto(`/draws/${hidden.id}`);
      await hydrated(page);
      await page.getByLabel("Your entry").fill("Ana");
      await page.getByLabel("Your receipt code").fill(hidden.receipts?.[0]?.code ?? "");
      await page.getByRole("button", { name: "Check my entry" }).click();
      await expect(page.getByTestId("own-entry-answer")).toContainText("committed list");
      found.push(...(await violations(page, "hidden draw with an entry checked")));
      await page.goto("/draws/new");
      await hydrated(page);
      await page.getByLabel("Title").fill("Receipts");
      await page.getByLabel("Entries, one per line").fill("a\nb");
      await page.getByLabel(/Keep the list private/).check();
      await page.getByRole("button", { name: "Commit the draw" }).click();
      await expect(page.getByTestId("receipts")).toBeAttached();
      found.push(...(await violations(page, "receipts")));
      await page.goto("/draws/new");
      await hydrated(page);
      await page.getByRole("button", { name: "Commit the draw" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      found.push(...(await violations(page, "form with problems")));
      expect(found).toEqual([]);
    });
  }
});
