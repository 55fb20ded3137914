import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { apiError, apiJson, assertSameOrigin, readJsonBody } from "~/features/api/index.server";
import { requireUserId } from "~/features/accounts/index.server";
import { WHEEL_MESSAGES, checkWheelName, isWheelId } from "~/features/wheel";
import { MAX_RENAME_BODY_BYTES, removeWheel, renameWheel } from "~/features/wheel/index.server";

// One of the signed-in user's saved wheels: PATCH `{ name }` renames it, DELETE removes it
// (removing it twice is harmless).

const USE = "Use PATCH to rename a saved wheel, or DELETE to remove it.";

export async function action(args: ActionFunctionArgs) {
  const { request, context, params } = args;
  if (request.method !== "PATCH" && request.method !== "DELETE") {
    return apiError(405, "method_not_allowed", USE, { headers: { Allow: "PATCH, DELETE" } });
  }
  assertSameOrigin(request);
  const userId = await requireUserId(args, WHEEL_MESSAGES.signIn);
  const { wheelId } = params;
  if (!isWheelId(wheelId)) return apiError(400, "invalid_wheel_id", WHEEL_MESSAGES.wheelId);
  const id = wheelId.toLowerCase();
  const db = context.cloudflare.env.DB;
  if (request.method === "DELETE") {
    return apiJson({ removed: await removeWheel(db, userId, id) });
  }
  const body = await readJsonBody(request, MAX_RENAME_BODY_BYTES);
  const name = checkWheelName((body as { name?: unknown } | null)?.name);
  if (!name.ok) return apiError(400, "invalid_name", name.message);
  const wheel = await renameWheel(db, userId, id, name.name);
  if (!wheel) return apiError(404, "not_found", WHEEL_MESSAGES.notFound);
  return apiJson({ wheel });
}

export function loader() {
  return apiError(405, "method_not_allowed", USE, { headers: { Allow: "PATCH, DELETE" } });
}
