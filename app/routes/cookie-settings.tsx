import { data, redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLocation } from "@remix-run/react";

import { ConsentForm } from "~/features/consent";
import { PageHeader } from "~/ui/page-header";
import {
  CONSENT_CATEGORIES,
  DEFAULT_CONSENT,
  applyConsentChoice,
  type ConsentChoice,
} from "~/features/consent";
import { serializeConsent } from "~/features/consent/index.server";
import { CACHE_CONTROL } from "~/utils/cache-control";
import { pageMeta } from "~/features/shell";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { useRootData } from "~/features/shell";

const CHOICES: readonly ConsentChoice[] = ["accept-all", "reject-all", "save"];

/**
 * Saves a consent choice. The dialog posts here with a fetcher and gets JSON back; without
 * JavaScript the same form posts natively with `redirectTo` and is sent back to its page.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  if (!form || typeof intent !== "string" || !CHOICES.includes(intent as ConsentChoice)) {
    return data(
      {
        error: {
          code: "invalid_choice",
          message: "Choose Reject All, Save Preferences or Accept All.",
        },
      },
      { status: 400, headers: { "Cache-Control": CACHE_CONTROL.noStore } },
    );
  }
  const toggles = Object.fromEntries(
    CONSENT_CATEGORIES.map((category) => [category, form.get(category) === "on"]),
  ) as Record<(typeof CONSENT_CATEGORIES)[number], boolean>;
  const preferences = applyConsentChoice(intent as ConsentChoice, toggles);
  const headers = {
    "Set-Cookie": await serializeConsent(request, preferences),
    "Cache-Control": CACHE_CONTROL.noStore,
  };
  const redirectTo = form.get("redirectTo");
  if (redirectTo !== null) throw redirect(safeRedirectPath(redirectTo), { headers });
  return data({ preferences }, { headers });
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Cookie Settings",
    path: "/cookie-settings",
    description:
      "Choose which optional cookies this site may use: analytics, marketing and personalization.",
  });

export default function CookieSettingsPage() {
  const root = useRootData();
  const actionData = useActionData<typeof action>();
  const { search } = useLocation();
  const returnTo = safeRedirectPath(new URLSearchParams(search).get("from"));
  return (
    <>
      <PageHeader title="Cookie Settings">
        Necessary cookies keep the site working. Everything else is off until you allow it.
      </PageHeader>
      {actionData && "error" in actionData ? (
        <p role="alert" className="mb-4 text-danger">
          {actionData.error.message}
        </p>
      ) : null}
      <div className="max-w-xl rounded-lg border border-border p-4">
        <ConsentForm
          idPrefix="page-consent"
          preferences={root?.consent.preferences ?? DEFAULT_CONSENT}
          redirectTo={returnTo}
        />
      </div>
    </>
  );
}
