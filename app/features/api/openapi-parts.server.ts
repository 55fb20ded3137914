import { toJSONSchema, type z } from "zod";

import { PREFLIGHT_MAX_AGE_SECONDS } from "./http.server";
import { type JsonSchema } from "./input-schema.server";

// The building blocks of the OpenAPI document: component schemas, references, shared answers.

/**
 * A component schema from a zod schema: its JSON Schema without the dialect line. A request
 * body is described as `input` (what may be sent: defaults optional), an answer as `output`.
 */
export function component(schema: z.ZodType, io: "input" | "output" = "output"): JsonSchema {
  const json = toJSONSchema(schema, { target: "draft-2020-12", io }) as JsonSchema;
  delete json.$schema;
  return json;
}

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const response = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** The IETF RateLimit headers every answer of the API carries (draft-ietf-httpapi-ratelimit-headers). */
export const RATE_LIMIT_HEADERS = {
  "RateLimit-Policy": { $ref: "#/components/headers/RateLimitPolicy" },
  RateLimit: { $ref: "#/components/headers/RateLimit" },
};

export const errorResponse = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { "application/json": { schema: ref("Error") } },
});

/** The answer to a CORS preflight of an address answering `allow`. */
export const preflightResponse = (allow: string) => ({
  description: `Any origin may call the API, without credentials (Access-Control-Max-Age ${PREFLIGHT_MAX_AGE_SECONDS}).`,
  headers: {
    "Access-Control-Allow-Origin": { schema: { type: "string", const: "*" } },
    "Access-Control-Allow-Methods": { schema: { type: "string", const: allow } },
  },
});
