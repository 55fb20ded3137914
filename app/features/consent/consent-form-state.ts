import {
  CONSENT_CATEGORIES,
  applyConsentChoice,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentPreferences,
} from "./consent";

// What a press of one of the consent form's buttons sends. Its own module: the first visit's
// dialog (server-rendered, made live in place by served-dialog.ts) needs it, not the form.

/**
 * What a press of Reject All, Save Preferences or Accept All in a copy of the form sends (its
 * fields, without the no-JavaScript return address) and the record it makes.
 */
export function readConsentSubmission(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): { body: FormData; preferences: ConsentPreferences } {
  const body = new FormData(form, submitter);
  body.delete("redirectTo");
  const intent = (body.get("intent") ?? "save") as ConsentChoice;
  const toggles = Object.fromEntries(
    CONSENT_CATEGORIES.map((category) => [category, body.get(category) === "on"]),
  ) as Record<ConsentCategory, boolean>;
  return { body, preferences: applyConsentChoice(intent, toggles) };
}
