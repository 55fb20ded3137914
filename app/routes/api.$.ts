import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";

import { answerUnknown } from "~/features/api/index.server";

/** Any other address under /api/: a JSON 404, not the site's HTML page. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  answerUnknown(request, context.cloudflare.env);

export const action = ({ request, context }: ActionFunctionArgs) =>
  answerUnknown(request, context.cloudflare.env);
