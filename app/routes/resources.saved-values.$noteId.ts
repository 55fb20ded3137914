import { apiError, apiJson, defineEndpoint } from "~/features/api/index.server";
import { requireUserId } from "~/features/accounts/index.server";
import { NoteIdSchema, removeNote } from "~/features/saved-values/index.server";
import { NOTE_MESSAGES } from "~/features/saved-values";

/** DELETE removes one of the signed-in user's saved values; removing it twice is harmless. */
const savedValue = defineEndpoint({
  audience: "site",
  methods: ["DELETE"],
  usage: "Use DELETE to remove a saved value.",
  auth: (args) => requireUserId(args),
  handle: async ({ env, params, user }) => {
    const noteId = NoteIdSchema.safeParse(params.noteId);
    if (!noteId.success) return apiError(400, "invalid_note_id", NOTE_MESSAGES.noteId);
    return apiJson({ removed: await removeNote(env.DB, user, noteId.data) });
  },
});

export const loader = savedValue;
export const action = savedValue;
