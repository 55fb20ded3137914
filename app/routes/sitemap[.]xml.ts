import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { CACHE_CONTROL } from "~/utils/cache-control";
import { getSiteConfig } from "~/features/shell/index.server";
import { sitemapXml } from "~/features/shell/index.server";

/** /sitemap.xml: every public page, with absolute URLs on the configured domain. */
export function loader({ context }: LoaderFunctionArgs) {
  const { origin } = getSiteConfig(context.cloudflare.env);
  return new Response(sitemapXml(origin), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": CACHE_CONTROL.publicShort,
    },
  });
}
