import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiError, apiJson, assertSameOrigin, readJsonBody } from "~/features/api/index.server";
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

export async function loader(args: LoaderFunctionArgs) {
  const userId = await requireUserId(args);
  return apiJson({ notes: await listNotes(args.context.cloudflare.env.DB, userId) });
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  if (request.method !== "POST" && request.method !== "DELETE") {
    return apiError(405, "method_not_allowed", "Use GET, POST or DELETE here.", {
      headers: { Allow: "GET, POST, DELETE" },
    });
  }
  assertSameOrigin(request);
  const userId = await requireUserId(args);
  const db = context.cloudflare.env.DB;
  if (request.method === "DELETE") {
    return apiJson({ removed: await clearNotes(db, userId) });
  }
  const parsed = AddNotesSchema.safeParse(await readJsonBody(request, MAX_BODY_BYTES));
  if (!parsed.success) {
    const { message, at } = describeProblem(parsed.error.issues[0]);
    return apiJson({ error: { code: "invalid_notes", message, at } }, { status: 400 });
  }
  const outcome = await addNotes(db, userId, parsed.data.notes);
  if (!outcome.ok) {
    return apiJson(
      { error: { code: outcome.code, message: outcome.message }, saved: outcome.saved },
      { status: 409 },
    );
  }
  return apiJson({ saved: outcome.saved });
}
