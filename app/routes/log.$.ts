import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { serveSiteLog } from "~/features/transparency-log/index.server";

/**
 * GET /log/checkpoint, /log/key, /log/tile/<L>/<N>[.p/<W>] and /log/tile/entries/<N>[.p/<W>]:
 * the transparency log, read-only, in the C2SP formats (c2sp.org/tlog-tiles), CORS-open.
 */
export const loader = ({ params, context }: LoaderFunctionArgs) =>
  serveSiteLog(context.cloudflare.env, params["*"] ?? "");
