import { describe, expect, it } from "vitest";

import { action } from "./cookie-settings";

function post(fields: Record<string, string>, url = "https://random.example.com/cookie-settings") {
  const body = new URLSearchParams(fields);
  return new Request(url, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

async function run(fields: Record<string, string>) {
  try {
    return await action({ request: post(fields), params: {}, context: {} as never });
  } catch (thrown) {
    return thrown;
  }
}

function decodeCookie(setCookie: string | null) {
  const value = setCookie?.match(/^consent_preferences=([^;]*)/)?.[1] ?? "";
  return JSON.parse(decodeURIComponent(escape(atob(decodeURIComponent(value)))));
}

describe("saving a consent choice", () => {
  it("Save Preferences stores the ticked boxes and acknowledges", async () => {
    const result = (await run({ intent: "save", analytics: "on" })) as {
      data: unknown;
      init: { headers: Record<string, string> };
    };
    expect(result.data).toEqual({
      preferences: {
        analytics: true,
        marketing: false,
        personalization: false,
        acknowledged: true,
      },
    });
    expect(decodeCookie(result.init.headers["Set-Cookie"] ?? null)).toEqual({
      analytics: true,
      marketing: false,
      personalization: false,
      acknowledged: true,
    });
  });

  it("without JavaScript it redirects back to the page, with the cookie", async () => {
    const response = (await run({
      intent: "accept-all",
      redirectTo: "/random-number?min=1",
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/random-number?min=1");
    expect(decodeCookie(response.headers.get("Set-Cookie"))).toEqual({
      analytics: true,
      marketing: true,
      personalization: true,
      acknowledged: true,
    });
  });

  it("never redirects to another site", async () => {
    for (const redirectTo of ["//evil.example", "https://evil.example/", "/\\evil.example"]) {
      const response = (await run({ intent: "reject-all", redirectTo })) as Response;
      expect(response.headers.get("Location")).toBe("/");
    }
  });

  it("refuses an unknown choice with a readable 400 and sets nothing", async () => {
    const result = (await run({ intent: "grant-everything" })) as {
      data: { error: { code: string; message: string } };
      init: { status: number; headers: Record<string, string> };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.error.message).toBe("Choose Reject All, Save Preferences or Accept All.");
    expect(result.init.headers["Set-Cookie"]).toBeUndefined();
  });
});
