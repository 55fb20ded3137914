/**
 * Interaction to next paint of Generate, measured in Debian's Chromium with its CPU slowed 4×
 * (the DevTools protocol's CPU throttling, as Lighthouse's mobile preset does): the duration of
 * the click's event timing entry, which runs from the input to the next paint after the
 * handlers (the Event Timing API that INP is built on). The engine is loaded first, as a visitor's
 * pointer on the form loads it, so each press measures generating and showing, not the download.
 */
import { chromium, type Page } from "@playwright/test";

import { chromiumExecutable } from "../tests/support/chromium";

/** How many presses are measured per case (after one press that is not counted). */
const PRESSES = 9;
export const CPU_SLOWDOWN = 4;
/** The goal for each case's median, in milliseconds. */
export const INP_GOAL_MS = 200;

export interface InteractionCase {
  label: string;
  path: string;
}

export const GENERATE_CASES: readonly InteractionCase[] = [
  { label: "Generate, 1 value", path: "/random-number?count=1" },
  { label: "Generate, 10,000 values", path: "/random-number?min=1&max=1000000&count=10000" },
  { label: "Generate, 1 value, dice drawn as faces", path: "/dice-roller?notation=2d6&count=1" },
];

export interface InteractionResult {
  label: string;
  path: string;
  /** Interaction to next paint of each measured press, in milliseconds. */
  durations: number[];
  median: number;
  worst: number;
  /** From the press to the new values on screen (after any reveal), median, in milliseconds. */
  toValues: number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * One press of Generate: the longest event-timing duration of the press (its interaction to
 * next paint), and the time until the new values are announced, in ms.
 */
async function pressGenerate(page: Page): Promise<{ inp: number; toValues: number }> {
  await page.evaluate(() => {
    const bench = window as unknown as {
      __durations: number[];
      __pressed: number;
      __shown: number;
      __observer?: PerformanceObserver;
      __announcer?: MutationObserver;
    };
    bench.__durations = [];
    bench.__pressed = 0;
    bench.__shown = 0;
    addEventListener("pointerdown", () => (bench.__pressed = performance.now()), {
      once: true,
      capture: true,
    });
    bench.__announcer?.disconnect();
    bench.__announcer = new MutationObserver(() => (bench.__shown ||= performance.now()));
    bench.__announcer.observe(document.querySelector('[data-testid="announcer"]')!, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    bench.__observer?.disconnect();
    bench.__observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & {
        interactionId?: number;
      })[]) {
        if (entry.interactionId) bench.__durations.push(entry.duration);
      }
    });
    bench.__observer.observe({
      type: "event",
      durationThreshold: 16,
      buffered: false,
    } as PerformanceObserverInit);
  });
  const before = page.url();
  await page.getByRole("button", { name: "Generate" }).click();
  // Every run has a fresh seed, which the address shows; the announcement is made once the new
  // values are on screen (after any reveal), words that repeat emptied and said again.
  await page.waitForFunction(
    (previous) =>
      location.href !== previous &&
      (document.querySelector('[data-testid="announcer"]')?.textContent ?? "") !== "",
    before,
    { timeout: 60_000 },
  );
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const bench = window as unknown as {
      __durations: number[];
      __pressed: number;
      __shown: number;
    };
    const inp = bench.__durations.length > 0 ? Math.max(...bench.__durations) : 16;
    return { inp, toValues: bench.__shown - bench.__pressed };
  });
}

export async function measureInteractions(
  origin: string,
  cases: readonly InteractionCase[] = GENERATE_CASES,
): Promise<InteractionResult[]> {
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const results: InteractionResult[] = [];
  try {
    for (const { label, path } of cases) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addCookies([
        {
          name: "consent_preferences",
          value: encodeURIComponent(
            btoa(
              JSON.stringify({
                analytics: false,
                marketing: false,
                personalization: false,
                acknowledged: true,
              }),
            ),
          ),
          domain: new URL(origin).hostname,
          path: "/",
        },
      ]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`${origin}${path}`);
      await page.waitForLoadState("networkidle");
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      // The first press loads the engine and this generator: not counted.
      await page.getByRole("button", { name: "Generate" }).hover();
      await pressGenerate(page);
      const presses = [];
      for (let i = 0; i < PRESSES; i++) presses.push(await pressGenerate(page));
      const durations = presses.map((press) => press.inp);
      results.push({
        label,
        path,
        durations,
        median: median(durations),
        worst: Math.max(...durations),
        toValues: median(presses.map((press) => press.toValues)),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
