import { Validator } from "@seriousme/openapi-schema-validator";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { allowedMethods } from "~/features/api/endpoint.server";
import { SECRET_RUN_NOTE } from "~/features/api/openapi-runs.server";
import { API_ENDPOINTS } from "~/features/api/endpoint-table.server";
import {
  ApiCatalogueSchema,
  ApiErrorSchema,
  ApiRunResultSchema,
} from "~/features/api/schemas.server";
import { MAX_API_BODY_BYTES } from "~/features/api/limits.server";
import { checkDrawRequest, DrawRequestSchema } from "~/features/draws/draw-input";
import { DRAW_LIMITS } from "~/features/draws/draw-limits";
import { docsExample, DOCS_EXAMPLE_SEED } from "~/features/docs/generator-reference.server";
import { CATEGORIES } from "~/engine/categories";
import { SECRET_GENERATOR_IDS } from "~/engine/registry/metadata.generated";
import { fieldSpecs, inputFromForm, validateInput, type AnyGenerator } from "~/engine/core/engine";
import { MAX_COUNT } from "~/engine/core/fields";
import { runSearchParams } from "~/engine/core/permalink";
import { ALL_GENERATORS, generatorById } from "~/engine/testing/all-generators";
import { pageRun } from "../support/page-run";
import { validValue } from "~/engine/testing/field-values";
import { loadGeneratorPage } from "~/features/generator-page/generator-page.server";

import { API_ORIGIN, apiContext, callApi } from "./api-routes";
import {
  answerJsonSchema,
  bodyJsonSchema,
  operationOf,
  validatorOf,
  violations,
  type OpenApiDocument,
} from "./openapi-schemas";
import { defaultInput } from "~/engine/core/read-run";

// The public API through its route modules, as Remix calls them: the same values as the page,
// errors as data, CORS, caching, formats, limits and the OpenAPI document.

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);

async function json(response: Response): Promise<unknown> {
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  return response.json() as Promise<unknown>;
}

async function errorOf(response: Response) {
  return ApiErrorSchema.parse(await json(response)).error;
}

/** Valid inputs for a generator: its defaults, then a few drawn at random (fixed seed). */
function inputsFor(generator: AnyGenerator): Record<string, unknown>[] {
  const arbitrary = fc.record(
    Object.fromEntries(
      fieldSpecs(generator).map((spec) => [spec.name, validValue(spec, { maxCount: 12 })]),
    ),
  );
  const drawn = fc.sample(arbitrary, { numRuns: 4, seed: 18 }).flatMap((raw) => {
    const validation = validateInput(generator, raw);
    return validation.ok ? [validation.input] : [];
  });
  return [defaultInput(generator), ...drawn];
}

describe("GET and POST /api/v1/generators/{id}", () => {
  it.each(ALL_GENERATORS.map((generator) => [generator.id, generator] as const))(
    "%s gives exactly the page's values for the same inputs and seed",
    async (id, generator) => {
      for (const [index, input] of inputsFor(generator).entries()) {
        const seed = `api-${index}`;
        const at = generator.usesClock ? NOW : null;
        const query = runSearchParams(fieldSpecs(generator), input, {
          seed,
          version: generator.version,
          at,
        }).toString();
        const page = await loadGeneratorPage(id, new URL(`/${id}?${query}`, API_ORIGIN));
        expect(page?.problems).toEqual([]);
        const shown = await pageRun(page);

        const fromQuery = await callApi(`/api/v1/generators/${id}?${query}`);
        expect(fromQuery.status).toBe(200);
        const result = ApiRunResultSchema.parse(await json(fromQuery));
        expect(result.values).toEqual(
          JSON.parse(
            JSON.stringify(shown.generation.values.map(({ text, data }) => ({ text, data }))),
          ),
        );
        expect(result.summary).toBe(shown.generation.summary);
        expect(result.notes ?? []).toEqual(shown.generation.notes ?? []);
        expect(result.seed).toBe(seed);
        expect(result.permalink).toBe(`${API_ORIGIN}/${id}?${query}`);

        // A JSON body with the same fields gives the same answer.
        const body = { ...input, seed, ...(at === null ? {} : { at }) };
        const fromBody = await callApi(`/api/v1/generators/${id}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
        expect(fromBody.status).toBe(200);
        expect(await json(fromBody)).toEqual(result);
      }
    },
  );

  it.each(ALL_GENERATORS.map((generator) => [generator.id, generator] as const))(
    "%s: the API address on its reference page answers the example shown there",
    async (_id, generator) => {
      const example = await docsExample(generator);
      expect(new URLSearchParams(example.apiPath.split("?")[1]).get("seed")).toBe(
        DOCS_EXAMPLE_SEED,
      );
      const response = await callApi(example.apiPath);
      expect(response.status).toBe(200);
      const result = ApiRunResultSchema.parse(await json(response));
      expect(result.values.map((value) => value.text)).toEqual(
        example.values.map((value) => value.text),
      );
      expect(result.permalink).toBe(`${API_ORIGIN}${example.permalink}`);
    },
  );

  it("draws a fresh seed when none is given, and its permalink reproduces the values", async () => {
    const first = ApiRunResultSchema.parse(
      await json(await callApi("/api/v1/generators/random-number?count=5")),
    );
    expect(first.seed?.length).toBeGreaterThan(0);
    expect(first.secret).toBe(false);
    const again = ApiRunResultSchema.parse(
      await json(
        await callApi(`/api/v1/generators/random-number?count=5&seed=${first.seed ?? ""}`),
      ),
    );
    expect(again.values).toEqual(first.values);
    const permalink = new URL(first.permalink ?? "");
    expect(permalink.origin).toBe(API_ORIGIN);
    expect(permalink.searchParams.get("seed")).toBe(first.seed);
  });

  describe("a secret generator", () => {
    const secrets = ALL_GENERATORS.filter((generator) => generator.secret);

    it.each(secrets.map((generator) => [generator.id] as const))(
      "%s without a seed answers no seed and no permalink, never cached, new values each time",
      async (id) => {
        const answers = [];
        for (const format of ["json", "json", "txt"]) {
          const response = await callApi(`/api/v1/generators/${id}?count=3&format=${format}`);
          expect(response.status).toBe(200);
          expect(response.headers.get("Cache-Control")).toBe("no-store");
          expect(response.headers.get("ETag")).toBeNull();
          answers.push(await response.text());
        }
        const [first, second] = answers
          .slice(0, 2)
          .map((body) => ApiRunResultSchema.parse(JSON.parse(body)));
        expect(first).toMatchObject({ seed: null, permalink: null, secret: true });
        // Three values of 10^4 or more possibilities each, twice: equal by chance at most 10^-12.
        expect(first?.values).not.toEqual(second?.values);
        // Nothing in the answer could make the values again: no seed-like field at all.
        expect(Object.keys(first ?? {}).sort()).toEqual(
          [
            "at",
            "generator",
            "inputs",
            "permalink",
            "secret",
            "seed",
            "values",
            "version",
            ...(first?.summary ? ["summary"] : []),
            ...(first?.notes ? ["notes"] : []),
          ].sort(),
        );
      },
    );

    it("with a seed the caller chose, still reproduces (the caller's choice), but is never cached", async () => {
      const path = "/api/v1/generators/password-generator?length=24&seed=my-choice";
      const [first, second] = [await callApi(path), await callApi(path)];
      expect(first.headers.get("Cache-Control")).toBe("no-store");
      const [a, b] = [
        ApiRunResultSchema.parse(await json(first)),
        ApiRunResultSchema.parse(await json(second)),
      ];
      expect(a.values).toEqual(b.values);
      expect(a.seed).toBe("my-choice");
      expect(a.secret).toBe(true);
    });

    it("is marked secret in the generator list, and the others are not", async () => {
      const catalogue = ApiCatalogueSchema.parse(await json(await callApi("/api/v1/generators")));
      const marked = catalogue.generators.filter((generator) => generator.secret).map((g) => g.id);
      expect(marked.sort()).toEqual(secrets.map((generator) => generator.id).sort());
      expect(marked).toEqual(
        expect.arrayContaining(["password-generator", "passphrase", "pin", "api-key"]),
      );
    });
  });

  it("answers a run of the page's largest count", async () => {
    const response = await callApi(`/api/v1/generators/random-number?count=${MAX_COUNT}&seed=x`);
    expect(response.status).toBe(200);
    const result = ApiRunResultSchema.parse(await json(response));
    expect(result.values).toHaveLength(MAX_COUNT);
  });

  it("accepts a list as an array of entries in a JSON body", async () => {
    const asArray = await callApi("/api/v1/generators/pick-from-list", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ entries: ["ant", "bee", "cat"], seed: "s" }),
    });
    const asText = await callApi("/api/v1/generators/pick-from-list", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ entries: "ant\nbee\ncat", seed: "s" }),
    });
    expect(asArray.status).toBe(200);
    expect(await json(asArray)).toEqual(await json(asText));
  });
});

describe("errors", () => {
  it("names every bad field with the page's messages (400)", async () => {
    const response = await callApi("/api/v1/generators/random-number?count=0&unique=maybe&seed=s");
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("invalid_input");
    expect(error.field).toBe("unique");
    expect(error.problems?.map((problem) => problem.field).sort()).toEqual(["count", "unique"]);
    expect(error.message).toContain("How many must be at least 1");
    // The page's form reads the same query strictly and says the same.
    const form = inputFromForm(
      generatorById("random-number"),
      new URLSearchParams("count=0&unique=maybe"),
    );
    expect(form.ok ? [] : form.problems).toEqual(error.problems);
  });

  it(`refuses a count above ${MAX_COUNT.toLocaleString("en-US")}, as the page does`, async () => {
    const response = await callApi(`/api/v1/generators/random-number?count=${MAX_COUNT + 1}`);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).field).toBe("count");
  });

  it("refuses an unknown parameter rather than ignoring it", async () => {
    const response = await callApi("/api/v1/generators/random-number?cuont=3");
    expect(response.status).toBe(400);
    expect((await errorOf(response)).field).toBe("cuont");
  });

  it("answers 404 for an unknown generator or address", async () => {
    const generator = await callApi("/api/v1/generators/no-such-thing");
    expect(generator.status).toBe(404);
    expect((await errorOf(generator)).code).toBe("unknown_generator");
    const address = await callApi("/api/v2/anything");
    expect(address.status).toBe(404);
    expect((await errorOf(address)).code).toBe("not_found");
  });

  it("answers 405 with Allow for a wrong method", async () => {
    for (const path of [
      "/api/v1/generators",
      "/api/v1/openapi.json",
      "/api/v1/generators/uuid-v4",
    ]) {
      const response = await callApi(path, { method: path.endsWith("uuid-v4") ? "PUT" : "POST" });
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toMatch(/GET/);
      expect((await errorOf(response)).code).toBe("method_not_allowed");
    }
  });

  it("answers 415 for a body that is not JSON and 413 for one too large", async () => {
    const wrongType = await callApi("/api/v1/generators/uuid-v4", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "count=3",
    });
    expect(wrongType.status).toBe(415);
    expect((await errorOf(wrongType)).code).toBe("unsupported_content_type");
    const tooLarge = await callApi("/api/v1/generators/pick-from-list", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ entries: "a\n".repeat(MAX_API_BODY_BYTES) }),
    });
    expect(tooLarge.status).toBe(413);
    expect((await errorOf(tooLarge)).code).toBe("payload_too_large");
  });

  it("answers 400 for a body that is not a JSON object", async () => {
    for (const body of ["{", "[1]", '"x"']) {
      const response = await callApi("/api/v1/generators/uuid-v4", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).not.toBe("");
    }
  });

  it("answers 429 with Retry-After past the configured limit, per client", async () => {
    const context = apiContext({ API_RATE_LIMIT: "2", API_RATE_PERIOD: "10" });
    const ip = "198.51.100.29";
    for (let i = 0; i < 2; i++) {
      expect((await callApi("/api/v1/generators/uuid-v4", { context, ip })).status).toBe(200);
    }
    const refused = await callApi("/api/v1/generators/uuid-v4", { context, ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(10);
    expect(refused.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect((await errorOf(refused)).code).toBe("rate_limited");
    // Another client still gets through.
    const other = await callApi("/api/v1/generators/uuid-v4", { context, ip: "198.51.100.30" });
    expect(other.status).toBe(200);
  });
});

describe("HTTP for other programs", () => {
  it("answers a CORS preflight for GET and POST from any origin, without credentials", async () => {
    const response = await callApi("/api/v1/generators/uuid-v4", {
      method: "OPTIONS",
      headers: {
        Origin: "https://someone-else.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("Access-Control-Allow-Methods")).toMatch(/GET.*POST/);
    expect(response.headers.get("Access-Control-Allow-Headers")).toMatch(/Content-Type/i);
    expect(response.headers.get("Access-Control-Allow-Credentials")).toBeNull();
  });

  it("caches a seeded run pinned to its version for a year with an ETag, and answers If-None-Match with 304", async () => {
    const path = "/api/v1/generators/uuid-v4?count=3&seed=cache&v=1";
    const response = await callApi(path, { headers: { Origin: "https://elsewhere.example" } });
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const etag = response.headers.get("ETag");
    expect(etag).toMatch(/^".+"$/);
    const again = await callApi(path, { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
  });

  it("answers a POST whose If-None-Match matches with 412, as RFC 9110 says for methods other than GET", async () => {
    const post = (headers: Record<string, string> = {}) =>
      callApi("/api/v1/generators/uuid-v4", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify({ count: 3, seed: "cache", v: 1 }),
      });
    const first = await post();
    expect(first.status).toBe(200);
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^".+"$/);
    expect((await post({ "If-None-Match": etag ?? "" })).status).toBe(412);
    expect((await post({ "If-None-Match": '"another"' })).status).toBe(200);
  });

  it("never caches an unseeded run, nor a clock generator's run without at", async () => {
    for (const path of [
      "/api/v1/generators/uuid-v4?count=3",
      "/api/v1/generators/uuid-v7?count=3&seed=s",
    ]) {
      const response = await callApi(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("ETag")).toBeNull();
    }
    const pinned = await callApi(`/api/v1/generators/uuid-v7?count=3&seed=s&v=1&at=${NOW}`);
    expect(pinned.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });

  it("sets no cookie on any answer", async () => {
    const responses = await Promise.all([
      callApi("/api/v1/generators"),
      callApi("/api/v1/openapi.json"),
      callApi("/api/v1/generators/uuid-v4?seed=a"),
      callApi("/api/v1/generators/uuid-v4?count=0"),
      callApi("/api/v1/generators/uuid-v4", { method: "OPTIONS" }),
    ]);
    for (const response of responses) expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("gives one value per line for Accept: text/plain or ?format=txt", async () => {
    const json = ApiRunResultSchema.parse(
      await (await callApi("/api/v1/generators/random-number?count=4&seed=t")).json(),
    );
    const lines = `${json.values.map((value) => value.text).join("\n")}\n`;
    const accepted = await callApi("/api/v1/generators/random-number?count=4&seed=t", {
      headers: { Accept: "text/plain" },
    });
    expect(accepted.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await accepted.text()).toBe(lines);
    const asked = await callApi("/api/v1/generators/random-number?count=4&seed=t&format=txt");
    expect(await asked.text()).toBe(lines);
  });

  it("gives CSV with a header row for ?format=csv", async () => {
    const response = await callApi("/api/v1/generators/dice-roller?count=3&seed=t&format=csv");
    expect(response.headers.get("Content-Type")).toMatch(/^text\/csv/);
    const rows = (await response.text()).trim().split(/\r?\n/);
    expect(rows).toHaveLength(4);
    expect(rows[0]?.split(",")[0]).toBe("value");
  });

  it("refuses an unknown format", async () => {
    const response = await callApi("/api/v1/generators/uuid-v4?format=xml");
    expect(response.status).toBe(400);
    expect((await errorOf(response)).field).toBe("format");
  });
});

describe("GET /api/v1/generators", () => {
  it("lists every generator with its inputs as JSON Schema, and the categories", async () => {
    const catalogue = ApiCatalogueSchema.parse(await json(await callApi("/api/v1/generators")));
    expect(catalogue.generators.map((generator) => generator.id).sort()).toEqual(
      ALL_GENERATORS.map((generator) => generator.id).sort(),
    );
    expect(catalogue.categories.map((category) => category.id)).toEqual(
      CATEGORIES.map((category) => category.id),
    );
    for (const generator of catalogue.generators) {
      const source = ALL_GENERATORS.find((candidate) => candidate.id === generator.id);
      expect(Object.keys(generator.inputs.properties as object)).toEqual(
        fieldSpecs(source as AnyGenerator).map((spec) => spec.name),
      );
      expect(generator.links.api).toBe(`${API_ORIGIN}/api/v1/generators/${generator.id}`);
    }
    const count = catalogue.generators.find((generator) => generator.id === "random-number")?.inputs
      .properties as Record<string, { maximum?: number; type?: string }>;
    expect(count.count).toMatchObject({ type: "integer", maximum: MAX_COUNT });
  });
});

describe("GET /api/v1/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document with a path for every generator", async () => {
    const document = (await json(await callApi("/api/v1/openapi.json"))) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    for (const generator of ALL_GENERATORS) {
      expect(document.paths).toHaveProperty([`/api/v1/generators/${generator.id}`]);
    }
  });

  const DRAWS = "/api/v1/draws";
  const DRAW = "/api/v1/draws/{id}";
  const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

  const openApi = async () =>
    (await json(await callApi("/api/v1/openapi.json"))) as OpenApiDocument;

  /** The operations of a path item, by method. */
  const methodsOf = (pathItem: object | undefined) =>
    Object.keys(pathItem ?? {})
      .filter((key) => HTTP_METHODS.includes(key))
      .sort();

  /** The operations an Allow value calls for: HEAD goes with GET, as on every other path. */
  const operationsFor = (allow: string) =>
    allow
      .split(", ")
      .filter((method) => method !== "HEAD")
      .map((method) => method.toLowerCase())
      .sort();

  type Answers = Record<string, { headers?: Record<string, { schema?: { const?: string } }> }>;
  const answersOf = (document: OpenApiDocument, path: string, method: string) =>
    operationOf(document, path, method).responses as Answers;

  it("is keyless, served from DOMAIN_NAME, and says what every operation and tag is", async () => {
    const document = (await openApi()) as OpenApiDocument & {
      info: { license?: unknown };
      security: unknown[];
      servers: { url: string }[];
      tags: { name: string; description?: string }[];
    };
    expect(document.security).toEqual([]);
    expect(document.servers.map((server) => server.url)).toEqual([API_ORIGIN]);
    // Its licence is the service's terms of use, a section of the API's guide.
    expect(document.info.license).toEqual({
      name: expect.stringMatching(/\S/),
      url: `${API_ORIGIN}/docs/api#terms`,
    });
    for (const tag of document.tags) expect(tag.description, tag.name).toBeTruthy();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of methodsOf(item)) {
        const operation = operationOf(document, path, method);
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        expect(operation.description, `${method} ${path}`).toBeTruthy();
      }
    }
    for (const generator of ALL_GENERATORS) {
      const path = `/api/v1/generators/${generator.id}`;
      for (const method of ["get", "post"]) {
        const operation = operationOf(document, path, method);
        expect(operation.summary).toContain(generator.title);
        expect(String(operation.description).startsWith(generator.description), path).toBe(true);
      }
    }
  });

  it("marks exactly the secret generators, each with the secret note in its description", async () => {
    const document = await openApi();
    const marked: string[] = [];
    for (const generator of ALL_GENERATORS) {
      const path = `/api/v1/generators/${generator.id}`;
      for (const method of ["get", "post"]) {
        const operation = operationOf(document, path, method);
        const secret = SECRET_GENERATOR_IDS.includes(generator.id);
        expect(operation["x-secret"], `${method} ${path}`).toBe(secret);
        expect(String(operation.description).includes(SECRET_RUN_NOTE), `${method} ${path}`).toBe(
          secret,
        );
        if (secret && method === "get") marked.push(generator.id);
      }
    }
    expect(marked.sort()).toEqual([...SECRET_GENERATOR_IDS].sort());
    expect(marked).toEqual(expect.arrayContaining(["password-generator", "pin", "passphrase"]));
  });

  it("describes the draws API: its two addresses, their methods, operations and answers", async () => {
    const document = await openApi();
    expect(methodsOf(document.paths[DRAWS])).toEqual(["options", "post"]);
    expect(methodsOf(document.paths[DRAWS])).toEqual(
      operationsFor(allowedMethods(API_ENDPOINTS.createDraw.methods, "api")),
    );
    expect(methodsOf(document.paths[DRAW])).toEqual(["get", "options"]);
    expect(methodsOf(document.paths[DRAW])).toEqual(
      operationsFor(allowedMethods(API_ENDPOINTS.readDraw.methods, "api")),
    );

    const create = operationOf(document, DRAWS, "post");
    expect(create).toMatchObject({ operationId: "create-draw", tags: ["draws"] });
    expect(create.requestBody).toMatchObject({ required: true });
    const created = answersOf(document, DRAWS, "post");
    expect(Object.keys(created).sort()).toEqual(["201", "400", "405", "413", "415", "429"]);
    expect(created["201"]?.headers).toHaveProperty("Location");
    expect(created["405"]?.headers).toHaveProperty("Allow");
    expect(created["429"]?.headers).toHaveProperty("Retry-After");

    expect(operationOf(document, DRAW, "get")).toMatchObject({
      operationId: "read-draw",
      tags: ["draws"],
    });
    expect(Object.keys(answersOf(document, DRAW, "get")).sort()).toEqual([
      "200",
      "404",
      "405",
      "429",
    ]);
    expect(document.paths[DRAW]?.parameters).toEqual([
      expect.objectContaining({ name: "id", in: "path", required: true }),
    ]);
    for (const [path, allow] of [
      [DRAWS, allowedMethods(API_ENDPOINTS.createDraw.methods, "api")],
      [DRAW, allowedMethods(API_ENDPOINTS.readDraw.methods, "api")],
    ] as const) {
      const preflight = answersOf(document, path, "options")["204"];
      expect(preflight?.headers?.["Access-Control-Allow-Methods"]?.schema?.const).toBe(allow);
    }

    expect(document.tags).toContainEqual(expect.objectContaining({ name: "draws" }));
    const info = document.info as { description: string };
    expect(info.description).toContain(`POST ${DRAWS}`);
    expect(info.description).toContain(`GET ${DRAW}`);
    const operationIds = Object.values(document.paths).flatMap((pathItem) =>
      Object.values(pathItem).flatMap((operation) =>
        typeof operation.operationId === "string" ? [operation.operationId] : [],
      ),
    );
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it("the draws addresses answer a preflight with the methods the document gives, and 405 to others", async () => {
    const document = await openApi();
    for (const [path, address] of [
      [DRAWS, DRAWS],
      [DRAW, "/api/v1/draws/AAAAAAAAAAAAAAAAAAAAAA"],
    ] as const) {
      const documented = answersOf(document, path, "options")["204"];
      const preflight = await callApi(address, { method: "OPTIONS" });
      expect(preflight.status).toBe(204);
      const allow = preflight.headers.get("Access-Control-Allow-Methods");
      expect(allow).toBe(documented?.headers?.["Access-Control-Allow-Methods"]?.schema?.const);
      const operation = methodsOf(document.paths[path]).find((method) => method !== "options");
      const errorSchema = answerJsonSchema(document, path, operation ?? "", "405");
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
        if (methodsOf(document.paths[path]).includes(method.toLowerCase())) continue;
        const response = await callApi(address, { method });
        expect(response.status, `${method} ${address}`).toBe(405);
        expect(response.headers.get("Allow")).toBe(allow);
        expect(violations(errorSchema, await response.json())).toBe("");
      }
    }
  });

  it("describes the body of POST /api/v1/draws from DrawRequestSchema, with the bounds of DRAW_LIMITS", async () => {
    const body = bodyJsonSchema(await openApi(), DRAWS, "post") as {
      anyOf: { required: string[]; properties: Record<string, Record<string, unknown>> }[];
    };
    const bySource = (source: string) =>
      body.anyOf.find((branch) => branch.properties.source?.const === source);
    const list = bySource("list");
    const range = bySource("range");
    expect(list?.required).toEqual(["title", "entries"]);
    expect(range?.required).toEqual(["title", "source", "range"]);
    const fields = Object.keys(DrawRequestSchema.shape);
    expect(Object.keys(list?.properties ?? {}).sort()).toEqual(
      fields.filter((field) => field !== "range").sort(),
    );
    expect(Object.keys(range?.properties ?? {}).sort()).toEqual(
      fields.filter((field) => field !== "entries").sort(),
    );
    for (const branch of [list, range]) {
      const properties = branch?.properties ?? {};
      for (const [name, property] of Object.entries(properties)) {
        expect(typeof property.description, `${name} is described`).toBe("string");
      }
      expect(properties.title).toMatchObject({
        type: "string",
        minLength: 1,
        maxLength: DRAW_LIMITS.maxTitleChars,
      });
      expect(properties.winners?.anyOf).toContainEqual({
        type: "integer",
        minimum: DRAW_LIMITS.minWinners,
        maximum: DRAW_LIMITS.maxWinners,
      });
      expect(properties.winners?.default).toBe(1);
      expect(properties.drawAt?.description).toContain(`${DRAW_LIMITS.maxAheadDays} days ahead`);
    }
    expect(list?.properties.entries?.anyOf).toContainEqual(
      expect.objectContaining({
        type: "array",
        minItems: 1,
        maxItems: DRAW_LIMITS.maxEntries,
        items: { type: "string", maxLength: DRAW_LIMITS.maxEntryChars },
      }),
    );
    expect(range?.properties.range?.anyOf).toContainEqual({
      type: "integer",
      minimum: 1,
      maximum: DRAW_LIMITS.maxEntries,
    });
  });

  it("its draw body schema accepts and refuses what checkDrawRequest does, at every limit", async () => {
    const schema = validatorOf(bodyJsonSchema(await openApi(), DRAWS, "post"));
    const { maxTitleChars, maxEntries, maxEntryChars, maxWinners } = DRAW_LIMITS;
    const entries = (n: number) => Array.from({ length: n }, (_, i) => `e${i + 1}`);
    const title = "Raffle";
    const cases: [string, Record<string, unknown>][] = [
      ["the smallest draw", { title, entries: ["a"] }],
      ["entries as text", { title, entries: "a\nb", winners: 2 }],
      ["the longest title", { title: "t".repeat(maxTitleChars), entries: ["a"] }],
      ["a title too long", { title: "t".repeat(maxTitleChars + 1), entries: ["a"] }],
      ["a blank title", { title: "  ", entries: ["a"] }],
      ["no title", { entries: ["a"] }],
      ["no entries", { title }],
      ["blank entries", { title, entries: " \n " }],
      ["the most entries", { title, entries: entries(maxEntries) }],
      ["too many entries", { title, entries: entries(maxEntries + 1) }],
      ["the longest entry", { title, entries: ["x".repeat(maxEntryChars)] }],
      ["an entry too long", { title, entries: ["x".repeat(maxEntryChars + 1)] }],
      ["the most winners", { title, entries: entries(maxWinners), winners: maxWinners }],
      ["too many winners", { title, entries: entries(maxWinners + 1), winners: maxWinners + 1 }],
      ["no winner", { title, entries: entries(3), winners: 0 }],
      ["half a winner", { title, entries: entries(3), winners: 1.5 }],
      ["winners as digits", { title, entries: entries(3), winners: "2" }],
      ["winners in words", { title, entries: entries(3), winners: "two" }],
      ["the largest range", { title, source: "range", range: maxEntries }],
      ["a range too large", { title, source: "range", range: maxEntries + 1 }],
      ["an empty range", { title, source: "range", range: 0 }],
      ["a range without its end", { title, source: "range" }],
      [
        "a chosen time",
        { title, entries: ["a"], drawAt: new Date(NOW + 86_400_000).toISOString() },
      ],
      ["a chosen time that is no time", { title, entries: ["a"], drawAt: "tomorrow" }],
      ["every option", { title, entries: ["a"], listed: true, hashOnly: "on", when: "asap" }],
      ["an unknown source", { title, entries: ["a"], source: "hat" }],
    ];
    for (const [name, body] of cases) {
      expect(schema.safeParse(body).success, name).toBe(checkDrawRequest(body, NOW).ok);
    }
    const accepted = cases.filter(([, body]) => checkDrawRequest(body, NOW).ok);
    expect(accepted.length).toBeGreaterThan(5);
    expect(cases.length - accepted.length).toBeGreaterThan(5);
  });
});
