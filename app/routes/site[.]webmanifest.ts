import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { CACHE_CONTROL } from "~/utils/cache-control";
import { getSiteConfig } from "~/features/shell/index.server";
import { webManifest } from "~/features/shell/index.server";

/** /site.webmanifest: the web app manifest, named from the configured site. */
export function loader({ context }: LoaderFunctionArgs) {
  return new Response(JSON.stringify(webManifest(getSiteConfig(context.cloudflare.env))), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": CACHE_CONTROL.publicShort,
    },
  });
}
