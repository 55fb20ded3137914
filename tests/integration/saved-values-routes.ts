import type { AppLoadContext } from "@remix-run/cloudflare";

import * as one from "~/routes/resources.saved-values.$noteId";
import * as all from "~/routes/resources.saved-values";

import { signSessionToken } from "../support/clerk-keys";

/** The origin requests are addressed to (the routes check a same-origin Origin header). */
export const ORIGIN = "http://localhost:8788";

/** Calls a route function the way Remix does, and turns a thrown Response into the answer. */
export async function callRoute(
  fn: (args: never) => Promise<Response> | Response,
  request: Request,
  params: Record<string, string>,
  context: AppLoadContext,
): Promise<Response> {
  try {
    return await fn({ request, context, params } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/**
 * `fetch` as a signed-in user's browser has it for /resources/saved-values, answered by the
 * real routes over the local D1 of `context` (what the account store is given in the browser).
 */
export function accountFetch(context: AppLoadContext, userId: string): typeof fetch {
  const token = signSessionToken(userId);
  return async (input, init = {}) => {
    if (init.signal?.aborted) throw new DOMException("The request was aborted.", "AbortError");
    const url = new URL(String(input), ORIGIN);
    const headers = new Headers(init.headers);
    headers.set("Authorization", `Bearer ${token}`);
    const request = new Request(url, { method: init.method ?? "GET", headers, body: init.body });
    const noteId = /^\/resources\/saved-values\/(.+)$/.exec(url.pathname)?.[1];
    const route = noteId === undefined ? all : one;
    const handler = request.method === "GET" ? route.loader : route.action;
    const params: Record<string, string> =
      noteId === undefined ? {} : { noteId: decodeURIComponent(noteId) };
    return callRoute(handler, request, params, context);
  };
}
