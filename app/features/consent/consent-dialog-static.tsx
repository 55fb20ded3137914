import X from "lucide/dist/esm/icons/x.mjs";

import { Icon } from "~/ui/icon";
import { CONSENT_DIALOG_DESCRIPTION, CONSENT_DIALOG_TITLE, ConsentForm } from "./consent-form";
import type { ConsentPreferences } from "./consent";

// The Cookie Preferences dialog as the server sends it to a first visit: rendered only on the
// server (the browser keeps this HTML and never loads this module), shown by CSS about 100 ms
// after it is parsed, and working without JavaScript: the choices post the form to
// /cookie-settings, which saves them and returns here; the close button is a `method="dialog"`
// form, which closes a <dialog> natively. Once the page is interactive, the Radix dialog takes
// its place (focus held inside, Escape closes).

const IDS = { title: "consent-static-title", description: "consent-static-description" };

export default function ConsentDialogStatic({
  preferences,
  redirectTo,
}: {
  preferences: ConsentPreferences;
  redirectTo: string;
}) {
  return (
    <dialog
      open
      aria-labelledby={IDS.title}
      aria-describedby={IDS.description}
      className="consent-static fixed inset-0 z-50 m-0 hidden size-full open:flex max-h-none max-w-none items-center justify-center border-0 bg-black/50 p-0 text-fg"
    >
      <div className="max-h-[90vh] w-[min(92vw,32rem)] overflow-y-auto rounded-xl border border-border bg-bg p-5 shadow-2xl">
        <div className="mb-3 flex items-start justify-between gap-3">
          <h2 id={IDS.title} className="text-lg font-semibold">
            {CONSENT_DIALOG_TITLE}
          </h2>
          <form method="dialog">
            <button type="submit" className="btn btn-icon" aria-label="Close without saving">
              <Icon icon={X} className="size-5" />
            </button>
          </form>
        </div>
        <p id={IDS.description} className="mb-4 text-sm text-muted-fg">
          {CONSENT_DIALOG_DESCRIPTION}
        </p>
        <ConsentForm idPrefix="consent" preferences={preferences} redirectTo={redirectTo} />
      </div>
    </dialog>
  );
}
