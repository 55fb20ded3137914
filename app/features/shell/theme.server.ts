import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { createThemeSessionResolver } from "remix-themes";

/** Name of the theme cookie; matches the browser storage key the spec names ("theme"). */
export const THEME_COOKIE_NAME = "theme";
export const THEME_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

function themeStorage(secure: boolean) {
  const storage = createCookieSessionStorage({
    cookie: {
      name: THEME_COOKIE_NAME,
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure,
      maxAge: THEME_COOKIE_MAX_AGE_SECONDS,
      // The cookie holds only "light" or "dark"; signing just rejects malformed values.
      secrets: ["theme-preference-is-not-a-secret"],
    },
  });
  return {
    ...storage,
    // Remix throws (a 500 on every page) when a signed cookie's signature is not even base64,
    // e.g. `theme=%ZZ`; such a cookie is no choice at all, so read it as none.
    async getSession(...args: Parameters<typeof storage.getSession>) {
      try {
        return await storage.getSession(...args);
      } catch {
        return storage.getSession();
      }
    },
  };
}

const resolvers = {
  https: createThemeSessionResolver(themeStorage(true)),
  http: createThemeSessionResolver(themeStorage(false)),
};

/** The theme session for this request: Secure on https, plain on local http development. */
export function getThemeSession(request: Request) {
  const https = new URL(request.url).protocol === "https:";
  return (https ? resolvers.https : resolvers.http)(request);
}
