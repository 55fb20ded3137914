import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";
import { lazy, Suspense, type ReactNode } from "react";
import { PreventFlashOnWrongTheme, ThemeProvider, useTheme } from "~/features/shell";

import { AnalyticsDefaults, loadGoogleAnalytics } from "~/features/consent";
import { GeneralErrorBoundary } from "~/features/shell";
import { renderClerkRoot } from "~/features/accounts";
import { LoadingBar, SiteChrome } from "~/features/shell";
import { useNonce } from "~/utils/nonce";
import {
  type RootData,
  useRootData,
  SITE_CONFIG_DEFAULTS,
  SITE_ICON_LINKS,
} from "~/features/shell";
import { loadRootData } from "~/features/shell/index.server";
import { useHydrated } from "~/utils/use-hydrated";
import stylesheet from "~/tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  ...SITE_ICON_LINKS,
];

export const loader = (args: LoaderFunctionArgs) => loadRootData(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const appName = data?.site.appName ?? SITE_CONFIG_DEFAULTS.APP_NAME;
  return [
    { title: appName },
    {
      name: "description",
      content: data?.site.appDescription ?? SITE_CONFIG_DEFAULTS.APP_DESCRIPTION,
    },
  ];
};

// Analytics renders nothing and acts only in the browser: its chunk loads once the page is
// interactive, and only on deployments with a measurement id.
const Analytics = lazy(loadGoogleAnalytics);

/** The theme endpoint remix-themes posts a new choice to. */
const THEME_ACTION = "/resources/theme";

export function Layout({ children }: { children: ReactNode }) {
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

export default function App() {
  // With Clerk keys the site runs inside ClerkApp, a chunk keyless deployments never load.
  const withClerk = useRootData()?.auth.mode === "clerk" ? renderClerkRoot() : null;
  if (withClerk) return withClerk;
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary() {
  return (
    <SiteChrome>
      <GeneralErrorBoundary />
    </SiteChrome>
  );
}
