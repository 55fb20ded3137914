import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";

import { answerCatalogue } from "~/features/api/index.server";

/** GET /api/v1/generators: every generator with its inputs as JSON Schema, and the categories. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  answerCatalogue(request, context.cloudflare.env);

/** Any other method: a JSON 405 (or the CORS preflight). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  answerCatalogue(request, context.cloudflare.env);
