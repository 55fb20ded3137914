import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";
import { lazy, Suspense, type ReactNode } from "react";
import { PreventFlashOnWrongTheme, ThemeProvider, useTheme } from "~/features/shell";

import { AnalyticsDefaults, loadGoogleAnalytics } from "~/features/consent";
import { GeneralErrorBoundary } from "~/features/shell";
import { renderClerkRoot } from "~/features/accounts";
import { LoadingBar } from "~/features/shell";
import { SiteChrome } from "~/features/shell";
import { readConsent, shouldShowConsentDialog } from "~/features/consent/index.server";
import { AuthConfigError, withRootAuth } from "~/features/accounts/index.server";
import { useNonce } from "~/utils/nonce";
import { type RootData, useRootData } from "~/features/shell";
import { SiteConfigError, getSiteConfig } from "~/features/shell/index.server";
import { SITE_CONFIG_DEFAULTS } from "~/features/shell";
import { SITE_ICON_LINKS } from "~/features/shell";
import { isApplePlatform } from "~/features/shell";
import { useHydrated } from "~/utils/use-hydrated";
import { getThemeSession } from "~/features/shell/index.server";
import stylesheet from "~/tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  ...SITE_ICON_LINKS,
];

function configurationError(problem: string): Response {
  return new Response(`This deployment is misconfigured: ${problem}`, {
    status: 500,
    statusText: "Configuration error",
  });
}

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  let site;
  try {
    site = getSiteConfig(context.cloudflare.env);
  } catch (error) {
    if (!(error instanceof SiteConfigError)) throw error;
    console.error(error.message);
    throw configurationError(
      `${error.problems.join("; ")}. Fix the [vars] in wrangler.toml (or the dashboard) and redeploy.`,
    );
  }
  try {
    // With Clerk keys this goes through Clerk's rootAuthLoader; keyless it only adds `auth`.
    return await withRootAuth(args, async () => {
      const themeSession = await getThemeSession(request);
      const consent = await readConsent(request);
      return {
        site,
        theme: themeSession.getTheme(),
        // The edge decides whether the consent dialog opens: never for crawlers or headless tools.
        consent: { ...consent, showDialog: shouldShowConsentDialog(request, consent) },
        isMac: isApplePlatform(request.headers.get("user-agent") ?? ""),
      };
    });
  } catch (error) {
    if (error instanceof AuthConfigError) throw configurationError(error.problem);
    throw error;
  }
}

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
