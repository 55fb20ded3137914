import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";

import { answerRun } from "~/features/api/index.server";

/** GET /api/v1/generators/{id}?…: runs the generator with the page's permalink parameters. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  answerRun(request, context.cloudflare.env, params.id ?? "");

/** POST /api/v1/generators/{id} with the same fields in a JSON body; other methods get a 405. */
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  answerRun(request, context.cloudflare.env, params.id ?? "");
