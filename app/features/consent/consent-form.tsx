import { useFetcher } from "@remix-run/react";
import { useState, type FormEvent } from "react";

import { readConsentSubmission } from "./consent-form-state";
import { toggleConsentCategory, type ConsentCategory, type ConsentPreferences } from "./consent";

/** The dialog's title and description, shared by its server-rendered and interactive forms. */
export const CONSENT_DIALOG_TITLE = "Cookie Preferences";
export const CONSENT_DIALOG_DESCRIPTION =
  "Necessary cookies are always on. Choose whether to allow the others; you can change this any time from Cookie Settings at the bottom of every page.";

const SECTIONS: readonly { category: ConsentCategory | null; title: string; text: string }[] = [
  {
    category: null,
    title: "Necessary Cookies (Required)",
    text: "These keep the site working: your theme and these cookie choices. They are always on.",
  },
  {
    category: "analytics",
    title: "Analytics Cookies",
    text: "Let us count visits and see which generators people use, without identifying you.",
  },
  {
    category: "marketing",
    title: "Marketing Cookies",
    text: "Would let advertising partners measure and personalise ads. This site shows no ads today.",
  },
  {
    category: "personalization",
    title: "Personalization Cookies",
    text: "Would let the site remember preferences beyond the necessary ones.",
  },
];

const LABELS: Record<ConsentCategory, string> = {
  analytics: "Allow Analytics Cookies",
  marketing: "Allow Marketing Cookies",
  personalization: "Allow Personalization Cookies",
};

interface ConsentFormProps {
  /** Prefixes every field id, so two copies of the form never share ids. */
  idPrefix: string;
  /** The current record: the toggles start from it. */
  preferences: ConsentPreferences;
  /** Without JavaScript the post returns here; with it the form stays on the page. */
  redirectTo: string;
  /** Called with the new record as soon as a button is pressed. */
  onChosen?: (preferences: ConsentPreferences) => void;
}

/** The cookie choices: an accordion of the four categories and the three buttons. */
export function ConsentForm({ idPrefix, preferences, redirectTo, onChosen }: ConsentFormProps) {
  const fetcher = useFetcher();
  const [toggles, setToggles] = useState(preferences);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { body, preferences } = readConsentSubmission(
      event.currentTarget,
      (event.nativeEvent as SubmitEvent).submitter,
    );
    fetcher.submit(body, { method: "post", action: "/cookie-settings" });
    onChosen?.(preferences);
  }

  return (
    <fetcher.Form method="post" action="/cookie-settings" onSubmit={onSubmit}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div className="flex flex-col divide-y divide-border rounded-md border border-border">
        {SECTIONS.map(({ category, title, text }) => (
          <details key={title} className="group px-3 py-2">
            <summary className="cursor-pointer font-medium">{title}</summary>
            <p className="mt-2 text-sm text-muted-fg">{text}</p>
            {category ? (
              <div className="mt-2 flex items-center gap-2">
                <input
                  id={`${idPrefix}-${category}`}
                  name={category}
                  type="checkbox"
                  checked={toggles[category]}
                  onChange={() => setToggles((current) => toggleConsentCategory(current, category))}
                  className="size-4 accent-[var(--accent)]"
                />
                <label htmlFor={`${idPrefix}-${category}`} className="text-sm font-medium">
                  {LABELS[category]}
                </label>
              </div>
            ) : null}
          </details>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="submit" name="intent" value="reject-all" className="btn btn-ghost">
          Reject All
        </button>
        <button type="submit" name="intent" value="save" className="btn btn-ghost">
          Save Preferences
        </button>
        <button type="submit" name="intent" value="accept-all" className="btn btn-primary">
          Accept All
        </button>
      </div>
    </fetcher.Form>
  );
}
