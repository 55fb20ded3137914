import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { HomePage } from "~/features/catalogue";
import { homePageData } from "~/features/catalogue/index.server";
import { absoluteUrl, pageMeta, rootDataFrom } from "~/features/shell";

export const loader = () => homePageData();

export const meta: MetaFunction = ({ matches }) => {
  const site = rootDataFrom(matches)?.site;
  const appName = site?.appName ?? "";
  const [, ...tags] = pageMeta(matches, {
    title: appName,
    description: site?.appDescription,
    path: "/",
    jsonLd: [
      {
        "@type": "WebSite",
        name: appName,
        url: absoluteUrl(matches, "/"),
        description: site?.appDescription,
        potentialAction: {
          "@type": "SearchAction",
          target: {
            "@type": "EntryPoint",
            urlTemplate: `${absoluteUrl(matches, "/all")}?q={search_term_string}`,
          },
          "query-input": "required name=search_term_string",
        },
      },
    ],
  });
  // The home page's title is the site itself: "Randomly — The ultimate random generation tool".
  return [{ title: site ? `${site.appName} — ${site.appDescription}` : appName }, ...tags];
};

export default function Home() {
  return <HomePage {...useLoaderData<typeof loader>()} />;
}
