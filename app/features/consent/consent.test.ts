import { afterEach, describe, expect, it, vi } from "vitest";

import {
  CONSENT_MODE_DEFAULTS,
  DEFAULT_CONSENT,
  applyConsentChoice,
  consentSignals,
  parseConsent,
  toggleConsentCategory,
} from "./consent";
import {
  CONSENT_COOKIE_NAME,
  isAutomatedClient,
  readConsent,
  serializeConsent,
  shouldShowConsentDialog,
} from "./consent.server";

const ALL_ON = { analytics: true, marketing: true, personalization: true, acknowledged: true };
const ALL_OFF = { analytics: false, marketing: false, personalization: false, acknowledged: true };

function request(url: string, headers: Record<string, string> = {}) {
  return new Request(url, { headers });
}

afterEach(() => vi.restoreAllMocks());

describe("the consent record (spec §3, §4)", () => {
  it("defaults to every field false", () => {
    expect(DEFAULT_CONSENT).toEqual({
      analytics: false,
      marketing: false,
      personalization: false,
      acknowledged: false,
    });
  });

  it("Accept All grants all three, Reject All denies them, Save keeps the toggles; each acknowledges", () => {
    const toggles = { analytics: true, marketing: false, personalization: true };
    expect(applyConsentChoice("accept-all", toggles)).toEqual(ALL_ON);
    expect(applyConsentChoice("reject-all", toggles)).toEqual(ALL_OFF);
    expect(applyConsentChoice("save", toggles)).toEqual({ ...toggles, acknowledged: true });
  });

  it("a toggle flips only its own category, never acknowledged", () => {
    const flipped = toggleConsentCategory(DEFAULT_CONSENT, "marketing");
    expect(flipped).toEqual({ ...DEFAULT_CONSENT, marketing: true });
    expect(toggleConsentCategory(flipped, "marketing")).toEqual(DEFAULT_CONSENT);
  });

  it.each([
    ["a string", "yes"],
    ["an array", [true]],
    ["a missing field", { analytics: true, marketing: true, personalization: true }],
    ["a field that is not a boolean", { ...ALL_ON, analytics: "true" }],
  ])("ignores %s and falls back to the defaults", (_, value) => {
    const parsed = parseConsent(value);
    expect(parsed.ok).toBe(false);
    expect(parsed.preferences).toEqual(DEFAULT_CONSENT);
  });

  it("maps the categories to Google's consent signals", () => {
    expect(
      consentSignals({
        analytics: true,
        marketing: false,
        personalization: true,
        acknowledged: true,
      }),
    ).toEqual({
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      personalization_storage: "granted",
      functionality_storage: "granted",
      security_storage: "granted",
    });
    expect(consentSignals({ ...ALL_OFF, marketing: true }).ad_user_data).toBe("granted");
  });

  it("starts consent mode with everything optional denied and a 500 ms wait", () => {
    expect(CONSENT_MODE_DEFAULTS).toEqual({
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      personalization_storage: "denied",
      functionality_storage: "granted",
      security_storage: "granted",
      wait_for_update: 500,
    });
  });
});

describe("the consent_preferences cookie", () => {
  it("lives a year on path / with SameSite=Lax, Secure on https only", async () => {
    const secure = await serializeConsent(request("https://random.example.com/"), ALL_ON);
    expect(secure).toMatch(new RegExp(`^${CONSENT_COOKIE_NAME}=`));
    expect(secure).toContain("Max-Age=31536000");
    expect(secure).toContain("Path=/");
    expect(secure).toContain("SameSite=Lax");
    expect(secure).toContain("Secure");
    const local = await serializeConsent(request("http://localhost:8788/"), ALL_ON);
    expect(local).not.toContain("Secure");
  });

  it("reads back what it wrote", async () => {
    const cookie =
      (await serializeConsent(request("http://localhost/"), ALL_OFF)).split(";")[0] ?? "";
    expect(await readConsent(request("http://localhost/", { Cookie: cookie }))).toEqual({
      preferences: ALL_OFF,
      corrupt: false,
    });
  });

  it("uses the defaults, quietly, when there is no cookie", async () => {
    const error = vi.spyOn(console, "error");
    expect(await readConsent(request("http://localhost/"))).toEqual({
      preferences: DEFAULT_CONSENT,
      corrupt: false,
    });
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ["garbage", "%%%not-base64"],
    ["empty", ""],
    ["JSON of the wrong shape", btoa(JSON.stringify({ analytics: "yes" }))],
    ["a JSON array", btoa("[1,2]")],
  ])("ignores a %s cookie, logs it and uses the defaults", async (_, value) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const state = await readConsent(
      request("http://localhost/", { Cookie: `${CONSENT_COOKIE_NAME}=${value}` }),
    );
    expect(state).toEqual({ preferences: DEFAULT_CONSENT, corrupt: true });
    expect(error.mock.calls[0]?.[0]).toMatch(/^Failed to parse saved consent/);
  });
});

describe("who sees the dialog", () => {
  const BOTS = {
    Googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    bingbot: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    HeadlessChrome:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36",
    UptimeRobot: "Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)",
    curl: "curl/8.5.0",
  };
  const PEOPLE = {
    "desktop Chrome":
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
    "desktop Firefox": "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0",
    "desktop Safari":
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
    "iPhone Safari":
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
    "Android Chrome":
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  };

  it.each(Object.entries(BOTS))("%s is a crawler, monitor or headless tool", (_, userAgent) => {
    expect(isAutomatedClient(userAgent)).toBe(true);
    expect(
      shouldShowConsentDialog(request("http://x/", { "user-agent": userAgent }), {
        preferences: DEFAULT_CONSENT,
        corrupt: false,
      }),
    ).toBe(false);
  });

  it.each(Object.entries(PEOPLE))(
    "%s is a person who is asked until they choose",
    (_, userAgent) => {
      expect(isAutomatedClient(userAgent)).toBe(false);
      const ask = (preferences: typeof DEFAULT_CONSENT) =>
        shouldShowConsentDialog(request("http://x/", { "user-agent": userAgent }), {
          preferences,
          corrupt: false,
        });
      expect(ask(DEFAULT_CONSENT)).toBe(true);
      expect(ask(ALL_OFF)).toBe(false);
    },
  );

  it("never covers the Cookie Settings page, which holds the same choices", () => {
    const person = { "user-agent": Object.values(PEOPLE)[0] ?? "" };
    const state = { preferences: DEFAULT_CONSENT, corrupt: false };
    expect(
      shouldShowConsentDialog(request("http://x/cookie-settings?from=%2F", person), state),
    ).toBe(false);
    expect(shouldShowConsentDialog(request("http://x/cookie-settings-x", person), state)).toBe(
      true,
    );
  });
});
