import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { apiError, apiJson, assertSameOrigin } from "~/features/api/index.server";
import { requireUserId } from "~/features/accounts/index.server";
import { NoteIdSchema, removeNote } from "~/features/saved-values/index.server";
import { NOTE_MESSAGES } from "~/features/saved-values";

/** DELETE removes one of the signed-in user's saved values; removing it twice is harmless. */
export async function action(args: ActionFunctionArgs) {
  const { request, context, params } = args;
  if (request.method !== "DELETE") {
    return apiError(405, "method_not_allowed", "Use DELETE to remove a saved value.", {
      headers: { Allow: "DELETE" },
    });
  }
  assertSameOrigin(request);
  const userId = await requireUserId(args);
  const noteId = NoteIdSchema.safeParse(params.noteId);
  if (!noteId.success) {
    return apiError(400, "invalid_note_id", NOTE_MESSAGES.noteId);
  }
  const removed = await removeNote(context.cloudflare.env.DB, userId, noteId.data);
  return apiJson({ removed });
}

export function loader() {
  return apiError(405, "method_not_allowed", "Use DELETE to remove a saved value.", {
    headers: { Allow: "DELETE" },
  });
}
