import { expect, hydrated, test } from "./fixtures";

test.describe("theme", () => {
  test("the choice survives a reload and the server HTML already carries it", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await page.getByRole("button", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass("dark");
    await expect(page.getByRole("button", { name: "Dark" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect.poll(() => page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    // The server renders the class itself: no flash of the wrong theme before scripts run.
    await expect
      .poll(
        async () =>
          (await page.request.get("/docs").then((r) => r.text())).match(/<html[^>]*>/)?.[0],
      )
      .toContain('class="dark"');

    await page.reload();
    await expect(page.locator("html")).toHaveClass("dark");
    await expect(page.getByRole("button", { name: "Dark" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("a change in one tab reaches another open tab", async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const other = await context.newPage();
    await other.emulateMedia({ colorScheme: "light" });
    await other.goto("/packs");
    await expect(other.locator("html")).toHaveClass("light");

    await page.getByRole("button", { name: "Dark" }).click();
    await expect(other.locator("html")).toHaveClass("dark");
    await expect(other.getByRole("button", { name: "Dark" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await page.getByRole("button", { name: "Light" }).click();
    await expect(other.locator("html")).toHaveClass("light");
  });

  test("System follows the device colour scheme live", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "System" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.locator("html")).toHaveClass("dark");
    // The page listens for the device's scheme once it is interactive.
    await hydrated(page);

    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).toHaveClass("light");

    // After choosing Light explicitly, then System again, it follows the device once more.
    await page.getByRole("button", { name: "Light" }).click();
    await page.getByRole("button", { name: "System" }).click();
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass("dark");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("theme"))).toBe("system");
  });

  test("a malformed theme request is refused with a readable message", async ({ request }) => {
    const response = await request.post("/resources/theme", { data: "not json" });
    expect(response.status()).toBe(400);
    expect((await response.json()).error.message).toContain("theme");
  });
});
