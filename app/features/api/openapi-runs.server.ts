import { bodyInputsJsonSchema, inputsJsonSchema, type JsonSchema } from "./input-schema.server";
import { formatIsInput } from "./output-format.server";
import { RATE_LIMIT_HEADERS, ref, response } from "./openapi-parts.server";
import { fieldSpecs, type AnyGenerator } from "~/engine/core/engine";

import { MAX_SEED_LENGTH } from "~/engine/core/seed";
import { permalinkTraits, MAX_PERMALINK_TIME } from "~/engine/core/read-run";

// The OpenAPI operations of a generator's run: its query parameters and its JSON body.

export const SEED_SCHEMA = { type: "string", minLength: 1, maxLength: MAX_SEED_LENGTH };
export const VERSION_SCHEMA = { type: "integer", minimum: 1 };
export const AT_SCHEMA = { type: "integer", minimum: 0, maximum: MAX_PERMALINK_TIME };

export const RUN_PARAMETER_DOCS = {
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

/** The errors every run can answer. */
export const RUN_ERRORS = {
  "400": response("BadRequest"),
  "404": response("NotFound"),
  "405": response("MethodNotAllowed"),
  "429": response("TooManyRequests"),
};

export function runOperations(generator: AnyGenerator, origin: string) {
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
        ...RUN_ERRORS,
        "412": response("PreconditionFailed"),
        "413": response("PayloadTooLarge"),
        "415": response("UnsupportedMediaType"),
      },
    },
  };
}
