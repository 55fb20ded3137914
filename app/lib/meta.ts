import type { MetaDescriptor } from "@remix-run/cloudflare";

import { SITE_CONFIG_DEFAULTS } from "~/lib/site-defaults";
import type { RootLoaderData } from "~/root";

interface MatchLike {
  id: string;
  data?: unknown;
}

/** The root loader's data from a route's meta matches, when the root loaded. */
export function rootDataFrom(matches: readonly MatchLike[]): RootLoaderData | undefined {
  return matches.find((match) => match.id === "root")?.data as RootLoaderData | undefined;
}

/** Title and description of a page; never throws when loader data is missing. */
export function pageMeta(
  matches: readonly MatchLike[],
  page: { title: string; description?: string },
): MetaDescriptor[] {
  const site = rootDataFrom(matches)?.site;
  const appName = site?.appName ?? SITE_CONFIG_DEFAULTS.APP_NAME;
  return [
    { title: `${page.title} · ${appName}` },
    { name: "description", content: page.description ?? site?.appDescription ?? "" },
  ];
}
