import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";

import { answerOpenApi } from "~/features/api/index.server";

/** GET /api/v1/openapi.json: the OpenAPI 3.1 document, generated from the registry. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  answerOpenApi(request, context.cloudflare.env);

/** Any other method: a JSON 405 (or the CORS preflight). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  answerOpenApi(request, context.cloudflare.env);
