import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { disc, wheelReady } from "./wheel-helpers";

// The wheel's sounds and drag-or-flick (issue 30 point 2): a Sound select whose choice is kept
// in this browser, made with Web Audio, where Silence starts no audio at all; and a flick of the
// wheel spins it while a slow drag does not, with the page not scrolling under the finger.

interface AudioCounts {
  contexts: number;
  closed: number;
  sources: number;
}

/** Counts what the page does with Web Audio: contexts made and closed, sound sources made. */
async function countAudio(page: Page) {
  await page.addInitScript(() => {
    const counts = { contexts: 0, closed: 0, sources: 0 };
    Object.assign(window, { audioCounts: counts });
    const Native = window.AudioContext;
    window.AudioContext = class extends Native {
      constructor(options?: AudioContextOptions) {
        super(options);
        counts.contexts += 1;
      }
      override close() {
        counts.closed += 1;
        return super.close();
      }
    };
    const base = BaseAudioContext.prototype;
    for (const name of ["createOscillator", "createBufferSource"] as const) {
      const made = base[name] as (...args: unknown[]) => AudioNode;
      Object.defineProperty(base, name, {
        value(this: BaseAudioContext, ...args: unknown[]) {
          counts.sources += 1;
          return made.apply(this, args);
        },
      });
    }
  });
}

const audioCounts = (page: Page) =>
  page.evaluate(() => (window as unknown as { audioCounts: AudioCounts }).audioCounts);

/** Counts the settings form's submits: each is one spin asked for. */
async function countSubmits(page: Page) {
  await page.evaluate(() => {
    Object.assign(window, { submits: 0 });
    document.addEventListener(
      "submit",
      () =>
        Object.assign(window, { submits: (window as unknown as { submits: number }).submits + 1 }),
      true,
    );
  });
}

const submits = (page: Page) =>
  page.evaluate(() => (window as unknown as { submits: number }).submits);

async function spinAndRest(page: Page) {
  const before = page.url();
  await page.getByRole("button", { name: "Spin", exact: true }).click();
  await expect(page).not.toHaveURL(before);
  await expect(disc(page)).toHaveAttribute("data-spinning", "false", { timeout: 20_000 });
}

/**
 * Stops the page's clock for a flick, so its speed is the speed the test means on any machine
 * (a busy one would otherwise stretch the time between the moves), and returns the wheel's
 * circle. The test resumes the clock once the pointer is let go.
 */
async function holdTime(page: Page) {
  await page.clock.pauseAt(Date.now() + 1_000);
  return wheelCircle(page);
}

for (const width of [375, 1280]) {
  test.describe(`sounds at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the Sound choice is kept across a reload, and Silence makes no audio at all", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await countAudio(page);
      await page.goto("/spin-the-wheel?duration=1");
      await wheelReady(page);
      const sound = page.getByRole("combobox", { name: "Sound" });
      await expect(sound).toHaveValue("silence");
      await expect(sound.getByRole("option")).toHaveText(["Ticks", "Drum", "Chime", "Silence"]);
      // Silence, the default: a whole spin makes no audio context.
      await spinAndRest(page);
      expect(await audioCounts(page)).toEqual({ contexts: 0, closed: 0, sources: 0 });

      await sound.selectOption({ label: "Drum" });
      // Chosen, it is played once to be heard.
      await expect.poll(async () => (await audioCounts(page)).sources).toBeGreaterThan(0);
      await page.reload();
      await wheelReady(page);
      await expect(sound).toHaveValue("drum");
      await spinAndRest(page);
      await expect.poll(async () => (await audioCounts(page)).sources).toBeGreaterThan(0);

      // Silence closes the audio, and the next spin makes none.
      await sound.selectOption({ label: "Silence" });
      await expect.poll(async () => (await audioCounts(page)).closed).toBe(1);
      const silenced = await audioCounts(page);
      await spinAndRest(page);
      expect(await audioCounts(page)).toEqual(silenced);
      await page.reload();
      await wheelReady(page);
      await expect(sound).toHaveValue("silence");
    });
  });
}

test.describe("sounds with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("a chosen sound still plays when each result is shown at once", async ({ page }) => {
    await countAudio(page);
    await page.goto("/spin-the-wheel?duration=1");
    await wheelReady(page);
    await page.getByRole("combobox", { name: "Sound" }).selectOption({ label: "Chime" });
    await expect.poll(async () => (await audioCounts(page)).sources).toBeGreaterThan(0);
    const chosen = (await audioCounts(page)).sources;
    await spinAndRest(page);
    await expect.poll(async () => (await audioCounts(page)).sources).toBeGreaterThan(chosen);
  });
});

/** The wheel's centre and radius on screen. */
async function wheelCircle(page: Page) {
  const box = await page.getByTestId("wheel").boundingBox();
  if (!box) throw new Error("The wheel is not on screen.");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, r: box.width / 2 };
}

test.describe("drag or flick to spin, with a mouse at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a flick spins the wheel to the engine's result, and a press still spins it", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/spin-the-wheel?duration=1");
    await wheelReady(page);
    await countSubmits(page);
    const { x, y, r } = await holdTime(page);
    const before = page.url();
    await page.mouse.move(x + r * 0.6, y);
    // A quarter turn in two moves, let go at once.
    await page.mouse.down();
    await page.mouse.move(x, y + r * 0.6, { steps: 2 });
    await page.mouse.up();
    await page.clock.resume();
    expect(await submits(page)).toBe(1);
    await expect(page).not.toHaveURL(before);
    await expect(page).toHaveURL(/seed=/);
    await expect(disc(page)).toHaveAttribute("data-spinning", "false", { timeout: 20_000 });
    await expect(page.getByRole("dialog", { name: "Winner" })).toBeVisible();
    await page
      .getByRole("dialog", { name: "Winner" })
      .getByRole("button", { name: "Close" })
      .click();

    // A press without a drag is the button's click, as before.
    const spun = page.url();
    await page.getByTestId("wheel").click();
    expect(await submits(page)).toBe(2);
    await expect(page).not.toHaveURL(spun);
  });

  test("a slow drag, or one held still before letting go, does not spin", async ({ page }) => {
    await page.clock.install();
    await page.clock.install();
    await page.goto("/spin-the-wheel?duration=1");
    await wheelReady(page);
    await countSubmits(page);
    const before = page.url();
    const { x, y, r } = await holdTime(page);
    await page.mouse.move(x + r * 0.6, y);
    await page.mouse.down();
    for (const [dx, dy] of [
      [0.55, 0.2],
      [0.45, 0.4],
      [0.3, 0.5],
    ] as const) {
      await page.clock.fastForward(400);
      await page.mouse.move(x + r * dx, y + r * dy);
    }
    await page.mouse.up();
    // A quick turn, then held still before the release.
    await page.mouse.down();
    await page.mouse.move(x - r * 0.3, y + r * 0.5, { steps: 3 });
    await page.clock.fastForward(500);
    await page.mouse.up();
    expect(await submits(page)).toBe(0);
    await expect(page).toHaveURL(before);
    await expect(disc(page)).toHaveAttribute("data-spinning", "false");
  });
});

test.describe("drag or flick to spin, by touch at 375 px", () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  /** A finger's drag through `points` (CSS pixels), as the touch screen sends it. */
  async function swipe(page: Page, points: readonly { x: number; y: number }[]) {
    const cdp = await page.context().newCDPSession(page);
    const [first, ...rest] = points;
    if (!first) return;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [first] });
    for (const point of rest) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  }

  test("a flick of the finger spins the wheel without scrolling the page; elsewhere the page scrolls", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/spin-the-wheel?duration=1");
    await wheelReady(page);
    await countSubmits(page);
    const before = page.url();
    const { x, y, r } = await holdTime(page);
    const scrolled = () => page.evaluate(() => window.scrollY);
    const start = await scrolled();
    // Upwards across the wheel's right half: a page scroll, were the wheel not draggable.
    await swipe(page, [
      { x: x + r * 0.6, y: y + r * 0.5 },
      { x: x + r * 0.65, y: y + r * 0.2 },
      { x: x + r * 0.65, y: y - r * 0.1 },
      { x: x + r * 0.6, y: y - r * 0.4 },
    ]);
    await page.clock.resume();
    expect(await submits(page)).toBe(1);
    await expect(page).not.toHaveURL(before);
    expect(await scrolled()).toBe(start);
    await expect(disc(page)).toHaveAttribute("data-spinning", "false", { timeout: 20_000 });

    // The same swipe on the page below the wheel scrolls it.
    await page
      .getByRole("dialog", { name: "Winner" })
      .getByRole("button", { name: "Close" })
      .click();
    const entries = page.getByRole("heading", { name: /^Entries/ });
    await entries.scrollIntoViewIfNeeded();
    const heading = await entries.boundingBox();
    if (!heading) throw new Error("The entries heading is not laid out.");
    const from = await scrolled();
    await swipe(page, [
      { x: 30, y: heading.y + 200 },
      { x: 30, y: heading.y + 100 },
      { x: 30, y: heading.y },
    ]);
    await expect.poll(scrolled).toBeGreaterThan(from);
    expect(await submits(page)).toBe(1);
  });
});
