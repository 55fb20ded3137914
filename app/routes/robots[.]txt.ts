import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { CACHE_CONTROL } from "~/utils/cache-control";
import { getSiteConfig } from "~/features/shell/index.server";
import { robotsTxt } from "~/features/shell/index.server";

/** /robots.txt: crawl everything public, and here is the sitemap. */
export function loader({ context }: LoaderFunctionArgs) {
  const { origin } = getSiteConfig(context.cloudflare.env);
  return new Response(robotsTxt(origin), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": CACHE_CONTROL.publicShort,
    },
  });
}
