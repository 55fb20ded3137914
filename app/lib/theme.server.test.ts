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

  test.each(["theme=%ZZ", "theme=%E0%A4%A", "theme=e30.!!!", "theme=e30=.bad"])(
    "an unreadable cookie (%s) counts as no choice instead of failing the page",
    async (cookie) => {
      expect((await getThemeSession(request(cookie))).getTheme()).toBeNull();
    },
  );
});
