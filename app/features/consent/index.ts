// The public face of the consent feature: what other features and the routes may use (CONTRIBUTING.md).
export { GTAG_CONFIG, PAGE_VIEW_CONFIG_DELAY_MS, trackEvent } from "./analytics";
export { AnalyticsDefaults } from "./analytics-defaults";
export {
  applyConsentChoice,
  CONSENT_CATEGORIES,
  CONSENT_DIALOG_DELAY_MS,
  CONSENT_MODE_DEFAULTS,
  type ConsentChoice,
  DEFAULT_CONSENT,
} from "./consent";
export { ConsentDialogs, useOpenCookieSettings } from "./consent-dialogs";
export { ConsentForm } from "./consent-form";
export { loadGoogleAnalytics } from "./lazy";
