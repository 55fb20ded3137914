import { expect, test } from "./fixtures";

test.describe("security headers", () => {
  test("documents carry a per-request nonce CSP and the hardening headers", async ({ request }) => {
    const first = await request.get("/");
    const second = await request.get("/");
    const csp = first.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);

    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");

    const html = await first.text();
    // Every script the browser runs carries the nonce; JSON-LD blocks are data, never run.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    const headers = first.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["strict-transport-security"]).toContain("max-age=");
  });

  test("404 pages, data and resource routes carry them too", async ({ request }) => {
    for (const path of ["/no/such/page", "/all.data", "/healthz"]) {
      const response = await request.get(path);
      expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
      expect(response.headers()["content-security-policy"], path).toContain(
        "frame-ancestors 'none'",
      );
    }
  });

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
