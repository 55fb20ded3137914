import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";

import { ConsentDialogs } from "~/components/consent/consent-dialogs";
import { SavedValuesButton } from "~/components/saved/saved-values-button";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { DEFAULT_CONSENT } from "~/lib/consent";
import { SITE_CONFIG_DEFAULTS } from "~/lib/site-defaults";
import { useRootData } from "~/lib/root-data";

/**
 * Everything around a page: the consent dialogs, header, main, footer and the saved-values
 * button. Rendered inside ClerkApp when accounts are on, so the header can show Clerk's state.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  const data = useRootData();
  const { pathname } = useLocation();
  const appName = data?.site.appName ?? SITE_CONFIG_DEFAULTS.APP_NAME;
  const appDescription = data?.site.appDescription ?? SITE_CONFIG_DEFAULTS.APP_DESCRIPTION;
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
