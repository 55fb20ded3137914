import { toJSONSchema, type z } from "zod";

import { allGenerators, API_BASE, runAddress } from "~/api/catalogue.server";
import { ALLOW, PREFLIGHT_MAX_AGE_SECONDS } from "~/api/http.server";
import { bodyInputsJsonSchema, inputsJsonSchema, type JsonSchema } from "~/api/input-schema.server";
import { MAX_API_BODY_BYTES } from "~/api/limits.server";
import { FORMAT_PARAMETER, formatIsInput } from "~/api/run-request.server";
import { OUTPUT_FORMATS } from "~/api/run-result.server";
import { ApiCatalogueSchema, ApiErrorSchema, ApiRunResultSchema } from "~/api/schemas.server";
import { fieldSpecs, permalinkTraits, type AnyGenerator } from "~/generators/core/engine";
import { MAX_PERMALINK_TIME } from "~/generators/core/permalink";
import { MAX_SEED_LENGTH } from "~/generators/core/seed";

// The OpenAPI 3.1 document of the API, generated from the registry: one path per generator,
// whose query parameters and JSON body are its inputs' JSON Schemas (zod's own output, see
// ./input-schema.server.ts), and the answers' schemas from ./schemas.server.ts. Nothing in it
// is written per generator.

/** A component schema from a zod schema: its JSON Schema without the dialect line. */
function component(schema: z.ZodType): JsonSchema {
  const json = toJSONSchema(schema, { target: "draft-2020-12", io: "output" }) as JsonSchema;
  delete json.$schema;
  return json;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const response = (name: string) => ({ $ref: `#/components/responses/${name}` });

const SEED_SCHEMA = { type: "string", minLength: 1, maxLength: MAX_SEED_LENGTH };
const VERSION_SCHEMA = { type: "integer", minimum: 1 };
const AT_SCHEMA = { type: "integer", minimum: 0, maximum: MAX_PERMALINK_TIME };

const RUN_PARAMETER_DOCS = {
  seed: `Any text of 1 to ${MAX_SEED_LENGTH} characters: the same seed, inputs, version (and time) give the same values forever. Without it the values come from a fresh seed, which the answer gives.`,
  v: "The algorithm version, with a seed: an older version a permalink was made with still gives its values. Default: the current version.",
  at: "For generators that read the clock: the time of the run in milliseconds since 1970-01-01 UTC. Default: now.",
};

/** The errors every run can answer. */
const RUN_ERRORS = {
  "400": response("BadRequest"),
  "404": response("NotFound"),
  "405": response("MethodNotAllowed"),
  "429": response("TooManyRequests"),
};

function runOperations(generator: AnyGenerator) {
  const clock = permalinkTraits(generator).usesClock;
  const properties = inputsJsonSchema(generator).properties as Record<string, JsonSchema>;
  const inputParameters = fieldSpecs(generator).map((spec) => {
    const { description, ...schema } = properties[spec.name] ?? {};
    return { name: spec.name, in: "query", required: false, description, schema };
  });
  const formatParameter = formatIsInput(generator)
    ? []
    : [{ $ref: "#/components/parameters/format" }];
  const body = bodyInputsJsonSchema(generator);
  const ok = {
    description: `The values, with the seed and the permalink that reproduce them. Cached for a year (ETag, immutable) when the request has a seed${clock ? " and at" : ""}; otherwise no-store.`,
    headers: { ETag: { $ref: "#/components/headers/ETag" } },
    content: {
      "application/json": { schema: ref("RunResult") },
      "text/plain": { schema: { type: "string", description: "The values, one per line." } },
      "text/csv": {
        schema: { type: "string", description: "The values as CSV, with their data." },
      },
    },
  };
  const shared = { tags: [generator.category], "x-generator": generator.id };
  return {
    get: {
      ...shared,
      operationId: `run-${generator.id}`,
      summary: `${generator.title}: ${generator.description}`,
      parameters: [
        ...inputParameters,
        { $ref: "#/components/parameters/seed" },
        { $ref: "#/components/parameters/v" },
        ...(clock ? [{ $ref: "#/components/parameters/at" }] : []),
        ...formatParameter,
      ],
      responses: { "200": ok, "304": response("NotModified"), ...RUN_ERRORS },
    },
    post: {
      ...shared,
      operationId: `run-${generator.id}-with-body`,
      summary: `${generator.title}, with the inputs in a JSON body (for long lists)`,
      parameters: formatParameter,
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: {
              ...body,
              properties: {
                ...(body.properties as Record<string, JsonSchema>),
                seed: { ...SEED_SCHEMA, description: RUN_PARAMETER_DOCS.seed },
                v: { ...VERSION_SCHEMA, description: RUN_PARAMETER_DOCS.v },
                ...(clock ? { at: { ...AT_SCHEMA, description: RUN_PARAMETER_DOCS.at } } : {}),
              },
            },
          },
        },
      },
      responses: {
        "200": ok,
        "304": response("NotModified"),
        ...RUN_ERRORS,
        "413": response("PayloadTooLarge"),
        "415": response("UnsupportedMediaType"),
      },
    },
    options: {
      ...shared,
      operationId: `preflight-${generator.id}`,
      summary: "CORS preflight",
      responses: { "204": response("Preflight") },
    },
  };
}

const errorResponse = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { "application/json": { schema: ref("Error") } },
});

/** The OpenAPI 3.1 document of this deployment's API. */
export async function openApiDocument({
  origin,
  appName,
}: {
  origin: string;
  appName: string;
}): Promise<JsonSchema> {
  const generators = await allGenerators();
  const categories = [...new Set(generators.map((generator) => generator.category))];
  return {
    openapi: "3.1.0",
    info: {
      title: `${appName} API`,
      version: "1",
      summary: "Every generator of the site as a keyless JSON API, reproducible by seed.",
      description: `No key, no sign-up, no cookies. Each generator answers GET ${API_BASE}/generators/{id} with the page's permalink parameters, or POST with the same fields in a JSON body. The same inputs and seed give exactly the values the generator's page shows. Guide: ${origin}/docs/api`,
    },
    servers: [{ url: origin }],
    tags: categories.map((name) => ({ name })),
    paths: {
      [`${API_BASE}/generators`]: {
        get: {
          operationId: "list-generators",
          summary: "Every generator with its inputs as JSON Schema, and the categories",
          responses: {
            "200": {
              description: "The catalogue.",
              headers: { ETag: { $ref: "#/components/headers/ETag" } },
              content: { "application/json": { schema: ref("Catalogue") } },
            },
            "304": response("NotModified"),
            "429": response("TooManyRequests"),
          },
        },
      },
      [`${API_BASE}/openapi.json`]: {
        get: {
          operationId: "openapi",
          summary: "This document",
          responses: {
            "200": {
              description: "The OpenAPI 3.1 document.",
              content: { "application/json": { schema: { type: "object" } } },
            },
            "304": response("NotModified"),
            "429": response("TooManyRequests"),
          },
        },
      },
      ...Object.fromEntries(
        generators.map((generator) => [runAddress(generator.id), runOperations(generator)]),
      ),
    },
    components: {
      schemas: {
        RunResult: component(ApiRunResultSchema),
        Error: component(ApiErrorSchema),
        Catalogue: component(ApiCatalogueSchema),
      },
      parameters: {
        seed: {
          name: "seed",
          in: "query",
          required: false,
          description: RUN_PARAMETER_DOCS.seed,
          schema: SEED_SCHEMA,
        },
        v: {
          name: "v",
          in: "query",
          required: false,
          description: RUN_PARAMETER_DOCS.v,
          schema: VERSION_SCHEMA,
        },
        at: {
          name: "at",
          in: "query",
          required: false,
          description: RUN_PARAMETER_DOCS.at,
          schema: AT_SCHEMA,
        },
        format: {
          name: FORMAT_PARAMETER,
          in: "query",
          required: false,
          description:
            "The answer's format: json (the default), txt (one value per line) or csv. Accept: text/plain or text/csv does the same.",
          schema: { type: "string", enum: [...OUTPUT_FORMATS], default: "json" },
        },
      },
      headers: {
        ETag: {
          description: "The body's hash, on cacheable answers: send it back as If-None-Match.",
          schema: { type: "string" },
        },
        RetryAfter: {
          description: "Seconds to wait before the next request.",
          schema: { type: "integer", minimum: 1 },
        },
      },
      responses: {
        NotModified: { description: "The answer has not changed since the ETag sent." },
        BadRequest: errorResponse(
          "An input, the seed, v, at or format is bad or out of range; every bad field is named.",
        ),
        NotFound: errorResponse("There is no generator with this id."),
        MethodNotAllowed: errorResponse("Only GET, HEAD, POST and OPTIONS are answered.", {
          Allow: { schema: { type: "string" }, description: "The methods this address answers." },
        }),
        PayloadTooLarge: errorResponse(
          `The body is larger than ${MAX_API_BODY_BYTES.toLocaleString("en-US")} bytes.`,
        ),
        UnsupportedMediaType: errorResponse("The body is not sent as application/json."),
        TooManyRequests: errorResponse("Too many requests from this client for now.", {
          "Retry-After": { $ref: "#/components/headers/RetryAfter" },
        }),
        Preflight: {
          description: `Any origin may call the API, without credentials (Access-Control-Max-Age ${PREFLIGHT_MAX_AGE_SECONDS}).`,
          headers: {
            "Access-Control-Allow-Origin": { schema: { type: "string", const: "*" } },
            "Access-Control-Allow-Methods": { schema: { type: "string", const: ALLOW.run } },
          },
        },
      },
    },
  };
}
