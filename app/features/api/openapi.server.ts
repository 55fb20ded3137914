import { toJSONSchema, type z } from "zod";

import { allGenerators, runAddress } from "./catalogue.server";
import { allowedMethods } from "./endpoint.server";
import {
  API_BASE,
  API_ENDPOINTS,
  API_GUIDE_PATH,
  API_TERMS_ANCHOR,
  type ApiEndpointName,
} from "./endpoint-table.server";
import { PREFLIGHT_MAX_AGE_SECONDS } from "./http.server";
import { bodyInputsJsonSchema, inputsJsonSchema, type JsonSchema } from "./input-schema.server";
import { MAX_API_BODY_BYTES } from "./limits.server";
import {
  FORMAT_PARAMETER,
  formatIsInput,
  OUTPUT_FORMATS,
  OUTPUT_PARAMETER,
} from "./output-format.server";
import {
  ApiCatalogueSchema,
  ApiDrawRequestSchema,
  ApiDrawSchema,
  ApiCreatedDrawSchema,
  ApiDrawProofSchema,
  ApiErrorSchema,
  ApiRunResultSchema,
} from "./schemas.server";
import { DRAW_LIMITS } from "~/features/draws";
import { CATEGORIES } from "~/engine/categories";
import { fieldSpecs, permalinkTraits, type AnyGenerator } from "~/engine/core/engine";
import { MAX_PERMALINK_TIME } from "~/engine/core/permalink";
import { MAX_SEED_LENGTH } from "~/engine/core/seed";
import { DRAW_ID_PATTERN } from "~/features/draws/index.server";

// The OpenAPI 3.1 document of the API, generated from the registry: one path per generator,
// whose query parameters and JSON body are its inputs' JSON Schemas (zod's own output, see
// ./input-schema.server.ts), and the answers' schemas from ./schemas.server.ts. Nothing in it
// is written per generator. The draws API adds two paths, whose body and record schemas come
// from ./schemas.server.ts as well.

/**
 * A component schema from a zod schema: its JSON Schema without the dialect line. A request
 * body is described as `input` (what may be sent: defaults optional), an answer as `output`.
 */
function component(schema: z.ZodType, io: "input" | "output" = "output"): JsonSchema {
  const json = toJSONSchema(schema, { target: "draft-2020-12", io }) as JsonSchema;
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

/**
 * The JSON body of a run: the generator's inputs (a list also as an array of entries), `seed`,
 * `v` and, for generators that read the clock, `at`. The MCP server's tools take the same.
 */
export function runBodyJsonSchema(generator: AnyGenerator): JsonSchema {
  const body = bodyInputsJsonSchema(generator);
  return {
    ...body,
    properties: {
      ...(body.properties as Record<string, JsonSchema>),
      seed: { ...SEED_SCHEMA, description: RUN_PARAMETER_DOCS.seed },
      v: { ...VERSION_SCHEMA, description: RUN_PARAMETER_DOCS.v },
      ...(permalinkTraits(generator).usesClock
        ? { at: { ...AT_SCHEMA, description: RUN_PARAMETER_DOCS.at } }
        : {}),
    },
  };
}

/** What a secret generator's run gives, said wherever the generator is described. */
export const SECRET_RUN_NOTE =
  "Secret generator: its values are passwords, PINs or keys. Called without a seed, the answer has no seed and no permalink and is never cached; a seed you send reproduces the values for anyone who knows it.";

/** The IETF RateLimit headers every answer of the API carries (draft-ietf-httpapi-ratelimit-headers). */
const RATE_LIMIT_HEADERS = {
  "RateLimit-Policy": { $ref: "#/components/headers/RateLimitPolicy" },
  RateLimit: { $ref: "#/components/headers/RateLimit" },
};

/** The errors every run can answer. */
const RUN_ERRORS = {
  "400": response("BadRequest"),
  "404": response("NotFound"),
  "405": response("MethodNotAllowed"),
  "429": response("TooManyRequests"),
};

function runOperations(generator: AnyGenerator, origin: string) {
  const clock = permalinkTraits(generator).usesClock;
  const properties = inputsJsonSchema(generator).properties as Record<string, JsonSchema>;
  const inputParameters = fieldSpecs(generator).map((spec) => {
    const { description, ...schema } = properties[spec.name] ?? {};
    return { name: spec.name, in: "query", required: false, description, schema };
  });
  const formatParameters = [
    { $ref: "#/components/parameters/output" },
    ...(formatIsInput(generator) ? [] : [{ $ref: "#/components/parameters/format" }]),
  ];
  const ok = {
    description: generator.secret
      ? "The values. A secret generator: without a seed they come from the cryptographic source, and the answer's seed and permalink are null (nothing can make them again); with a seed they reproduce, so anyone with the seed has them. Always no-store."
      : `The values, with the seed and the permalink that reproduce them. With a seed${clock ? " and at" : ""} the answer has an ETag: it is immutable for a year when v pins the version too, and otherwise kept a day and revalidated (a new version gives other values for the same seed). Without ${clock ? "them" : "a seed"}, no-store.`,
    headers: { ETag: { $ref: "#/components/headers/ETag" }, ...RATE_LIMIT_HEADERS },
    content: {
      "application/json": { schema: ref("RunResult") },
      "text/plain": { schema: { type: "string", description: "The values, one per line." } },
      "text/csv": {
        schema: { type: "string", description: "The values as CSV, with their data." },
      },
    },
  };
  const description = [
    generator.description,
    generator.secret
      ? SECRET_RUN_NOTE
      : `The same inputs and seed give the values ${origin}/${generator.id} shows.`,
  ].join(" ");
  const shared = {
    tags: [generator.category],
    "x-generator": generator.id,
    "x-secret": Boolean(generator.secret),
  };
  return {
    get: {
      ...shared,
      operationId: `run-${generator.id}`,
      summary: generator.title,
      description,
      parameters: [
        ...inputParameters,
        { $ref: "#/components/parameters/seed" },
        { $ref: "#/components/parameters/v" },
        ...(clock ? [{ $ref: "#/components/parameters/at" }] : []),
        ...formatParameters,
      ],
      responses: { "200": ok, "304": response("NotModified"), ...RUN_ERRORS },
    },
    post: {
      ...shared,
      operationId: `run-${generator.id}-with-body`,
      summary: `${generator.title}, inputs in a JSON body`,
      description: `${description} The inputs come as a JSON body, for lists too long for an address; the query may only choose the format.`,
      parameters: formatParameters,
      requestBody: {
        required: true,
        content: {
          "application/json": { schema: runBodyJsonSchema(generator) },
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
  };
}

const errorResponse = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { "application/json": { schema: ref("Error") } },
});

/** The answer to a CORS preflight of an address answering `allow`. */
const preflightResponse = (allow: string) => ({
  description: `Any origin may call the API, without credentials (Access-Control-Max-Age ${PREFLIGHT_MAX_AGE_SECONDS}).`,
  headers: {
    "Access-Control-Allow-Origin": { schema: { type: "string", const: "*" } },
    "Access-Control-Allow-Methods": { schema: { type: "string", const: allow } },
  },
});

const DRAWS_TAG = "draws";
/** The tag of the two addresses that describe the API. */
const CATALOGUE_TAG = "catalogue";

/** The draws API: one address creates a draw, one reads it; nothing changes a draw. */
function drawPathItems() {
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

type Operation = Record<string, unknown> & { operationId: string };

/** A path item of an address: an operation for each method API_ENDPOINTS gives it. */
type PathItem<K extends ApiEndpointName> = {
  [M in Lowercase<(typeof API_ENDPOINTS)[K]["methods"][number]>]: Operation;
} & { summary?: string; description?: string; parameters?: unknown[] };

/** Every address's path items, by their concrete paths (one per generator for a run). */
type PathItems = { [K in ApiEndpointName]: Record<string, PathItem<K>> };

const ENDPOINT_NAMES = Object.keys(API_ENDPOINTS) as ApiEndpointName[];

const preflightName = (name: ApiEndpointName) => `Preflight_${name}`;

/** The document's paths: each address of API_ENDPOINTS with its operations and its preflight. */
function pathsOf(items: PathItems): Record<string, unknown> {
  return Object.fromEntries(
    ENDPOINT_NAMES.flatMap((name) =>
      Object.entries(items[name] as Record<string, Record<string, unknown>>).map(([path, item]) => {
        const first = API_ENDPOINTS[name].methods[0].toLowerCase();
        const operation = item[first] as Operation;
        const preflight = {
          ...(operation.tags ? { tags: operation.tags } : {}),
          operationId: `preflight-${operation.operationId}`,
          summary: "CORS preflight",
          description: `Any site may call ${path} from a browser: this answers the preflight with the methods it takes.`,
          responses: { "204": response(preflightName(name)) },
        };
        return [path, { ...item, options: preflight }];
      }),
    ),
  );
}

/** The OpenAPI 3.1 document of this deployment's API. */
export async function openApiDocument({
  origin,
  appName,
}: {
  origin: string;
  appName: string;
}): Promise<JsonSchema> {
  const generators = await allGenerators();
  const categories = CATEGORIES.filter(({ id }) =>
    generators.some((generator) => generator.category === id),
  );
  const draws = drawPathItems();
  return {
    openapi: "3.1.0",
    info: {
      title: `${appName} API`,
      version: "1",
      summary:
        "Every generator of the site as a keyless JSON API, reproducible by seed, and public draws anyone can verify.",
      // The terms of use of the service (its answers); the site's code is not what it licenses.
      license: {
        name: "Free to use, keyless, within the rate limit",
        url: `${origin}${API_GUIDE_PATH}#${API_TERMS_ANCHOR}`,
      },
      description: `No key, no sign-up, no cookies. Each generator answers GET ${API_BASE}/generators/{id} with the page's permalink parameters, or POST with the same fields in a JSON body. The same inputs and seed give exactly the values the generator's page shows. Public draws are created with POST ${API_BASE}/draws, which commits the entries to a future drand round, and read with GET ${API_BASE}/draws/{id}, which gives the verified winners once that round is published. Guide: ${origin}${API_GUIDE_PATH}`,
    },
    servers: [{ url: origin, description: "This deployment (its DOMAIN_NAME)." }],
    // Keyless: no operation needs credentials.
    security: [],
    tags: [
      {
        name: CATALOGUE_TAG,
        description: "The list of generators with their inputs as JSON Schema, and this document.",
      },
      ...categories.map(({ id, title, description }) => ({
        name: id,
        description: `${title}: ${description}`,
      })),
      {
        name: DRAWS_TAG,
        description: `Public draws committed to a drand round: ${origin}/docs/how-public-draws-work`,
      },
    ],
    paths: pathsOf({
      listGenerators: {
        [API_ENDPOINTS.listGenerators.path]: {
          get: {
            tags: [CATALOGUE_TAG],
            operationId: "list-generators",
            summary: "Every generator with its inputs as JSON Schema, and the categories",
            description:
              "Each generator's id, title, category, description, versions, whether it reads the clock or makes secrets, its links and its inputs as JSON Schema (2020-12); and the categories with their counts. The file is built with the site, so it changes only when the site is deployed.",
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
      },
      openApi: {
        [API_ENDPOINTS.openApi.path]: {
          get: {
            tags: [CATALOGUE_TAG],
            operationId: "openapi",
            summary: "This document",
            description:
              "The OpenAPI 3.1 description of the API, generated from the registry and built with the site.",
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
      },
      runGenerator: Object.fromEntries(
        generators.map((generator) => [runAddress(generator.id), runOperations(generator, origin)]),
      ),
      createDraw: { [API_ENDPOINTS.createDraw.path]: draws.createDraw },
      readDraw: { [API_ENDPOINTS.readDraw.path]: draws.readDraw },
      proveEntry: { [API_ENDPOINTS.proveEntry.path]: draws.proveEntry },
    }),
    components: {
      schemas: {
        RunResult: component(ApiRunResultSchema),
        Error: component(ApiErrorSchema),
        Catalogue: component(ApiCatalogueSchema),
        Draw: component(ApiDrawSchema),
        CreatedDraw: component(ApiCreatedDrawSchema),
        DrawProof: component(ApiDrawProofSchema),
        DrawRequest: component(ApiDrawRequestSchema, "input"),
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
        output: {
          name: OUTPUT_PARAMETER,
          in: "query",
          required: false,
          description:
            "The answer's format: json (the default), txt (one value per line) or csv. No generator has an input of this name, so it works on every one. Without it, Accept chooses by its q-values (application/json, text/plain, text/csv).",
          schema: { type: "string", enum: [...OUTPUT_FORMATS], default: "json" },
        },
        format: {
          name: FORMAT_PARAMETER,
          in: "query",
          required: false,
          description: `The older name of ${OUTPUT_PARAMETER}, kept on the generators that have no input called ${FORMAT_PARAMETER}. Send one of the two, not both.`,
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
        // draft-ietf-httpapi-ratelimit-headers: the quota and what is left of it, on every answer.
        RateLimitPolicy: {
          description:
            'The client\'s quota: q requests per w seconds, over any w seconds (a sliding window), as "api";q=120;w=60.',
          schema: { type: "string" },
        },
        RateLimit: {
          description:
            'What is left of the quota: r requests, and t seconds until one more is allowed, as "api";r=119;t=60.',
          schema: { type: "string" },
        },
      },
      responses: {
        NotModified: { description: "The answer has not changed since the ETag sent." },
        BadRequest: errorResponse(
          "An input, the seed, v, at or output is bad or out of range, or a parameter is unknown or unused (at on a generator that does not read the clock, v without a seed); every bad field is named. Whole numbers are written in digits (3, not 3.0, 0x3 or 3e0), options by their values.",
        ),
        NotFound: errorResponse("There is no generator with this id."),
        MethodNotAllowed: errorResponse(
          "The address does not answer this method; Allow lists the ones it does.",
          {
            Allow: {
              schema: { type: "string" },
              description: "The methods this address answers.",
            },
          },
        ),
        PayloadTooLarge: errorResponse(
          `The body is larger than ${MAX_API_BODY_BYTES.toLocaleString("en-US")} bytes.`,
        ),
        UnsupportedMediaType: errorResponse("The body is not sent as application/json."),
        DrawBadRequest: errorResponse(
          "The body is not JSON (invalid_json) or not an object (invalid_body), or a field of the draw is missing or out of bounds (invalid_input): problems names every bad field (title, entries, range, winners or drawAt; body for another field of the wrong type) with the message the form at /draws/new shows.",
        ),
        DrawNotFound: errorResponse(
          "There is no draw with this id (or, for a proof, no such leaf in its hidden list).",
        ),
        DrawPayloadTooLarge: errorResponse(
          `The body is larger than ${DRAW_LIMITS.maxBodyBytes.toLocaleString("en-US")} bytes.`,
        ),
        TooManyRequests: errorResponse("Too many requests from this client for now.", {
          "Retry-After": { $ref: "#/components/headers/RetryAfter" },
          ...RATE_LIMIT_HEADERS,
        }),
        ...Object.fromEntries(
          ENDPOINT_NAMES.map((name) => [
            preflightName(name),
            preflightResponse(allowedMethods(API_ENDPOINTS[name].methods, "api")),
          ]),
        ),
      },
    },
  };
}
