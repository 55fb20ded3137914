import { createCookie } from "@remix-run/cloudflare";
import { isbot } from "isbot";

import { parseConsent, type ConsentPreferences } from "./consent";

/** The consent cookie (spec §9): name, one-year lifetime, path /, SameSite=Lax, Secure on https. */
export const CONSENT_COOKIE_NAME = "consent_preferences";
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 31_536_000;

function consentCookie(secure: boolean) {
  // Unsigned on purpose: the record is the visitor's own choice, readable by them, and
  // anything malformed is ignored. Remix stores it as base64-encoded JSON.
  return createCookie(CONSENT_COOKIE_NAME, {
    maxAge: CONSENT_COOKIE_MAX_AGE_SECONDS,
    path: "/",
    sameSite: "lax",
    secure,
    httpOnly: false,
  });
}

const cookies = { https: consentCookie(true), http: consentCookie(false) };

function cookieFor(request: Request) {
  return new URL(request.url).protocol === "https:" ? cookies.https : cookies.http;
}

export interface ConsentState {
  preferences: ConsentPreferences;
  /** Whether the stored cookie was unreadable (the defaults are used instead). */
  corrupt: boolean;
}

/** The visitor's consent from the request's cookie; a corrupt cookie is logged and ignored. */
export async function readConsent(request: Request): Promise<ConsentState> {
  let value: unknown;
  try {
    value = await cookieFor(request).parse(request.headers.get("Cookie"));
  } catch (error) {
    console.error(
      "Failed to parse saved consent: the consent_preferences cookie is unreadable",
      error,
    );
    return { preferences: parseConsent(undefined).preferences, corrupt: true };
  }
  // An absent cookie parses to null (the defaults); an undecodable one to {} or "" (corrupt).
  const parsed = parseConsent(value);
  if (!parsed.ok) {
    console.error(`Failed to parse saved consent: ${parsed.error}`);
    return { preferences: parsed.preferences, corrupt: true };
  }
  return { preferences: parsed.preferences, corrupt: false };
}

/** The Set-Cookie header that stores a record. */
export function serializeConsent(
  request: Request,
  preferences: ConsentPreferences,
): Promise<string> {
  return cookieFor(request).serialize(preferences);
}

/** Crawlers, monitors and headless tools never see the dialog (the isbot list). */
export function isAutomatedClient(userAgent: string | null): boolean {
  return isbot(userAgent ?? "");
}

/** The Cookie Settings page: it holds the same choices, so the dialog never covers it. */
const COOKIE_SETTINGS_PATH = "/cookie-settings";

/**
 * Whether the server renders the dialog, open: not acknowledged, a human, and not on the Cookie
 * Settings page.
 */
export function shouldShowConsentDialog(request: Request, consent: ConsentState): boolean {
  return (
    !consent.preferences.acknowledged &&
    !isAutomatedClient(request.headers.get("user-agent")) &&
    new URL(request.url).pathname !== COOKIE_SETTINGS_PATH
  );
}
