import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";

import { answerCreateDraw } from "~/features/draws/index.server";

/** GET /api/v1/draws: 405, the address only creates. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  answerCreateDraw(request, context.cloudflare.env);

/** POST /api/v1/draws with a JSON body creates a public draw. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  answerCreateDraw(request, context.cloudflare.env, (work) =>
    context.cloudflare.ctx.waitUntil(work),
  );
