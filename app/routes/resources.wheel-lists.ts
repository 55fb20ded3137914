import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { apiError, apiJson, assertSameOrigin, readJsonBody } from "~/features/api/index.server";
import { WHEEL_MESSAGES } from "~/features/wheel";
import { WheelListRefused, storeWheelList } from "~/features/wheel/index.server";
import { MAX_WHEEL_BODY_BYTES } from "~/features/wheel/index.server";

// POST `{ entries }` stores a wheel's entries for sharing and answers `{ id }`: the page links
// to /spin-the-wheel?list=<id> when the entries are too long for a URL. Anyone may post (a
// signed-out visitor shares too); the same text always gets the same id.

const USE = "Use POST with { entries } to share a wheel's entries.";

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    return apiError(405, "method_not_allowed", USE, { headers: { Allow: "POST" } });
  }
  assertSameOrigin(request);
  const body = await readJsonBody(request, MAX_WHEEL_BODY_BYTES, {
    tooLargeResponse: () => apiError(413, "too_large", WHEEL_MESSAGES.tooLarge),
  });
  const entries = (body as { entries?: unknown } | null)?.entries;
  if (typeof entries !== "string") {
    return apiError(400, "invalid_entries", WHEEL_MESSAGES.entriesNotText);
  }
  try {
    return apiJson({ id: await storeWheelList(context.cloudflare.env.DB, entries) });
  } catch (error) {
    if (error instanceof WheelListRefused) {
      const code = error.status === 413 ? "too_large" : "invalid_entries";
      return apiError(error.status, code, error.message);
    }
    throw error;
  }
}

export function loader() {
  return apiError(405, "method_not_allowed", USE, { headers: { Allow: "POST" } });
}
