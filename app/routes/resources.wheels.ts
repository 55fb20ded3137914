import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";

import { apiError, apiJson, assertSameOrigin, readJsonBody } from "~/features/api/index.server";
import { requireUserId } from "~/features/accounts/index.server";
import { WHEEL_MESSAGES, checkWheel, isTooLarge } from "~/features/wheel";
import { MAX_WHEEL_BODY_BYTES, listWheels, saveWheel } from "~/features/wheel/index.server";

// The signed-in user's saved wheels: GET lists them (newest first), POST `{ wheel }` saves one
// (inserts it, or updates the one with its id). Renaming and removing one is
// /resources/wheels/{wheelId}.

export async function loader(args: LoaderFunctionArgs) {
  const userId = await requireUserId(args, WHEEL_MESSAGES.signIn);
  return apiJson({ wheels: await listWheels(args.context.cloudflare.env.DB, userId) });
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  if (request.method !== "POST") {
    return apiError(405, "method_not_allowed", "Use GET or POST here.", {
      headers: { Allow: "GET, POST" },
    });
  }
  assertSameOrigin(request);
  const userId = await requireUserId(args, WHEEL_MESSAGES.signIn);
  const body = await readJsonBody(request, MAX_WHEEL_BODY_BYTES, {
    tooLargeResponse: () => apiError(413, "too_large", WHEEL_MESSAGES.tooLarge),
  });
  const wheel = (body as { wheel?: unknown } | null)?.wheel;
  const checked = checkWheel(
    typeof wheel === "object" && wheel !== null
      ? // The server sets the time; a client's clock is not asked for.
        { ...wheel, updatedAt: new Date().toISOString() }
      : wheel,
  );
  if (!checked.ok) {
    return isTooLarge(checked.message)
      ? apiError(413, "too_large", checked.message)
      : apiError(400, "invalid_wheel", checked.message);
  }
  const outcome = await saveWheel(context.cloudflare.env.DB, userId, checked.wheel);
  if (!outcome.ok) return apiError(409, outcome.code, WHEEL_MESSAGES.limitReached);
  return apiJson({ wheel: outcome.wheel });
}
