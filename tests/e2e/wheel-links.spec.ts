import { violations } from "./axe";
import { expect, test } from "./fixtures";
import { disc, entriesOf, rested, wheelReady, winner } from "./wheel-helpers";

// Short share links (issue 30 point 2): Share stores the wheel and copies /w/<id>, which opens
// the same wheel with the same seeded spin; a link that names nothing is a 404 with a way back;
// when the store cannot be reached the long link is copied, and long links keep working.

const ENTRIES = "Red\nGreen\nBlue *2\nGold";
const START = `/spin-the-wheel?entries=${encodeURIComponent(ENTRIES)}&duration=1`;

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("Share copies a short link that opens the same spin, and the same wheel shares the same link", async ({
      page,
      context,
      browser,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(START);
      await wheelReady(page);
      await page.getByRole("button", { name: "Spin", exact: true }).click();
      const first = await rested(page, entriesOf(ENTRIES));
      await expect(page).toHaveURL(/seed=/);
      const longLink = page.url();

      await page.getByRole("button", { name: "Share" }).click();
      await expect(
        page.getByText(
          "Link copied. It opens this wheel with the same spin and winner on any device. The wheel is stored on this site so the link stays short.",
        ),
      ).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(/\/w\/[A-Za-z0-9]{10}$/);
      // Shared again, the same spin answers the same link.
      await page.evaluate(() => navigator.clipboard.writeText(""));
      await page.getByRole("button", { name: "Share" }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);

      const other = await browser.newContext({ viewport: { width, height: 800 } });
      const fresh = await other.newPage();
      await fresh.goto(link);
      await expect(fresh).toHaveURL(/\/spin-the-wheel\?link=[A-Za-z0-9]{10}$/);
      await wheelReady(fresh);
      await expect(fresh.getByRole("textbox", { name: "Entries" })).toHaveValue(ENTRIES);
      await expect(winner(fresh)).toHaveText(first.pointed ?? "");
      await expect(disc(fresh)).toHaveAttribute("data-angle", first.angle.toFixed(4));
      // The long link of the same spin still opens it, as it always did.
      await fresh.goto(longLink);
      await wheelReady(fresh);
      await expect(winner(fresh)).toHaveText(first.pointed ?? "");
      await expect(disc(fresh)).toHaveAttribute("data-angle", first.angle.toFixed(4));
      await other.close();
    });

    test.describe("offline", () => {
      test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

      test("when the wheel cannot be stored, Share copies the long link and says so", async ({
        page,
        context,
      }) => {
        await context.grantPermissions(["clipboard-read", "clipboard-write"]);
        await page.route("**/resources/wheel-links", (route) => route.abort());
        await page.goto(START);
        await wheelReady(page);
        await page.getByRole("button", { name: "Share" }).click();
        await expect(
          page.getByText(
            "The short link could not be made, so this is the full link. Link copied. It opens a copy of this wheel.",
          ),
        ).toBeVisible();
        const link = await page.evaluate(() => navigator.clipboard.readText());
        expect(link).toContain("/spin-the-wheel?entries=Red%0AGreen%0ABlue");
      });
    });

    test.describe("an unknown link", () => {
      test.use({ expectHttpErrors: true });

      test("is a 404 page with a way back", async ({ page }) => {
        for (const id of ["AAAAAAAAAA", "not-an-id"]) {
          const response = await page.goto(`/w/${id}`);
          expect(response?.status()).toBe(404);
          await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
          await expect(page.getByText("There is no wheel at this short link.")).toBeVisible();
        }
        expect(await violations(page, `wheel link 404 ${width}`)).toEqual([]);
        await page.getByRole("link", { name: "Go home" }).click();
        await expect(page).toHaveURL(/\/$/);
      });
    });
  });
}
