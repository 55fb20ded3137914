import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { createThemeSessionResolver } from "remix-themes";

/** Name of the theme cookie; matches the browser storage key the spec names ("theme"). */
export const THEME_COOKIE_NAME = "theme";
export const THEME_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

function themeStorage(secure: boolean) {
  return createCookieSessionStorage({
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
