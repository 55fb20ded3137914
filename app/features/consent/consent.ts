/** Consent preferences (spec §3): one record, every field false until the visitor chooses. */
export interface ConsentPreferences {
  analytics: boolean;
  marketing: boolean;
  personalization: boolean;
  /** Set by every choice (Accept All, Reject All, Save Preferences); never by a toggle. */
  acknowledged: boolean;
}

export const DEFAULT_CONSENT: Readonly<ConsentPreferences> = {
  analytics: false,
  marketing: false,
  personalization: false,
  acknowledged: false,
};

/** The three optional categories a visitor can toggle. */
export type ConsentCategory = "analytics" | "marketing" | "personalization";
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = [
  "analytics",
  "marketing",
  "personalization",
];

/** The three buttons of the Cookie Preferences dialog. */
export type ConsentChoice = "accept-all" | "reject-all" | "save";

/** Delay before the dialog opens for a visitor who has not chosen yet (spec §9). */
export const CONSENT_DIALOG_DELAY_MS = 100;

/**
 * The record a choice produces (spec §4): Accept All grants the three categories, Reject All
 * denies them, Save Preferences keeps the toggles as they are; each acknowledges.
 */
export function applyConsentChoice(
  choice: ConsentChoice,
  toggles: Pick<ConsentPreferences, ConsentCategory>,
): ConsentPreferences {
  if (choice === "accept-all") {
    return { analytics: true, marketing: true, personalization: true, acknowledged: true };
  }
  if (choice === "reject-all") {
    return { analytics: false, marketing: false, personalization: false, acknowledged: true };
  }
  return {
    analytics: toggles.analytics,
    marketing: toggles.marketing,
    personalization: toggles.personalization,
    acknowledged: true,
  };
}

/** A checkbox flips one category; `acknowledged` is not a category and cannot be toggled. */
export function toggleConsentCategory(
  preferences: ConsentPreferences,
  category: ConsentCategory,
): ConsentPreferences {
  return { ...preferences, [category]: !preferences[category] };
}

export type ConsentParseResult =
  | { ok: true; preferences: ConsentPreferences }
  | { ok: false; preferences: ConsentPreferences; error: string };

/** Reads a stored record; anything malformed yields the defaults and says why. */
export function parseConsent(value: unknown): ConsentParseResult {
  if (value === undefined || value === null)
    return { ok: true, preferences: { ...DEFAULT_CONSENT } };
  if (typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, preferences: { ...DEFAULT_CONSENT }, error: "the record is not an object" };
  }
  const record = value as Record<string, unknown>;
  for (const key of ["analytics", "marketing", "personalization", "acknowledged"] as const) {
    if (typeof record[key] !== "boolean") {
      return {
        ok: false,
        preferences: { ...DEFAULT_CONSENT },
        error: `"${key}" is not true or false`,
      };
    }
  }
  return {
    ok: true,
    preferences: {
      analytics: record.analytics as boolean,
      marketing: record.marketing as boolean,
      personalization: record.personalization as boolean,
      acknowledged: record.acknowledged as boolean,
    },
  };
}

/** Google consent mode v2 signals for a record: what `gtag('consent', 'update', …)` receives. */
export function consentSignals(preferences: ConsentPreferences) {
  const state = (granted: boolean) => (granted ? "granted" : "denied");
  return {
    analytics_storage: state(preferences.analytics),
    ad_storage: state(preferences.marketing),
    ad_user_data: state(preferences.marketing),
    ad_personalization: state(preferences.marketing),
    personalization_storage: state(preferences.personalization),
    functionality_storage: "granted",
    security_storage: "granted",
  } as const;
}

/** Consent mode defaults, set before anything else when analytics is configured (spec §4). */
export const CONSENT_MODE_DEFAULTS = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  personalization_storage: "denied",
  functionality_storage: "granted",
  security_storage: "granted",
  wait_for_update: 500,
} as const;
