import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { embedPageResponse } from "~/features/embed/index.server";
import stylesheet from "~/tailwind.css?url";

/** /embed/{generatorId}: a generator (or the wheel) for another site's page, framable by any. */
export const loader = (args: LoaderFunctionArgs) => embedPageResponse(args, stylesheet);
