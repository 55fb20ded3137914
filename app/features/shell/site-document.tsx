import { Links, Meta, Scripts, ScrollRestoration } from "@remix-run/react";
import { lazy, Suspense, type ReactNode } from "react";

import { AnalyticsDefaults, loadGoogleAnalytics } from "~/features/consent";
import { SIGN_RECORDER } from "~/ui/first-sign";
import { useNonce } from "~/utils/nonce";
import { useHydrated } from "~/utils/use-hydrated";

import { LoadingBar } from "./loading-bar";
import { type RootData, useRootData } from "./root-data";
import { PreventFlashOnWrongTheme, ThemeProvider, useTheme } from "./theme";

// Analytics renders nothing and acts only in the browser: its chunk loads once the page is
// interactive, and only on deployments with a measurement id.
const Analytics = lazy(loadGoogleAnalytics);

/** The theme endpoint remix-themes posts a new choice to. */
const THEME_ACTION = "/resources/theme";

/** Every page's HTML document around its content: the root route's Layout. */
export function SiteDocument({ children }: { children: ReactNode }) {
  const data = useRootData();
  return (
    <ThemeProvider specifiedTheme={data?.theme ?? null} themeAction={THEME_ACTION}>
      <Document data={data}>{children}</Document>
    </ThemeProvider>
  );
}

function Document({ data, children }: { data: RootData | undefined; children: ReactNode }) {
  const [theme] = useTheme();
  const nonce = useNonce();
  const measurementId = data?.site.analyticsMeasurementId ?? null;
  const hydrated = useHydrated();
  return (
    <html
      lang="en"
      className={theme ?? ""}
      data-accounts={data?.auth.mode}
      suppressHydrationWarning
    >
      <head>
        {measurementId ? <AnalyticsDefaults nonce={nonce} /> : null}
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <PreventFlashOnWrongTheme ssrTheme={Boolean(data?.theme)} nonce={nonce} />
        {/* A visitor's first move, kept for the code that waits for it (app/ui/first-sign.ts). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: SIGN_RECORDER }}
        />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-bg text-fg antialiased">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <LoadingBar />
        {children}
        {measurementId && hydrated ? (
          <Suspense fallback={null}>
            <Analytics measurementId={measurementId} />
          </Suspense>
        ) : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}
