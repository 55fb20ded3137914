import { apiError, apiJson, defineEndpoint } from "~/features/api/index.server";
import { requireUserId } from "~/features/accounts/index.server";
import { CLASS_LIST_MESSAGES, checkChange } from "~/features/class-lists";
import {
  changeClassList,
  listClassLists,
  MAX_CLASS_LIST_BODY_BYTES,
} from "~/features/class-lists/index.server";

// The signed-in user's class lists: GET lists them (most recently changed first), POST
// `{ change }` applies one change (save, remove, pick, reset) and answers the list after it.

const classLists = defineEndpoint({
  audience: "site",
  methods: ["GET", "POST"],
  auth: (args) => requireUserId(args, CLASS_LIST_MESSAGES.signIn),
  body: { maxBytes: MAX_CLASS_LIST_BODY_BYTES },
  handle: async ({ request, env, user, body }) => {
    if (request.method !== "POST") return apiJson({ lists: await listClassLists(env.DB, user) });
    const checked = checkChange(((await body()) as { change?: unknown } | null)?.change);
    if (!checked.ok) return apiError(400, "invalid_class_list_change", checked.message);
    const outcome = await changeClassList(env.DB, user, checked.change);
    if (outcome.ok) return apiJson({ list: outcome.list });
    if (outcome.code === "limit_reached") {
      return apiError(409, "limit_reached", CLASS_LIST_MESSAGES.limitReached);
    }
    if (outcome.code === "not_found")
      return apiError(404, "not_found", CLASS_LIST_MESSAGES.notFound);
    return apiError(409, "list_busy", CLASS_LIST_MESSAGES.unreachable);
  },
});

export const loader = classLists;
export const action = classLists;
