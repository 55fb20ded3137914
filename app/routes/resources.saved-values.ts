import { apiError, apiJson, defineEndpoint } from "~/features/api/index.server";
import { requireUserId } from "~/features/accounts/index.server";
import {
  AddNotesSchema,
  MAX_BODY_BYTES,
  addNotes,
  clearNotes,
  describeProblem,
  listNotes,
} from "~/features/saved-values/index.server";

// The signed-in user's saved values: GET lists them, POST adds (idempotent by note id),
// DELETE clears them all. Removing one is DELETE /resources/saved-values/{noteId}.

const savedValues = defineEndpoint({
  audience: "site",
  methods: ["GET", "POST", "DELETE"],
  auth: (args) => requireUserId(args),
  body: {
    maxBytes: MAX_BODY_BYTES,
    schema: AddNotesSchema,
    invalid: (error) => {
      const { message, at } = describeProblem(error.issues[0]);
      return apiError(400, "invalid_notes", message, { details: { at } });
    },
  },
  handle: async ({ request, env, user, body }) => {
    if (request.method === "GET" || request.method === "HEAD") {
      return apiJson({ notes: await listNotes(env.DB, user) });
    }
    if (request.method === "DELETE") return apiJson({ removed: await clearNotes(env.DB, user) });
    const outcome = await addNotes(env.DB, user, (await body()).notes);
    if (!outcome.ok) {
      return apiError(409, outcome.code, outcome.message, { alongside: { saved: outcome.saved } });
    }
    return apiJson({ saved: outcome.saved });
  },
});

export const loader = savedValues;
export const action = savedValues;
