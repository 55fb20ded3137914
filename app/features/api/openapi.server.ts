import { allGenerators, runAddress } from "./catalogue.server";
import { allowedMethods } from "./endpoint.server";
import {
  API_BASE,
  API_ENDPOINTS,
  API_GUIDE_PATH,
  API_TERMS_ANCHOR,
  type ApiEndpointName,
} from "./endpoint-table.server";
import { type JsonSchema } from "./input-schema.server";
import { MAX_API_BODY_BYTES } from "./limits.server";
import { FORMAT_PARAMETER, OUTPUT_FORMATS, OUTPUT_PARAMETER } from "./output-format.server";
import { ApiCatalogueSchema, ApiErrorSchema, ApiRunResultSchema } from "./schemas.server";
import {
  ApiDrawRequestSchema,
  ApiDrawSchema,
  ApiCreatedDrawSchema,
  ApiDrawProofSchema,
} from "./draw-schemas.server";
import {
  RATE_LIMIT_HEADERS,
  component,
  errorResponse,
  preflightResponse,
  ref,
  response,
} from "./openapi-parts.server";
import {
  AT_SCHEMA,
  RUN_PARAMETER_DOCS,
  SEED_SCHEMA,
  VERSION_SCHEMA,
  runOperations,
} from "./openapi-runs.server";
import { DRAWS_TAG, drawPathItems } from "./openapi-draws.server";
import { DRAW_LIMITS } from "~/features/draws";
import { CATEGORIES } from "~/engine/categories";

// The OpenAPI 3.1 document of the API, generated from the registry: one path per generator,
// whose query parameters and JSON body are its inputs' JSON Schemas (zod's own output, see
// ./input-schema.server.ts), and the answers' schemas from ./schemas.server.ts. Nothing in it
// is written per generator. The draws API adds two paths, whose body and record schemas come
// from ./schemas.server.ts as well.

/** The tag of the two addresses that describe the API. */
const CATALOGUE_TAG = "catalogue";

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
        PreconditionFailed: errorResponse(
          "If-None-Match names this answer's ETag: the caller already holds it (a GET gets 304 instead).",
        ),
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
