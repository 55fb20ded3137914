import { z } from "zod";

import { API_ERROR_CODES, type ApiErrorCode } from "./error-codes.server";

// The shapes the API reads and answers, as zod schemas: the TypeScript types of the handlers
// and the JSON Schemas of the OpenAPI document both come from these, and the tests check real
// answers against them.

/** One problem of a refused request: the field it concerns (when there is one) and why. */
export const ProblemSchema = z.object({
  field: z.string().optional().describe("The parameter or body field concerned."),
  message: z.string().describe("What is wrong, in the words the generator page uses."),
});

/** Every error of the API. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z
      .enum(API_ERROR_CODES.map(({ code }) => code) as [ApiErrorCode, ...ApiErrorCode[]])
      .describe(
        `Machine-readable: ${API_ERROR_CODES.map(({ code, status }) => `${code} (${status})`).join(", ")}.`,
      ),
    message: z.string().describe("What went wrong, for people."),
    field: z.string().optional().describe("The first field concerned, for input errors."),
    problems: z
      .array(ProblemSchema)
      .optional()
      .describe("Every bad field of a 400 invalid_input, each with its message."),
  }),
});

const DataValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string(), z.number()])),
]);

/** A run's answer in JSON. */
export const ApiRunResultSchema = z.object({
  generator: z.string().describe("The generator's id."),
  version: z.int().describe("The algorithm version the values were drawn with."),
  seed: z
    .string()
    .nullable()
    .describe(
      "The seed the values came from: the one given, or a fresh one when none was. Null for a secret generator called without a seed: its values come from the cryptographic source and nothing can make them again.",
    ),
  secret: z
    .boolean()
    .describe(
      "Whether the values are secrets (passwords, PINs, keys): never cached, and without a seed never reproducible.",
    ),
  at: z
    .int()
    .nullable()
    .describe(
      "For generators that read the clock, the time used (ms since 1970-01-01 UTC); null for the others.",
    ),
  inputs: z
    .record(z.string(), z.unknown())
    .describe("Every input as the run used it, defaults included."),
  values: z.array(
    z.object({
      text: z.string().describe("The value as text, as the page shows and copies it."),
      data: z
        .record(z.string(), DataValue)
        .optional()
        .describe("The value's structure, where it has one (a card's suit and rank…)."),
    }),
  ),
  summary: z.string().optional().describe("One line about the whole run."),
  notes: z.array(z.string()).optional().describe("What the run did with the input."),
  permalink: z
    .url()
    .nullable()
    .describe(
      "The generator page that shows exactly these values (absolute address); null when they cannot be made again (a secret generator called without a seed).",
    ),
});

export type ApiRunResult = z.infer<typeof ApiRunResultSchema>;

/** One generator as GET /api/v1/generators lists it. */
export const ApiGeneratorSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  version: z.int(),
  legacyVersions: z
    .array(z.int())
    .describe("Older algorithm versions a seeded request can still ask for with v."),
  usesClock: z
    .boolean()
    .describe("Whether the values depend on the time: a reproducible request also gives at."),
  secret: z
    .boolean()
    .describe(
      "Whether its values are secrets (passwords, PINs, keys, tokens): its page makes them in the browser only, and an API call without a seed gets no seed back and is never cached.",
    ),
  links: z.object({ api: z.url(), page: z.url(), docs: z.url() }),
  inputs: z
    .record(z.string(), z.unknown())
    .describe("The inputs as JSON Schema 2020-12; each is optional and has a default."),
});

export type ApiGenerator = z.infer<typeof ApiGeneratorSchema>;

export const ApiCatalogueSchema = z.object({
  generators: z.array(ApiGeneratorSchema),
  categories: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      generators: z.int().describe("How many generators it holds."),
    }),
  ),
});

export type ApiCatalogue = z.infer<typeof ApiCatalogueSchema>;
