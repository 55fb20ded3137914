import { guarded } from "~/features/api/index.server";
import {
  apiFailure,
  DRAWS_ALLOW,
  invalidInput,
  withCorsHeaders,
} from "~/features/api/index.server";
import { DRAW_MESSAGES } from "./draw-input";
import { DRAW_LIMITS } from "./draw-limits";
import { readJsonBody } from "~/features/api/index.server";
import { createDrawFor } from "./create-draw.server";
import { viewDraw } from "./draw-view.server";
import { proveLeaf, takeMembershipCheck } from "./membership.server";
import { drawPath } from "./public-draw";
import { CACHE_CONTROL } from "~/utils/cache-control";

// The draws API: POST /api/v1/draws creates one, GET /api/v1/draws/{id} reads it (resolving it
// when its round is due). There is no method that changes a draw: any other gets a 405
// (DRAWS_ALLOW, kept in ./http.server.ts so that the OpenAPI document can quote it).

const json = (data: unknown, status: number, headers: HeadersInit = {}) =>
  withCorsHeaders(
    Response.json(data, {
      status,
      headers: { "Cache-Control": CACHE_CONTROL.noStore, ...headers },
    }),
  );

/** POST /api/v1/draws with a JSON body: 201 and the new draw, or a readable 4xx. */
export function answerCreateDraw(
  request: Request,
  env: Env,
  defer?: (work: Promise<unknown>) => void,
): Promise<Response> {
  return guarded(request, env, DRAWS_ALLOW.collection, async () => {
    const body = await readJsonBody(request, DRAW_LIMITS.maxBodyBytes, {
      wrongType: 415,
      tooLargeResponse: () => apiFailure(413, "payload_too_large", DRAW_MESSAGES.tooLarge),
    });
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return apiFailure(
        400,
        "invalid_body",
        'The body must be a JSON object such as {"title": "Raffle", "entries": ["Ann", "Bo"], "winners": 1}.',
      );
    }
    const outcome = await createDrawFor(env, request, body, null, defer);
    if (outcome.ok) {
      return json({ ...outcome.draw, receipts: outcome.receipts }, 201, {
        Location: drawPath(outcome.draw.id),
      });
    }
    if (outcome.status === 429) {
      return apiFailure(429, "rate_limited", outcome.message, {
        headers: { "Retry-After": String(outcome.retryAfter) },
      });
    }
    return invalidInput(outcome.problems);
  });
}

/** GET /api/v1/draws/{id}: the draw's public record. */
export function answerDraw(request: Request, env: Env, id: string): Promise<Response> {
  return guarded(request, env, DRAWS_ALLOW.record, async () => {
    const draw = await viewDraw(env, request, id);
    if (!draw) {
      return apiFailure(404, "not_found", `There is no draw with the id "${id.slice(0, 40)}".`);
    }
    return json(draw, 200);
  });
}

/** GET /api/v1/draws/{id}/proof?leaf=…: a hidden list's leaf, its position and its proof. */
export function answerDrawProof(request: Request, env: Env, id: string): Promise<Response> {
  return guarded(request, env, DRAWS_ALLOW.proof, async () => {
    const limit = await takeMembershipCheck(request);
    if (!limit.ok) {
      return apiFailure(429, "rate_limited", limit.message, {
        headers: { "Retry-After": String(limit.retryAfter) },
      });
    }
    const leaf = new URL(request.url).searchParams.get("leaf") ?? "";
    const proof = await proveLeaf(env.DB, id, leaf);
    if (!proof.ok) {
      return proof.status === 404
        ? apiFailure(404, "not_found", proof.message)
        : apiFailure(400, "invalid_input", proof.message, { field: "leaf" });
    }
    const { ok: _ok, ...body } = proof;
    return json(body, 200);
  });
}
