import { describe, expect, test } from "vitest";

import { getThemeSession } from "./theme.server";

const request = (cookie: string) =>
  new Request("http://localhost:8788/", { headers: { Cookie: cookie } });

describe("theme cookie", () => {
  test("a stored choice is read back", async () => {
    const session = await getThemeSession(request(""));
    session.setTheme("dark" as Parameters<typeof session.setTheme>[0]);
    const cookie = (await session.commit()).split(";")[0] ?? "";
    expect((await getThemeSession(request(cookie))).getTheme()).toBe("dark");
  });

  test("the cookie is HttpOnly, SameSite=Lax on path / for a year, and Secure only on https", async () => {
    for (const origin of ["https://random.example.com", "http://localhost:8788"]) {
      const session = await getThemeSession(new Request(`${origin}/resources/theme`));
      session.setTheme("light" as Parameters<typeof session.setTheme>[0]);
      const attributes = (await session.commit()).split("; ").slice(1);
      expect(attributes).toEqual([
        "Max-Age=31536000",
        "Path=/",
        "HttpOnly",
        ...(origin.startsWith("https:") ? ["Secure"] : []),
        "SameSite=Lax",
      ]);
    }
  });

  test.each(["theme=%ZZ", "theme=%E0%A4%A", "theme=e30.!!!", "theme=e30=.bad"])(
    "an unreadable cookie (%s) counts as no choice instead of failing the page",
    async (cookie) => {
      expect((await getThemeSession(request(cookie))).getTheme()).toBeNull();
    },
  );
});
