import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";

import { answerDrawProof } from "~/features/draws/index.server";

/** GET /api/v1/draws/{id}/proof?leaf=…: where an entrant's leaf is in a hidden list. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  answerDrawProof(request, context.cloudflare.env, params.id ?? "");

/** Any other method is a 405. */
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  answerDrawProof(request, context.cloudflare.env, params.id ?? "");
