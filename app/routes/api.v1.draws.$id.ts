import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";

import { answerDraw } from "~/features/draws/index.server";

/** GET /api/v1/draws/{id}: a draw's public record, resolved when its round is due. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  answerDraw(request, context.cloudflare.env, params.id ?? "");

/** Every other method (PUT, PATCH, DELETE, POST) is a 405: a committed draw never changes. */
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  answerDraw(request, context.cloudflare.env, params.id ?? "");
