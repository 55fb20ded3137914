import { z } from "zod";

import {
  API_ENDPOINTS,
  apiError,
  apiJson,
  defineEndpoint,
  invalidInput,
} from "~/features/api/index.server";
import { DRAW_MESSAGES } from "./draw-input";
import { DRAW_LIMITS } from "./draw-limits";
import { createDrawFor } from "./create-draw.server";
import { viewDraw } from "./draw-view.server";
import { proveLeaf, takeMembershipCheck } from "./membership.server";
import { drawPath } from "./public-draw";

// The draws API: POST /api/v1/draws creates one, GET /api/v1/draws/{id} reads it (resolving it
// when its round is due). There is no method that changes a draw: any other gets a 405 (the
// methods are API_ENDPOINTS', which the OpenAPI document quotes).

/** POST /api/v1/draws with a JSON body: 201 and the new draw, or a readable 4xx. */
export const createDrawEndpoint = defineEndpoint({
  ...API_ENDPOINTS.createDraw,
  body: {
    maxBytes: DRAW_LIMITS.maxBodyBytes,
    wrongType: 415,
    tooLarge: () => apiError(413, "payload_too_large", DRAW_MESSAGES.tooLarge),
    schema: z.record(z.string(), z.unknown()),
    invalid: () =>
      apiError(
        400,
        "invalid_body",
        'The body must be a JSON object such as {"title": "Raffle", "entries": ["Ann", "Bo"], "winners": 1}.',
      ),
  },
  handle: async ({ request, env, body, defer }) => {
    const outcome = await createDrawFor(env, request, await body(), null, defer);
    if (outcome.ok) {
      return apiJson(
        { ...outcome.draw, receipts: outcome.receipts },
        { status: 201, headers: { Location: drawPath(outcome.draw.id) } },
      );
    }
    if (outcome.status === 429) {
      return apiError(429, "rate_limited", outcome.message, {
        headers: { "Retry-After": String(outcome.retryAfter) },
      });
    }
    return invalidInput(outcome.problems);
  },
});

/** What reading a draw that does not exist answers, by the API and by the MCP server's read-draw. */
export const noSuchDraw = (id: string) => `There is no draw with the id "${id.slice(0, 40)}".`;

/** GET /api/v1/draws/{id}: the draw's public record. */
export const drawEndpoint = defineEndpoint({
  ...API_ENDPOINTS.readDraw,
  handle: async ({ request, env, params }) => {
    const id = params.id ?? "";
    const draw = await viewDraw(env, request, id);
    if (!draw) {
      return apiError(404, "not_found", noSuchDraw(id));
    }
    return apiJson(draw);
  },
});

/** GET /api/v1/draws/{id}/proof?leaf=…: a hidden list's leaf, its position and its proof. */
export const drawProofEndpoint = defineEndpoint({
  ...API_ENDPOINTS.proveEntry,
  handle: async ({ request, env, params, url }) => {
    const limit = await takeMembershipCheck(request);
    if (!limit.ok) {
      return apiError(429, "rate_limited", limit.message, {
        headers: { "Retry-After": String(limit.retryAfter) },
      });
    }
    const proof = await proveLeaf(env.DB, params.id ?? "", url.searchParams.get("leaf") ?? "");
    if (!proof.ok) {
      return proof.status === 404
        ? apiError(404, "not_found", proof.message)
        : apiError(400, "invalid_input", proof.message, { field: "leaf" });
    }
    const { ok: _ok, ...answer } = proof;
    return apiJson(answer);
  },
});
