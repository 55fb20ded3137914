import { apiError, apiJson, defineEndpoint } from "~/features/api/index.server";
import { requireUserId } from "~/features/accounts/index.server";
import { WHEEL_MESSAGES, checkWheel, isTooLarge } from "~/features/wheel";
import { MAX_WHEEL_BODY_BYTES, listWheels, saveWheel } from "~/features/wheel/index.server";

// The signed-in user's saved wheels: GET lists them (newest first), POST `{ wheel }` saves one
// (inserts it, or updates the one with its id). Renaming and removing one is
// /resources/wheels/{wheelId}.

const wheels = defineEndpoint({
  audience: "site",
  methods: ["GET", "POST"],
  auth: (args) => requireUserId(args, WHEEL_MESSAGES.signIn),
  body: {
    maxBytes: MAX_WHEEL_BODY_BYTES,
    tooLarge: () => apiError(413, "too_large", WHEEL_MESSAGES.tooLarge),
  },
  handle: async ({ request, env, user, body }) => {
    if (request.method !== "POST") return apiJson({ wheels: await listWheels(env.DB, user) });
    const wheel = ((await body()) as { wheel?: unknown } | null)?.wheel;
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
    const outcome = await saveWheel(env.DB, user, checked.wheel);
    if (!outcome.ok) return apiError(409, outcome.code, WHEEL_MESSAGES.limitReached);
    return apiJson({ wheel: outcome.wheel });
  },
});

export const loader = wheels;
export const action = wheels;
