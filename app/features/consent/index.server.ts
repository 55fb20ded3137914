// The public face of the consent feature on the server: what other features and the routes may use (CONTRIBUTING.md).
export {
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  CONSENT_COOKIE_NAME,
  readConsent,
  serializeConsent,
  shouldShowConsentDialog,
} from "./consent.server";
