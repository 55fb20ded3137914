import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { oembedResponse } from "~/features/embed/index.server";
import { getSiteConfig } from "~/features/shell/index.server";

/** /oembed?url=…: the iframe that shows a generator's page pasted into WordPress and the like. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return oembedResponse(request, getSiteConfig(context.cloudflare.env));
}
