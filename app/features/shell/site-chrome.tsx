import { useLocation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";

import { ConsentDialogs } from "~/features/consent";
import { loadSavedValuesButton, savedValuesKeptHere } from "~/features/saved-values";
import { wakeNow } from "~/ui/first-sign";
import { island, once } from "~/ui/island";
import { SiteHeader } from "./site-header";
import { DEFAULT_CONSENT } from "~/features/consent";
import { SITE_CONFIG_DEFAULTS } from "./site-defaults";
import { useRootData } from "./root-data";

// The footer and the saved-values button are islands: painted from the server's HTML and made
// interactive by chunks fetched at the first sign of a visitor (they become live together, so the
// saved-values button's being enabled means both are). Someone with saved values, kept in this
// browser or in their account, sees their count at once: the page comes to life without a sign.
// The header hydrates with the page: its search, theme and menu buttons and its links work from
// the first moment the page does.
const loadChrome = once(() => Promise.all([import("./site-footer"), loadSavedValuesButton()]));
const SiteFooter = island("site-footer", () => loadChrome().then(([footer]) => footer.SiteFooter));
const SavedValuesButton = island("saved-values-button", () =>
  loadChrome().then(([, saved]) => saved.SavedValuesButton),
);

/**
 * Everything around a page: the consent dialogs, header, main, footer and the saved-values
 * button. Rendered inside ClerkApp when accounts are on, so the header can show Clerk's state.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  const data = useRootData();
  const { pathname } = useLocation();
  const appName = data?.site.appName ?? SITE_CONFIG_DEFAULTS.APP_NAME;
  const appDescription = data?.site.appDescription ?? SITE_CONFIG_DEFAULTS.APP_DESCRIPTION;
  const userId = data?.auth.userId ?? null;
  useEffect(() => {
    if (userId !== null || savedValuesKeptHere()) wakeNow();
  }, [userId]);
  return (
    <>
      <ConsentDialogs
        preferences={data?.consent.preferences ?? DEFAULT_CONSENT}
        showOnLoad={data?.consent.showDialog ?? false}
        corrupt={data?.consent.corrupt ?? false}
      >
        <SiteHeader appName={appName} isMac={data?.isMac ?? false} pathname={pathname} />
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
          {children}
        </main>
        <SiteFooter appName={appName} appDescription={appDescription} />
      </ConsentDialogs>
      <SavedValuesButton />
    </>
  );
}
