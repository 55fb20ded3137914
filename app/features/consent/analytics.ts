import {
  CONSENT_MODE_DEFAULTS,
  DEFAULT_CONSENT,
  consentSignals,
  type ConsentPreferences,
} from "./consent";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The usage events the product sends (spec §7). */
export type AnalyticsEvent =
  | { name: "clear_saved_values"; params: { items_count: number } }
  | { name: "remove_saved_value"; params: { note_id: string } };

type Transport = (event: AnalyticsEvent) => void;

const recorded: AnalyticsEvent[] = [];

/** Until an analytics transport is installed, events are only recorded in memory. */
let transport: Transport = (event) => {
  recorded.push(event);
};

/** Sends a usage event through the current transport. Nothing leaves the browser by default. */
export function trackEvent(event: AnalyticsEvent): void {
  try {
    transport(event);
  } catch (error) {
    console.error("Analytics event could not be sent", error);
  }
}

/** Replaces the transport (the consent-aware analytics module installs itself here). */
export function setAnalyticsTransport(next: Transport): void {
  transport = next;
}

/** The events recorded by the default transport, oldest first. */
export function recordedEvents(): readonly AnalyticsEvent[] {
  return recorded;
}

/** gtag's settings once its script has loaded (spec §7). */
export const GTAG_CONFIG = {
  send_page_view: true,
  anonymize_ip: true,
  cookie_expires: 7200,
  cookie_flags: "secure;samesite=none",
} as const;

/** Delay between a path change and the page-view configuration (spec §4). */
export const PAGE_VIEW_CONFIG_DELAY_MS = 1000;

/**
 * The inline script that must run before anything else when analytics is configured: the
 * dataLayer, the gtag function and the consent-mode defaults (everything optional denied).
 */
export function consentDefaultsScript(): string {
  return [
    "window.dataLayer=window.dataLayer||[];",
    "window.gtag=function(){window.dataLayer.push(arguments);};",
    `window.gtag("consent","default",${JSON.stringify(CONSENT_MODE_DEFAULTS)});`,
  ].join("");
}

/** Calls gtag when analytics is configured on this page; otherwise nothing leaves the browser. */
export function gtag(...args: unknown[]): boolean {
  if (typeof window === "undefined" || typeof window.gtag !== "function") return false;
  window.gtag(...args);
  return true;
}

/**
 * The newest consent record this page knows: the visitor's last choice, or what the server said
 * since. A choice is newer than the page's loader data until the root loader revalidates, so a
 * navigation in between must not re-apply the older record.
 */
let newestConsent: ConsentPreferences | null = null;

/** Pushes a consent record to the analytics consent signal, and remembers it as the newest. */
export function updateAnalyticsConsent(preferences: ConsentPreferences): void {
  newestConsent = preferences;
  gtag("consent", "update", consentSignals(preferences));
}

/** The server's record as last seen, to tell new information from the same record reloaded. */
let serverConsent: ConsentPreferences | null = null;

/**
 * Takes the server's record (root loader data) as the newest when it says something new. A page
 * requested before the visitor's choice was saved brings back the old record: that one does not
 * undo the choice.
 */
export function rememberServerConsent(preferences: ConsentPreferences): void {
  if (serverConsent && sameConsent(serverConsent, preferences)) return;
  serverConsent = preferences;
  newestConsent = preferences;
}

function sameConsent(a: ConsentPreferences, b: ConsentPreferences): boolean {
  return CONSENT_FIELDS.every((field) => a[field] === b[field]);
}

/** The record's fields, as the consent module defines them. */
const CONSENT_FIELDS = Object.keys(DEFAULT_CONSENT) as (keyof ConsentPreferences)[];

/** Re-applies the newest record (on every path change), once there is one. */
export function reapplyAnalyticsConsent(): void {
  if (newestConsent) updateAnalyticsConsent(newestConsent);
}
