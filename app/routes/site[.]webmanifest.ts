import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { CACHE_CONTROL } from "~/lib/http-headers.server";
import { getSiteConfig } from "~/lib/site-config.server";
import { webManifest } from "~/lib/web-manifest.server";

/** /site.webmanifest: the web app manifest, named from the configured site. */
export function loader({ context }: LoaderFunctionArgs) {
  return new Response(JSON.stringify(webManifest(getSiteConfig(context.cloudflare.env))), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": CACHE_CONTROL.publicShort,
    },
  });
}
