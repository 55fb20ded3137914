import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useRouteLoaderData } from "@remix-run/react";

import { rootDataFrom } from "~/lib/meta";
import { SITE_CONFIG_DEFAULTS } from "~/lib/site-defaults";
import type { loader as rootLoader } from "~/root";

export const meta: MetaFunction = ({ matches }) => {
  const site = rootDataFrom(matches)?.site;
  return [
    { title: site ? `${site.appName} — ${site.appDescription}` : SITE_CONFIG_DEFAULTS.APP_NAME },
    { name: "description", content: site?.appDescription ?? "" },
  ];
};

export default function Home() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <section className="py-8">
      <h1 className="text-4xl font-bold tracking-tight">{root?.site.appName}</h1>
      <p className="mt-3 text-lg text-muted-fg">{root?.site.appDescription}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/all" className="btn btn-primary">
          Browse generators
        </Link>
        <Link to="/docs" className="btn btn-ghost">
          How it works
        </Link>
      </div>
    </section>
  );
}
