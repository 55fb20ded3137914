import { expect, test } from "./fixtures";

// The security headers of every page type are checked in security.spec.ts.
test.describe("caching and health", () => {
  test("hashed build assets are cached for a year", async ({ request, page }) => {
    await page.goto("/");
    const asset = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
    expect(asset).toMatch(/^\/assets\//);
    const response = await request.get(asset ?? "");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("the health check reaches the local D1 database", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });
});
