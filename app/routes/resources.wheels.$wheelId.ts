import { apiError, apiJson, defineEndpoint } from "~/features/api/index.server";
import { requireUserId } from "~/features/accounts/index.server";
import { WHEEL_MESSAGES, checkWheelName, isWheelId } from "~/features/wheel";
import { MAX_RENAME_BODY_BYTES, removeWheel, renameWheel } from "~/features/wheel/index.server";

// One of the signed-in user's saved wheels: PATCH `{ name }` renames it, DELETE removes it
// (removing it twice is harmless).

const wheel = defineEndpoint({
  audience: "site",
  methods: ["PATCH", "DELETE"],
  usage: "Use PATCH to rename a saved wheel, or DELETE to remove it.",
  auth: (args) => requireUserId(args, WHEEL_MESSAGES.signIn),
  body: {
    maxBytes: MAX_RENAME_BODY_BYTES,
  },
  handle: async ({ request, env, params, user, body }) => {
    const { wheelId } = params;
    if (!isWheelId(wheelId)) return apiError(400, "invalid_wheel_id", WHEEL_MESSAGES.wheelId);
    const id = wheelId.toLowerCase();
    if (request.method === "DELETE")
      return apiJson({ removed: await removeWheel(env.DB, user, id) });
    const name = checkWheelName(((await body()) as { name?: unknown } | null)?.name);
    if (!name.ok) return apiError(400, "invalid_name", name.message);
    const renamed = await renameWheel(env.DB, user, id, name.name);
    if (!renamed) return apiError(404, "not_found", WHEEL_MESSAGES.notFound);
    return apiJson({ wheel: renamed });
  },
});

export const loader = wheel;
export const action = wheel;
