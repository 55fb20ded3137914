import type { Browser, Page } from "@playwright/test";

import { violations } from "./axe";
import { DESKTOP_UA, acknowledgeConsent, expect, hydrated, test } from "./fixtures";
import { expectInViewport } from "./screen-fit";

// Wheel features Wheel of Names users expect (issue 30, point 2): several winners per spin, the
// title on screen, hiding an entry, a slice's own colour, emoji and pictures on slices.

const WIDTHS = [375, 1280] as const;
const entriesBox = (page: Page) => page.getByRole("textbox", { name: "Entries" });
const spinButton = (page: Page) => page.getByRole("button", { name: "Spin", exact: true });
const entriesList = (page: Page) => page.getByTestId("wheel-entries");

async function open(page: Page, width: number, path: string) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByTestId("wheel")).toHaveAttribute("data-ready", "true");
  await expect(page.getByTestId("wheel-disc")).toBeVisible();
}

/**
 * Opens a shared link in a browser that has never seen the wheel (nothing kept locally), so what
 * it shows came with the link (a short /w/ link or, without one, the long link).
 */
async function openElsewhere(browser: Browser, width: number, link: string): Promise<Page> {
  const context = await browser.newContext();
  await acknowledgeConsent(context);
  const page = await context.newPage();
  await open(page, width, link);
  return page;
}

/** Opens each entry's own settings (hide, colour, picture), below the list of entries. */
async function openSliceEditor(page: Page) {
  const toggle = page.getByRole("button", { name: "Hide, colour or add a picture per entry" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByTestId("slice-editor")).toBeVisible();
}

/** Spins and waits for the new run (every spin draws a fresh seed, which the address shows). */
async function spin(page: Page) {
  const before = page.url();
  await spinButton(page).click();
  await expect(page).not.toHaveURL(before);
  await expect(page.getByTestId("wheel-disc")).toHaveAttribute("data-spinning", "false");
}

/** The wheel's picture, to tell whether a change was drawn. */
const wheelPicture = (page: Page) =>
  page
    .locator(".wheel-canvas")
    .first()
    .evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());

/** The colour of the wheel's picture at `angle` degrees clockwise from the top, half way out. */
function colourAt(page: Page, angle: number) {
  return page
    .locator(".wheel-canvas")
    .first()
    .evaluate((canvas: HTMLCanvasElement, degrees) => {
      const context = canvas.getContext("2d");
      const radians = ((degrees - 90) * Math.PI) / 180;
      const centre = canvas.width / 2;
      const x = Math.round(centre + Math.cos(radians) * centre * 0.5);
      const y = Math.round(centre + Math.sin(radians) * centre * 0.5);
      const [r = 0, g = 0, b = 0] = context?.getImageData(x, y, 1, 1).data ?? [];
      return `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
    }, angle);
}

test.use({ reducedMotion: "reduce" });

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test("one spin picks several different winners, shown in the pop-up and the list, and removed together", async ({
      page,
    }) => {
      await open(page, width, "/spin-the-wheel?entries=Ana%0ABen%0ACy%0ADee%0AEli%0AFay");
      const field = page.getByRole("spinbutton", { name: "Winners per spin" });
      await expect(field).toHaveValue("1");
      await field.fill("3");
      // Back to the wheel, as a visitor who set the field would scroll back to spin.
      await page.evaluate(() => window.scrollTo(0, 0));
      await spin(page);
      const popup = page.getByRole("dialog", { name: "3 winners" });
      await expect(popup).toBeFocused();
      const names = await popup.getByRole("listitem").allTextContents();
      expect(names).toHaveLength(3);
      expect(new Set(names).size).toBe(3);
      await expectInViewport(page, popup, "the winners' pop-up");
      await expect(page.getByTestId("wheel-winners").getByRole("listitem")).toHaveCount(3);
      await expect(page.getByTestId("announcer")).toHaveText(`Winners: ${names.join(", ")}`);
      await popup.getByRole("button", { name: "Remove winners" }).click();
      await expect(page.getByRole("heading", { name: "Entries (3)" })).toBeVisible();
      for (const name of names) {
        await expect(entriesBox(page)).not.toHaveValue(new RegExp(`^${name}$`, "m"));
      }
    });

    test("a bad number of winners gets a clear message, on the page and from the API", async ({
      page,
      request,
    }) => {
      await open(page, width, "/spin-the-wheel?entries=Ana%0ABen");
      const field = page.getByRole("spinbutton", { name: "Winners per spin" });
      for (const [typed, message] of [
        ["0", "Winners per spin must be at least 1"],
        ["101", "Winners per spin must be at most 100"],
        ["3", "Winners per spin is 3, but the wheel shows 2 entries: choose at most 2."],
      ] as const) {
        await field.fill(typed);
        await spinButton(page).click();
        await expect(page.getByText(message).first()).toBeVisible();
      }
      for (const [value, message] of [
        ["0", "must be at least 1"],
        ["101", "must be at most 100"],
        ["two", "Winners per spin"],
      ] as const) {
        const answer = await request.get(`/api/v1/generators/spin-the-wheel?winners=${value}`);
        expect(answer.status(), value).toBe(400);
        expect(await answer.text()).toContain(message);
      }
      const ok = await request.get("/api/v1/generators/spin-the-wheel?winners=4&seed=api");
      expect(ok.status()).toBe(200);
      const body = (await ok.json()) as { values: { text: string }[] };
      expect(new Set(body.values.map((value) => value.text)).size).toBe(4);
    });

    test("the title shows above the wheel, is kept on reload and travels in the share link", async ({
      page,
      context,
      browser,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await open(page, width, "/spin-the-wheel");
      await page.getByRole("textbox", { name: "Title" }).fill("Friday lunch");
      const heading = page.getByRole("heading", { name: "Friday lunch", level: 2 });
      await expect(heading).toBeVisible();
      const headingBox = await heading.boundingBox();
      const wheelBox = await page.getByTestId("wheel").boundingBox();
      expect((headingBox?.y ?? 0) + (headingBox?.height ?? 0)).toBeLessThanOrEqual(
        wheelBox?.y ?? 0,
      );
      await page.getByRole("button", { name: "Share" }).click();
      await expect(page.getByText(/Link copied/)).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole("heading", { name: "Friday lunch", level: 2 })).toBeVisible();
      const elsewhere = await openElsewhere(browser, width, link);
      await expect(
        elsewhere.getByRole("heading", { name: "Friday lunch", level: 2 }),
      ).toBeVisible();
      await elsewhere.context().close();
    });

    test("a hidden entry stays in the list, is off the wheel, never wins, and is kept and shared", async ({
      page,
      context,
      browser,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await open(page, width, "/spin-the-wheel?entries=Ana%0ABen%0ACy&winners=2");
      const before = await wheelPicture(page);
      await openSliceEditor(page);
      await page.getByRole("button", { name: "Hide Ben" }).click();
      const show = page.getByRole("button", { name: "Show Ben" });
      await expect(show).toHaveAttribute("aria-pressed", "true");
      await expect(show).toBeFocused();
      await expect(entriesList(page).getByRole("listitem").nth(1)).toContainText("Ben (hidden)");
      await expect(
        page.getByRole("heading", { name: "Entries (3, 2 on the wheel)" }),
      ).toBeVisible();
      await expect.poll(() => wheelPicture(page)).not.toBe(before);
      // Two winners from the two entries on the wheel: never Ben.
      for (let i = 0; i < 3; i += 1) {
        await spin(page);
        const names = await page.getByRole("dialog").getByRole("listitem").allTextContents();
        expect(names.sort()).toEqual(["Ana", "Cy"]);
        await page.keyboard.press("Escape");
      }
      await page.getByRole("button", { name: "Share" }).click();
      await expect(page.getByText(/Link copied/)).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      const elsewhere = await openElsewhere(browser, width, link);
      await expect(entriesList(elsewhere).getByRole("listitem").nth(1)).toContainText(
        "Ben (hidden)",
      );
      await elsewhere.context().close();
      await page.reload();
      await hydrated(page);
      await expect(entriesList(page).getByRole("listitem").nth(1)).toContainText("Ben (hidden)");
      await openSliceEditor(page);
      await expect(page.getByRole("button", { name: "Show Ben" })).toBeVisible();
      await page.getByRole("button", { name: "Show Ben" }).click();
      await expect(page.getByRole("heading", { name: "Entries (3)" })).toBeVisible();
    });

    test("a slice takes the colour picked for its entry, kept and shared", async ({
      page,
      context,
      browser,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await open(page, width, "/spin-the-wheel?entries=Ana%0ABen%0ACy");
      await openSliceEditor(page);
      const picker = page.getByLabel("Colour of Ana's slice");
      await expect(picker).toHaveValue("#d62839");
      await picker.fill("#000000");
      // Ana's slice runs from the top to 120°: look beside its label, at 30°.
      await expect.poll(() => colourAt(page, 30)).toBe("#000000");
      await expect.poll(() => colourAt(page, 150)).not.toBe("#000000");
      await page.getByRole("button", { name: "Share" }).click();
      await expect(page.getByText(/Link copied/)).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      const elsewhere = await openElsewhere(browser, width, link);
      await expect.poll(() => colourAt(elsewhere, 30)).toBe("#000000");
      await elsewhere.context().close();
      await page.reload();
      await hydrated(page);
      await openSliceEditor(page);
      await expect(page.getByLabel("Colour of Ana's slice")).toHaveValue("#000000");
      await expect.poll(() => colourAt(page, 30)).toBe("#000000");
    });

    test("emoji are drawn on slices, and a picture is shrunk, drawn and kept on this device only", async ({
      page,
    }) => {
      await open(page, width, "/spin-the-wheel?entries=Ana%0ABen%0ACy");
      const plain = await wheelPicture(page);
      await entriesBox(page).fill("🍕 Ana\nBen\nCy");
      await expect(entriesList(page)).toContainText("🍕 Ana");
      await expect.poll(() => wheelPicture(page)).not.toBe(plain);

      await openSliceEditor(page);
      await expect(
        page.getByText("Images stay on this device and are not in share links."),
      ).toBeVisible();
      // A 400 × 200 picture, all green, made by the browser itself.
      const png = await page.evaluate(async () => {
        const canvas = new OffscreenCanvas(400, 200);
        const context = canvas.getContext("2d");
        if (context) {
          context.fillStyle = "#00ff00";
          context.fillRect(0, 0, 400, 200);
        }
        const blob = await canvas.convertToBlob({ type: "image/png" });
        return Array.from(new Uint8Array(await blob.arrayBuffer()));
      });
      const chooser = page.waitForEvent("filechooser");
      await page.getByRole("button", { name: "Add an image to Ben" }).click();
      await (
        await chooser
      ).setFiles({
        name: "green.png",
        mimeType: "image/png",
        buffer: Buffer.from(png),
      });
      await expect(page.getByRole("button", { name: "Remove Ben's image" })).toBeVisible();
      await expect(page.getByText("Added an image to Ben.")).toBeVisible();
      const kept = await page.evaluate(async () => {
        const images = JSON.parse(localStorage.getItem("randomly:wheel-images") ?? "{}") as Record<
          string,
          string
        >;
        const image = new Image();
        image.src = images.Ben ?? "";
        await image.decode();
        return { width: image.width, height: image.height };
      });
      expect(kept).toEqual({ width: 128, height: 64 });
      // Ben's slice runs from 120° to 240°: the picture sits near the rim, at 180°.
      const rim = await page
        .locator(".wheel-canvas")
        .first()
        .evaluate((canvas: HTMLCanvasElement) => {
          const centre = canvas.width / 2;
          const [r = 0, g = 0, b = 0] =
            canvas.getContext("2d")?.getImageData(centre, Math.round(centre * 1.8), 1, 1).data ??
            [];
          return [r, g, b];
        });
      // Green, give or take the picture's compression.
      expect(rim[0]).toBeLessThan(16);
      expect(rim[1]).toBeGreaterThan(240);
      expect(rim[2]).toBeLessThan(16);
      await page.reload();
      await hydrated(page);
      await openSliceEditor(page);
      await page.getByRole("button", { name: "Remove Ben's image" }).click();
      await expect(page.getByRole("button", { name: "Add an image to Ben" })).toBeFocused();
    });
  });
}

test.describe("the new controls' accessibility (axe)", () => {
  test.use({ userAgent: DESKTOP_UA });
  for (const theme of ["light", "dark"] as const) {
    for (const width of WIDTHS) {
      test(`no violation with a title, a hidden entry and several winners, ${theme} theme, ${width} px`, async ({
        page,
        context,
      }) => {
        await acknowledgeConsent(context);
        const stored = await context.request.post("/resources/theme", { data: { theme } });
        expect(stored.ok()).toBe(true);
        await open(
          page,
          width,
          "/spin-the-wheel?title=Team%20picks&entries=Ana%0ABen%0ACy%0ADee&hidden=Ben&winners=2&sliceColours=Ana%20%23ffff00",
        );
        await expect(page.locator("html")).toHaveClass(theme);
        await openSliceEditor(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await spin(page);
        await expect(page.getByRole("dialog", { name: "2 winners" })).toBeVisible();
        expect(await violations(page, `wheel features ${theme} ${width}`)).toEqual([]);
      });
    }
  }
});
