import type { APIRequestContext } from "@playwright/test";

import type { PublicDraw } from "../../app/features/draws/public-draw";
import { roundTime } from "../../app/features/draws/quicknet";
import { TILE_WIDTH } from "../../app/features/transparency-log/tiles";
import { createdFor } from "../support/drand-fixtures";
import {
  TEST_LOG_ORIGIN,
  TEST_WITNESS_NAME,
  testLogVerifierKey,
  testWitnessSigner,
} from "../support/log-test-key";
import { violations } from "./axe";
import { DESKTOP_UA, acknowledgeConsent, expect, hydrated, test } from "./fixtures";

// The transparency log as the test servers run it: on, signed with the TEST-ONLY key and
// cosigned by the local witness fixture (playwright.config.ts). What a visitor sees of it on a
// draw's page and on /log, and what a tlog client gets from /log/checkpoint, /log/key and tiles.

/** A real recorded round the relay serves as published. */
const REAL_ROUND = 30662990;
const CLOCK = "X-Test-Now";
const LOG_KEY = testLogVerifierKey(TEST_LOG_ORIGIN);
const WITNESS_KEY = testWitnessSigner().verifierKey;

async function createDraw(request: APIRequestContext, title: string, now?: number) {
  const response = await request.post("/api/v1/draws", {
    data: { title, entries: [`${title} one`, `${title} two`, `${title} three`], winners: 1 },
    headers: now === undefined ? {} : { [CLOCK]: String(now) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PublicDraw;
}

/** The tree size of the checkpoint /log/checkpoint serves now. */
async function servedSize(request: APIRequestContext): Promise<number> {
  const text = await (await request.get("/log/checkpoint")).text();
  return Number(text.split("\n")[1]);
}

test.describe("the public log", () => {
  test.use({ userAgent: DESKTOP_UA });

  test("a decided draw's page shows its entry in the log and the witnessed checkpoint holding it", async ({
    page,
    request,
    context,
  }) => {
    await acknowledgeConsent(context);
    const draw = await createDraw(request, "Logged raffle", createdFor(REAL_ROUND));
    const after = { [CLOCK]: String(roundTime(REAL_ROUND) + 1_000) };
    await page.setExtraHTTPHeaders(after);
    await page.goto(`/draws/${draw.id}`);
    await page.getByText("The technical record").click();
    const decided = (await (
      await request.get(`/api/v1/draws/${draw.id}`, { headers: after })
    ).json()) as PublicDraw;
    const entry = page.getByTestId("log-entry");
    await expect(entry).toContainText(
      `entry ${decided.log!.index.toLocaleString("en-US")} of the transparency log`,
    );
    // The checkpoint as the page shows it: the log's signature, then the witness's cosignature.
    const shown = (await entry.locator("pre").textContent()) ?? "";
    expect(shown).toMatch(new RegExp(`^${TEST_LOG_ORIGIN}\\n\\d+\\n`));
    expect(shown).toContain(`\u2014 ${TEST_LOG_ORIGIN} `);
    expect(shown).toContain(`\u2014 ${TEST_WITNESS_NAME} `);
  });

  test("/log shows the latest checkpoint, its witnesses and how to run the monitor, with no axe violation at 375 and 1280 px", async ({
    page,
    request,
    context,
  }) => {
    await acknowledgeConsent(context);
    await createDraw(request, "Checkpointed");
    // Reading the checkpoint publishes one for the draw, unless one is younger than 5 s.
    const size = await servedSize(request);
    expect(size).toBeGreaterThan(0);
    const found: string[] = [];
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto("/log");
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("The public log of draws");
      const checkpoint = (await page.getByTestId("log-checkpoint").textContent()) ?? "";
      expect(checkpoint).toMatch(new RegExp(`^${TEST_LOG_ORIGIN}\\n\\d+\\n`));
      expect(checkpoint).toContain(`\u2014 ${TEST_LOG_ORIGIN} `);
      await expect(page.getByTestId("log-key")).toHaveText(LOG_KEY);
      await expect(page.getByRole("list", { name: "Witnesses" })).toHaveText(WITNESS_KEY);
      await expect(page.getByTestId("log-monitor-command")).toHaveText(
        `npx tsx scripts/monitor-log.ts http://${TEST_LOG_ORIGIN.replace(/\/log$/, "")} --log-key ${LOG_KEY} --witness ${WITNESS_KEY}`,
      );
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      found.push(...(await violations(page, `/log at ${width} px`)));
    }
    expect(found).toEqual([]);
  });

  test("/log/checkpoint, /log/key and the tiles answer a tlog client: their types, CORS-open, and immutable only when full", async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const cors = { Origin: "https://monitor.example" };
    // Fill the first tile, so that a full one exists (a few draws more than one tile holds).
    const missing = TILE_WIDTH + 2 - (await servedSize(request));
    for (let i = 0; i < missing; i += 16) {
      await Promise.all(
        Array.from({ length: Math.min(16, missing - i) }, (_, j) =>
          createDraw(request, `Tile filler ${i + j}`),
        ),
      );
    }
    await expect.poll(() => servedSize(request), { timeout: 20_000 }).toBeGreaterThan(TILE_WIDTH);

    const checkpoint = await request.get("/log/checkpoint", { headers: cors });
    expect(checkpoint.status()).toBe(200);
    expect(checkpoint.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(checkpoint.headers()["access-control-allow-origin"]).toBe("*");
    expect(checkpoint.headers()["cache-control"]).not.toContain("immutable");
    expect(await checkpoint.text()).toMatch(new RegExp(`^${TEST_LOG_ORIGIN}\\n\\d+\\n`));

    const key = await request.get("/log/key", { headers: cors });
    expect(key.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(key.headers()["access-control-allow-origin"]).toBe("*");
    expect((await key.text()).trim()).toBe(LOG_KEY);

    for (const full of ["tile/0/000", "tile/entries/000"]) {
      const tile = await request.get(`/log/${full}`, { headers: cors });
      expect(tile.status(), full).toBe(200);
      expect(tile.headers()["content-type"], full).toBe("application/octet-stream");
      expect(tile.headers()["access-control-allow-origin"], full).toBe("*");
      expect(tile.headers()["cache-control"], full).toContain("immutable");
    }
    expect((await (await request.get("/log/tile/0/000")).body()).length).toBe(TILE_WIDTH * 32);
    // Level 1 holds one hash per full tile below: its tile is partial, so it may still grow.
    const partial = await request.get("/log/tile/1/000.p/1", { headers: cors });
    expect(partial.status()).toBe(200);
    expect(partial.headers()["access-control-allow-origin"]).toBe("*");
    expect(partial.headers()["cache-control"]).not.toContain("immutable");
  });
});
