import { readFileSync } from "node:fs";

import { describe, expect, test } from "vitest";

import { CACHE_CONTROL } from "~/utils/cache-control";
import {
  SECRET_PAGE_HEADERS,
  SECURITY_HEADERS,
  buildContentSecurityPolicy,
  createNonce,
  isSecretPage,
  withSecurityHeaders,
} from "./http-headers.server";

function directive(csp: string, name: string): string {
  return (
    csp
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? ""
  );
}

describe("Content-Security-Policy", () => {
  test("scripts run only with this response's nonce, never inline or eval", () => {
    const csp = buildContentSecurityPolicy({ nonce: "abc123" });
    const scripts = directive(csp, "script-src");
    expect(scripts).toContain("'nonce-abc123'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
  });

  test("a page of secrets allows its inline scripts by hash: no nonce, nothing trusted by descent", () => {
    const scripts = directive(
      buildContentSecurityPolicy({
        scriptHashes: ["aGFzaC1vbmU=", "aGFzaC10d28="],
        scriptOrigins: ["https://www.googletagmanager.com"],
      }),
      "script-src",
    );
    expect(scripts).toBe(
      "script-src 'self' 'sha256-aGFzaC1vbmU=' 'sha256-aGFzaC10d28=' https://www.googletagmanager.com",
    );
  });

  test("a route that answers with the secret page's headers asks for a fixed document", () => {
    expect(isSecretPage(new Headers(SECRET_PAGE_HEADERS))).toBe(true);
    expect(isSecretPage(new Headers({ "Cache-Control": CACHE_CONTROL.noStore }))).toBe(false);
    expect(isSecretPage(new Headers())).toBe(false);
  });

  test("only the Vite dev server gets eval and websockets; only https upgrades requests", () => {
    const dev = buildContentSecurityPolicy({ nonce: "n", development: true, https: false });
    expect(directive(dev, "script-src")).toContain("'unsafe-eval'");
    expect(directive(dev, "connect-src")).toContain("ws:");
    expect(dev).not.toContain("upgrade-insecure-requests");
    expect(buildContentSecurityPolicy({ nonce: "n" })).toContain("upgrade-insecure-requests");
  });

  test("extra origins are allowed where asked for", () => {
    const csp = buildContentSecurityPolicy({
      nonce: "n",
      scriptOrigins: ["https://www.googletagmanager.com"],
      connectOrigins: ["https://www.google-analytics.com"],
    });
    expect(directive(csp, "script-src")).toContain("https://www.googletagmanager.com");
    expect(directive(csp, "connect-src")).toContain("https://www.google-analytics.com");
  });

  test("nonces are long, base64 and different every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, () => createNonce()));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });
});

describe("withSecurityHeaders", () => {
  test("adds the hardening headers and a lock-down CSP to non-document responses", async () => {
    const response = withSecurityHeaders(Response.json({ ok: true }, { status: 201 }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d+/);
    expect(response.headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  test("keeps a page of secrets' no-referrer policy, and sets the site's over any looser one", () => {
    const strict = withSecurityHeaders(new Response("", { headers: SECRET_PAGE_HEADERS }));
    expect(strict.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(strict.headers.get("Cache-Control")).toBe("no-store");
    const loose = withSecurityHeaders(
      new Response("", { headers: { "Referrer-Policy": "unsafe-url" } }),
    );
    expect(loose.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  test("keeps a document's own nonce CSP", () => {
    const csp = buildContentSecurityPolicy({ nonce: "doc" });
    const response = withSecurityHeaders(
      new Response("<html></html>", { headers: { "Content-Security-Policy": csp } }),
    );
    expect(response.headers.get("Content-Security-Policy")).toBe(csp);
  });
});

describe("public/_headers", () => {
  const file = readFileSync(new URL("../../../public/_headers", import.meta.url), "utf8");

  test("caches hashed assets with the named immutable policy", () => {
    expect(file).toMatch(
      new RegExp(
        `/assets/\\*\\n\\s+Cache-Control: ${CACHE_CONTROL.immutable.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
      ),
    );
  });

  test("has the service worker asked again on every update check", () => {
    expect(file).toMatch(
      new RegExp(
        `/sw\\.js\\n\\s+Cache-Control: ${CACHE_CONTROL.document.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
      ),
    );
  });

  test("gives static files the same hardening headers as the app", () => {
    for (const name of [
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
      "Strict-Transport-Security",
    ]) {
      expect(file).toContain(`${name}: ${SECURITY_HEADERS[name]}`);
    }
  });
});
