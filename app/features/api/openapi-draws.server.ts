import { allowedMethods } from "./endpoint.server";
import { API_ENDPOINTS, type ApiEndpointName } from "./endpoint-table.server";
import { ref, response } from "./openapi-parts.server";
import { DRAW_LIMITS } from "~/features/draws";
import { DRAW_ID_PATTERN } from "~/features/draws/index.server";

// The OpenAPI operations of the draws API.

export const DRAWS_TAG = "draws";
/** The draws API: one address creates a draw, one reads it; nothing changes a draw. */
export function drawPathItems() {
  const shared = { tags: [DRAWS_TAG] };
  const methods = (name: ApiEndpointName) => {
    const allow = allowedMethods(API_ENDPOINTS[name].methods, "api");
    return `Answers ${allow.replace(/, OPTIONS$/, "")} and the CORS preflight; any other method gets a 405 with Allow: ${allow}.`;
  };
  return {
    createDraw: {
      summary: "Public draws",
      description: methods("createDraw"),
      post: {
        ...shared,
        operationId: "create-draw",
        summary: "Commit a public draw to a future drand round",
        description: `Checks the draw and stores its commitment: the SHA-256 of its entries and the quicknet round that will decide it, the first at least ${DRAW_LIMITS.commitDelaySeconds} s after now (or after drawAt), so nobody, this site included, can know the winners yet. Read it again with read-draw once the round is due.`,
        requestBody: {
          required: true,
          content: { "application/json": { schema: ref("DrawRequest") } },
        },
        responses: {
          "201": {
            description:
              "The draw, committed and waiting for its round, with a hidden list's receipts. Never cached (no-store).",
            headers: {
              Location: {
                description: "The draw's public page, as a path: /draws/{id}.",
                schema: { type: "string" },
              },
            },
            content: { "application/json": { schema: ref("CreatedDraw") } },
          },
          "400": response("DrawBadRequest"),
          "405": response("MethodNotAllowed"),
          "413": response("DrawPayloadTooLarge"),
          "415": response("UnsupportedMediaType"),
          "429": response("TooManyRequests"),
        },
      },
    },
    readDraw: {
      summary: "A public draw",
      description: `${methods("readDraw")} A committed draw never changes.`,
      parameters: [
        {
          name: "id",
          in: "path",
          required: true,
          description: "The draw's id, as its creation answered; any other gets a 404.",
          schema: { type: "string", pattern: DRAW_ID_PATTERN.source },
        },
      ],
      get: {
        ...shared,
        operationId: "read-draw",
        summary: "A draw's public record, with its winners once its round is published",
        description:
          'When the round is due and the draw not yet resolved, the round is fetched from a drand relay, its signature verified against the quicknet key, and the winners drawn and stored once; until then status is waiting, and waiting says why. The record is what the draw page\'s "Verify this draw" re-checks, step by step. Never cached (no-store).',
        responses: {
          "200": {
            description: "The draw's public record.",
            content: { "application/json": { schema: ref("Draw") } },
          },
          "404": response("DrawNotFound"),
          "405": response("MethodNotAllowed"),
          "429": response("TooManyRequests"),
        },
      },
    },
    proveEntry: {
      summary: "An inclusion proof in a hidden list",
      description: `${methods("proveEntry")} At most ${DRAW_LIMITS.membershipChecksPerMinute} a minute per client.`,
      parameters: [
        {
          name: "id",
          in: "path",
          required: true,
          description: "The draw's id.",
          schema: { type: "string", pattern: DRAW_ID_PATTERN.source },
        },
        {
          name: "leaf",
          in: "query",
          required: true,
          description:
            "The leaf, SHA-256(0x00 ‖ salt ‖ UTF-8(entry)) in hex, computed by the entrant from their entry and receipt code (the salt). Without the code no leaf can be computed, so nothing about who is in the list can be asked.",
          schema: { type: "string", pattern: "^[0-9a-f]{64}$" },
        },
      ],
      get: {
        ...shared,
        operationId: "prove-entry",
        summary: "Where a leaf of a hidden list is, and its proof",
        description:
          "For a draw that publishes only the hash: the leaf's position and inclusion proof, which the entrant checks against the committed root themselves.",
        responses: {
          "200": {
            description: "The leaf is in the list.",
            content: { "application/json": { schema: ref("DrawProof") } },
          },
          "400": response("DrawBadRequest"),
          "404": response("DrawNotFound"),
          "405": response("MethodNotAllowed"),
          "429": response("TooManyRequests"),
        },
      },
    },
  };
}
