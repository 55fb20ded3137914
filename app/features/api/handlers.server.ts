import { z } from "zod";

import { apiError } from "./api.server";
import { defineEndpoint, originOf } from "./endpoint.server";
import { API_BASE, API_ENDPOINTS } from "./endpoint-table.server";
import { apiStaticSuccess, apiSuccess, invalidInput, notFound } from "./http.server";
import { MAX_API_BODY_BYTES } from "./limits.server";
import { apiDocumentText, prebuiltPath, type ApiDocumentName } from "./prebuilt.server";
import { chooseFormat, formatParameters } from "./output-format.server";
import {
  queryParameters,
  readRunStrictly,
  type RawParameters,
  type StrictReading,
} from "./run-request.server";
import { runResult, serializeRun } from "./run-result.server";
import type { AnyGenerator } from "~/engine/core/engine";
import { loadGenerator } from "~/engine/load-generator";
import { executeRun } from "~/engine/core/execute-run";
import { CACHE_CONTROL } from "~/utils/cache-control";
import { getSiteConfig } from "~/features/shell/index.server";

// What each API address does, kept out of the routes so they stay a line each. Every answer
// is JSON (or the text or CSV asked for), with CORS and RateLimit headers (./endpoint.server.ts),
// and every error is `{ error: { code, message, field? } }`: never a page, never a cookie.

/** Cloudflare Pages' binding to the site's static files, where the build put the documents. */
interface StaticFiles {
  ASSETS?: { fetch: (url: URL, init: RequestInit) => Promise<Response> };
}

/**
 * One of the two documents of the API: the file the build wrote for this configuration when
 * there is one (./prebuilt.server.ts), else computed from the registry.
 */
async function documentAnswer(name: ApiDocumentName, request: Request, env: Env) {
  const config = getSiteConfig(env);
  const options = {
    contentType: "application/json; charset=utf-8",
    cacheControl: CACHE_CONTROL.publicShort,
  };
  const files = (env as StaticFiles).ASSETS;
  if (files) {
    const ifNoneMatch = request.headers.get("If-None-Match");
    const file = await files.fetch(new URL(await prebuiltPath(name, config), request.url), {
      headers: ifNoneMatch === null ? {} : { "If-None-Match": ifNoneMatch },
    });
    const json = file.headers.get("Content-Type")?.startsWith("application/json");
    if (file.status === 304 || (file.status === 200 && json)) {
      return apiStaticSuccess(file, options);
    }
  }
  return apiSuccess(request, await apiDocumentText(name, config), options);
}

/** GET /api/v1/generators: the catalogue, with every generator's inputs as JSON Schema. */
export const catalogueEndpoint = defineEndpoint({
  ...API_ENDPOINTS.listGenerators,
  handle: ({ request, env }) => documentAnswer("catalogue", request, env),
});

/** GET /api/v1/openapi.json: the OpenAPI 3.1 document, generated from the registry. */
export const openApiEndpoint = defineEndpoint({
  ...API_ENDPOINTS.openApi,
  handle: ({ request, env }) => documentAnswer("openApi", request, env),
});

/** Any other address under /api/: a JSON 404 rather than the site's HTML one. */
export const unknownEndpoint = defineEndpoint({
  audience: "api",
  methods: ["GET", "POST"],
  handle: async ({ url }) =>
    notFound(
      `There is nothing at ${url.pathname.slice(0, 200)}. The API lists its addresses at ${API_BASE}/openapi.json.`,
    ),
});

/** A POST's inputs: a JSON object in the body (the query may only choose the format). */
async function bodyParameters(
  url: URL,
  generator: AnyGenerator,
  readBody: () => Promise<Record<string, unknown>>,
) {
  const formats = formatParameters(generator);
  const query = [...url.searchParams.keys()].filter((name) => !formats.includes(name));
  if (query.length > 0) {
    return invalidInput(
      query.map((name) => ({
        field: name.slice(0, 40),
        message: `Put ${name.slice(0, 40)} in the JSON body: a POST reads its inputs from the body only`,
      })),
    );
  }
  return new Map(Object.entries(await readBody())) as RawParameters;
}

/** How long a run's answer may be kept, by how much of it the request pins. */
const RUN_CACHE_CONTROL: Readonly<
  Record<(StrictReading & { ok: true })["lasting"], string | null>
> = {
  pinned: CACHE_CONTROL.immutable,
  // The same seed gives other values once a new version of the generator is deployed.
  seeded: CACHE_CONTROL.revalidateDaily,
  fresh: null,
};

/**
 * GET or POST /api/v1/generators/{id}: runs the generator with the page's permalink
 * parameters and answers the values with their seed and permalink, exactly as the page shows
 * them for the same inputs and seed.
 */
export const runEndpoint = defineEndpoint({
  ...API_ENDPOINTS.runGenerator,
  body: {
    maxBytes: MAX_API_BODY_BYTES,
    wrongType: 415,
    tooLarge: 413,
    schema: z.record(z.string(), z.unknown()),
    invalid: () =>
      apiError(
        400,
        "invalid_body",
        'The body must be a JSON object of inputs, such as {"count": 3, "seed": "my seed"}.',
      ),
  },
  handle: async ({ request, env, params, url, body }) => {
    const id = params.id ?? "";
    const generator = await loadGenerator(id);
    if (!generator) {
      return apiError(
        404,
        "unknown_generator",
        `There is no generator called "${id.slice(0, 100)}". GET ${API_BASE}/generators lists them all.`,
      );
    }
    const format = chooseFormat(generator, url.searchParams, request.headers.get("Accept"));
    if (typeof format !== "string") return invalidInput([format]);
    const raw = request.method === "POST" ? await bodyParameters(url, generator, body) : null;
    if (raw instanceof Response) return raw;
    const now = Date.now();
    const reading = readRunStrictly(generator, raw ?? queryParameters(url.searchParams), {
      now,
      extra: raw === null ? formatParameters(generator) : [],
    });
    if (!reading.ok) return invalidInput(reading.problems);
    const run = await executeRun(generator, reading.request, now);
    const result = runResult(generator, run, originOf(env));
    const { body: text, contentType } = serializeRun(result, format);
    return apiSuccess(request, text, {
      contentType,
      // A secret is never kept by a cache, even when the caller chose to seed it.
      cacheControl: generator.secret ? null : RUN_CACHE_CONTROL[reading.lasting],
    });
  },
});
