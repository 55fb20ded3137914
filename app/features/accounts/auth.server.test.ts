import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, test } from "vitest";

import { TEST_CLERK_ENV, sessionCookies } from "../../../tests/support/clerk-keys";

import { getUserId, requestForClerk } from "./auth.server";

// The real Clerk verification code with the TEST-ONLY keys: no network, no D1.

const context = { cloudflare: { env: TEST_CLERK_ENV } } as unknown as AppLoadContext;

function cookieHeader(userId: string, extra: string): string {
  return [...sessionCookies(userId).map(({ name, value }) => `${name}=${value}`), extra].join("; ");
}

function userOf(request: Request) {
  return getUserId({ request, context, params: {} });
}

describe("cookies Clerk cannot decode", () => {
  test.each(["other=%E9", "other=%ZZ", "other=%E0%A4%A"])(
    "another cookie with a malformed escape (%s) neither fails the request nor signs out",
    async (extra) => {
      const request = new Request("http://localhost:8788/", {
        headers: { Cookie: cookieHeader("user_cookie_test", extra) },
      });
      expect(await userOf(request)).toBe("user_cookie_test");
    },
  );

  test("a malformed session cookie is simply no session", async () => {
    const request = new Request("http://localhost:8788/", {
      headers: { Cookie: "__session=%ZZ; __client_uat=%E0" },
    });
    expect(await userOf(request)).toBeNull();
  });

  test("Clerk's copy keeps the readable cookies; the original keeps its body", async () => {
    const original = new Request("http://localhost:8788/resources/saved-values", {
      method: "POST",
      headers: { Cookie: "a=1; bad=%ZZ; b=%20", "Content-Type": "application/json" },
      body: '{"notes":[]}',
    });
    const copy = requestForClerk(original);
    expect(copy.headers.get("Cookie")).toBe("a=1; b=%20");
    expect(copy.method).toBe("POST");
    expect(await original.text()).toBe('{"notes":[]}');
  });

  test("a readable Cookie header is passed through untouched", () => {
    const request = new Request("http://localhost:8788/", { headers: { Cookie: "a=%20" } });
    expect(requestForClerk(request)).toBe(request);
  });
});
