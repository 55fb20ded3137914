import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";

import { GeneralErrorBoundary } from "~/features/shell";
import { renderClerkRoot } from "~/features/accounts";
import { SiteChrome, SiteDocument } from "~/features/shell";
import { useRootData, SITE_CONFIG_DEFAULTS, SITE_ICON_LINKS } from "~/features/shell";
import { loadRootData } from "~/features/shell/index.server";
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

/** The HTML document every page renders in (the shell's). */
export const Layout = SiteDocument;

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
