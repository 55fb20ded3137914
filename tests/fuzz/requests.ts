import { readdirSync } from "node:fs";
import path from "node:path";

import fc from "fast-check";

import { GUIDES } from "../../app/features/docs/guides";
import { ALL_GENERATORS as GENERATORS } from "../../app/engine/testing/all-generators";
import { encodeParam } from "../../app/engine/core/field-kinds";
import { RUN_PARAMETERS } from "../../app/engine/core/run-parameters";
import { validValue as validFieldValue } from "../../app/engine/testing/field-values";
import { CATEGORIES } from "../../app/engine/categories";
import { fieldSpecs } from "../../app/engine/core/engine";
import type { FieldSpec } from "../../app/engine/core/field-kinds";
import { PACKS } from "../../app/features/packs/packs";

// fast-check arbitraries of hostile requests: random, malformed and oversized parameters, paths,
// bodies and cookies. Each value is a plain description that the spec sends as it is.

export type Method = "GET" | "HEAD" | "OPTIONS" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The three servers of the browser tests: keyless, with an analytics id, with accounts on. */
export type Server = "keyless" | "analytics" | "accounts";
const SERVERS: readonly Server[] = ["keyless", "analytics", "accounts"];

/** One request to send, to one of the three servers (spreading them keeps both cores busy). */
export interface FuzzRequest {
  server: Server;
  method: Method;
  /** Path and query, sent without further encoding (malformed escapes stay malformed). */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const INJECTION = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  "${7*7}",
  "' OR 1=1 --",
  "../../../../etc/passwd",
];

const NUMBERS = [
  "1e308",
  "-1e308",
  "1e309",
  "9".repeat(400),
  "-9007199254740993",
  "9007199254740993",
  "NaN",
  "Infinity",
  "-Infinity",
  "-0",
  "0x1F",
  "0b101",
  "1_000",
  "  7  ",
  "5.5",
  "-1",
  "0",
  "+3",
  "1e-400",
  "٣",
  "",
  " ",
];

const ODD_TEXT = [
  "\u0000",
  "\u202e",
  "\ufeff",
  "\ud800",
  "\udfff",
  "𝕏",
  "👍🏽",
  "null",
  "undefined",
  "true",
  "[object Object]",
  "__proto__",
  "constructor",
  "%",
  "%25",
  "\r\n",
];

/** Text a parameter or a field may carry: numbers out of range, unicode, control characters. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NUMBERS, ...INJECTION, ...ODD_TEXT) },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code)),
      maxLength: 10,
    }),
  },
  // Oversized: up to 10,000 characters (the URL of the widest ones exceeds the server's limit).
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom("a", "7", "é", "😀", "<", ",", "\n"),
        fc.integer({ min: 500, max: 10_000 }),
      )
      .map(([char, times]) => char.repeat(times)),
  },
);

/** A value the field would accept, as URL text, so that real runs with many settings happen too. */
function validValue(spec: FieldSpec): fc.Arbitrary<string> {
  // Counts stay small mostly: a 10,000-value page is valid but slow to render.
  const typed = validFieldValue(spec, { maxCount: 50 }).map((value) => encodeParam(spec, value));
  return spec.kind === "toggle"
    ? fc.oneof(typed, fc.constantFrom("on", "off", "true", "false", "yes", "no"))
    : typed;
}

/** Raw pieces appended to a query string as they are: broken escapes, empty pairs. */
const RAW_QUERY = [
  "%",
  "%ZZ",
  "%E0%A4%A",
  "%C0%AF",
  "%00",
  "&&&",
  "=",
  "==x",
  "a=%FF",
  "seed",
  "v=",
];

/** A query string over `names` (a page's own parameters), often repeated, sometimes broken. */
function queryString(names: readonly string[], values: (name: string) => fc.Arbitrary<string>) {
  const name = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: hostileText },
  );
  const pair = name.chain((n) =>
    fc.tuple(fc.constant(n), fc.oneof(values(n), hostileText, hostileText)),
  );
  return fc
    .record({
      pairs: fc.array(pair, { maxLength: 6 }),
      repeat: fc.boolean(),
      raw: fc.option(fc.constantFrom(...RAW_QUERY), { freq: 5 }),
    })
    .map(({ pairs, repeat, raw }) => {
      const query = new URLSearchParams(repeat ? [...pairs, ...pairs] : pairs).toString();
      const full = raw === null ? query : [query, raw].filter(Boolean).join("&");
      return full ? `?${full}` : "";
    });
}

/** A path segment that names nothing, percent-encoded, or with broken escapes. */
const hostileSegment = fc.oneof(
  hostileText.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "x"))),
  fc.constantFrom("%E0%A4%A", "%ZZ", "%2e%2e", "..", ".", "%00", "a%2Fb", "%C0%AF", "~", "*"),
);

const GENERATOR_FIELDS = GENERATORS.map((generator) => ({
  id: generator.id,
  specs: fieldSpecs(generator),
}));

function runParamValue(name: string): fc.Arbitrary<string> {
  if (name === "seed")
    return fc.oneof(fc.string({ maxLength: 70 }), fc.constantFrom("x".repeat(64), "x".repeat(65)));
  if (name === "v")
    return fc.oneof(
      fc.integer({ min: -2, max: 4 }).map(String),
      fc.constantFrom("1.1", "1.1.1.1.1"),
    );
  if (name === "at") {
    return fc.constantFrom(
      "0",
      "-1",
      "8640000000000000",
      "8640000000000001",
      "1767225600000",
      "1.5",
    );
  }
  return hostileText;
}

/** One generator's page with generated parameters. */
function pageOf({ id, specs }: (typeof GENERATOR_FIELDS)[number]): fc.Arbitrary<string> {
  const byName = new Map(specs.map((spec) => [spec.name, spec]));
  return queryString([...byName.keys(), ...RUN_PARAMETERS], (name) => {
    const spec = byName.get(name);
    return spec ? validValue(spec) : runParamValue(name);
  }).map((query) => `/${id}${query}`);
}

const generatorPage = fc.constantFrom(...GENERATOR_FIELDS).chain(pageOf);

const ARTICLE_SLUGS = readdirSync(path.join("content", "articles"))
  .filter((file) => file.endsWith(".md"))
  .map((file) => file.replace(/\.md$/, ""));

const PAGE_FAMILIES: readonly { prefix: string; names: readonly string[] }[] = [
  { prefix: "/packs/", names: PACKS.map((pack) => pack.id) },
  { prefix: "/docs/", names: GUIDES.map((guide) => guide.slug) },
  { prefix: "/docs/generators/", names: GENERATORS.map((generator) => generator.id) },
  { prefix: "/articles/", names: ARTICLE_SLUGS },
  { prefix: "/categories/", names: CATEGORIES.map((category) => category.id) },
];

const STATIC_PAGES = [
  "/",
  "/all",
  "/categories",
  "/packs",
  "/articles",
  "/docs",
  "/docs/generators",
  "/cookie-settings",
  "/sign-in",
  "/sign-up",
  "/user",
  "/organization",
];

/** Packs, docs, articles and categories: known or unknown names, with random parameters. */
const otherPage = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...PAGE_FAMILIES),
      fc.boolean(),
      fc.constantFrom(...RUN_PARAMETERS, "q", "from", "redirect_url"),
    )
    .chain(([family, known, extra]) =>
      fc
        .tuple(
          known ? fc.constantFrom(...family.names) : hostileSegment,
          queryString([...RUN_PARAMETERS, extra], runParamValue),
        )
        .map(([name, query]) => `${family.prefix}${name}${query}`),
    ),
  fc
    .tuple(
      fc.constantFrom(...STATIC_PAGES),
      queryString(["q", "from", "redirect_url"], () => hostileText),
    )
    .map(([page, query]) => `${page}${query}`),
  fc
    .array(hostileSegment, { minLength: 1, maxLength: 4 })
    .map((segments) => `/${segments.join("/")}`),
);

/** Cookies a browser might carry, readable or not (header-safe ASCII only). */
const cookieValue = fc.oneof(
  fc
    .string({ unit: "grapheme-ascii", maxLength: 60 })
    .map((value) => value.replace(/[;\s\\"]/g, "")),
  fc.constantFrom(
    "%ZZ",
    "%E0%A4%A",
    "%E9",
    "e30.!!!",
    "e30=.bad",
    "eyJ0aGVtZSI6ImRhcmsifQ%3D%3D.x",
    "",
  ),
);
export const cookieHeader = fc
  .array(
    fc.tuple(
      fc.constantFrom("theme", "consent_preferences", "__session", "__client_uat", "other"),
      cookieValue,
    ),
    { maxLength: 3 },
  )
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join("; "));

/** Page requests: mostly GET, some with methods no page accepts, on either server. */
export const pageRequest = requestsTo(
  fc.oneof({ weight: 3, arbitrary: generatorPage }, { weight: 2, arbitrary: otherPage }),
);

/** Page requests of each generator's page in turn, so that every generator is reached. */
export const everyGeneratorPageRequest: readonly fc.Arbitrary<FuzzRequest>[] = GENERATOR_FIELDS.map(
  (generator) => requestsTo(pageOf(generator)),
);

function requestsTo(pages: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pages,
      method: fc.oneof(
        { weight: 12, arbitrary: fc.constant<Method>("GET") },
        { weight: 1, arbitrary: fc.constantFrom<Method>("POST", "PUT", "PATCH", "DELETE") },
      ),
      // Most requests fetch the page's data, which runs the same loader for a third of the cost
      // of rendering it.
      data: fc.oneof(
        { weight: 2, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      server: fc.constantFrom(...SERVERS),
      cookie: fc.option(cookieHeader, { freq: 3 }),
    })
    .map(({ path: target, method, data, server, cookie }) => {
      const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
      if (method !== "GET") {
        headers["Content-Type"] = "application/x-www-form-urlencoded";
        return {
          server,
          method,
          path: target,
          headers,
          body: "intent=x",
        };
      }
      // Client navigations fetch the same loaders from the page's `.data` address.
      const [pathname = "", query] = target.split(/\?(.*)/s);
      const path = data
        ? `${pathname === "/" ? "/_root" : pathname}.data${query ? `?${query}` : ""}`
        : target;
      return { server, method, path, headers };
    });
}

/** Who a resource request claims to be; the spec turns each into headers (tokens are signed there). */
export type AuthTag =
  "none" | "alice" | "bob" | "alice-cookie" | "expired" | "tampered" | "garbage";

const authTag = fc.constantFrom<AuthTag>(
  "none",
  "alice",
  "alice",
  "bob",
  "alice-cookie",
  "expired",
  "tampered",
  "garbage",
);

/** A description of a resource request before the spec adds credentials. */
export interface ResourceRequest extends Omit<FuzzRequest, "headers"> {
  auth: AuthTag;
  /** Sends the site's own Origin ("self"), another site's, or none. */
  origin: "none" | "self" | string;
  headers: Record<string, string>;
}

const note = fc.record(
  {
    id: fc.oneof({ weight: 4, arbitrary: fc.uuid() }, { weight: 1, arbitrary: hostileText }),
    generatorId: fc.oneof(fc.constantFrom(...GENERATORS.map((g) => g.id)), hostileText),
    generatorTitle: fc.oneof(fc.constant("Random Number"), hostileText),
    value: fc.oneof(hostileText, fc.constant("x".repeat(10_001))),
    inputs: fc.oneof(
      {
        weight: 4,
        arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), {
          maxKeys: 4,
        }),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    ),
    seed: fc.oneof(fc.constant(null), hostileText),
    savedAt: fc.oneof(
      { weight: 4, arbitrary: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()) },
      { weight: 1, arbitrary: hostileText },
    ),
  },
  { requiredKeys: [] },
);

const jsonText = fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? "null");

const savedValuesBody = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.array(note, { maxLength: 4 }).map((notes) => JSON.stringify({ notes })),
  },
  { weight: 2, arbitrary: jsonText },
  { weight: 1, arbitrary: hostileText },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "",
      "{",
      "[]",
      "null",
      '{"notes":null}',
      '{"notes":[]}',
      '{"__proto__":{"notes":[]}}',
    ),
  },
);

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant("application/json") },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "",
      "application/jsonx",
    ),
  },
);

const origin = fc.oneof(
  { weight: 6, arbitrary: fc.constant("none") },
  { weight: 2, arbitrary: fc.constant("self") },
  { weight: 1, arbitrary: fc.constantFrom("https://evil.example", "null", "http://127.0.0.1") },
);

const noteIdSegment = fc.oneof(
  { weight: 3, arbitrary: fc.uuid() },
  { weight: 2, arbitrary: hostileSegment },
  { weight: 1, arbitrary: fc.constant("x".repeat(101)) },
);

function contentTypeHeader(method: Method, type: string): Record<string, string> {
  return method === "GET" || !type ? {} : { "Content-Type": type };
}

const savedValues = fc
  .record({
    method: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom<Method>("GET", "POST", "POST", "DELETE") },
      { weight: 1, arbitrary: fc.constantFrom<Method>("PUT", "PATCH") },
    ),
    one: fc.option(noteIdSegment, { freq: 3 }),
    body: savedValuesBody,
    type: contentType,
  })
  .map(({ method, one, body, type }) => ({
    method: one !== null && method === "POST" ? ("DELETE" as const) : method,
    path: one === null ? "/resources/saved-values" : `/resources/saved-values/${one}`,
    headers: contentTypeHeader(method, type),
    body: method === "GET" ? undefined : body,
  }));

const themeBody = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .oneof(
        fc.constantFrom("light", "dark", null, "system", "LIGHT"),
        hostileText,
        fc.jsonValue({ maxDepth: 1 }),
      )
      .map((theme) => JSON.stringify({ theme })),
  },
  { weight: 1, arbitrary: jsonText },
  { weight: 1, arbitrary: hostileText },
);

const theme = fc
  .record({
    method: fc.oneof(
      { weight: 5, arbitrary: fc.constant<Method>("POST") },
      { weight: 1, arbitrary: fc.constantFrom<Method>("GET", "PUT", "DELETE") },
    ),
    body: themeBody,
    type: contentType,
  })
  .map(({ method, body, type }) => ({
    method,
    path: "/resources/theme",
    headers: contentTypeHeader(method, type),
    body: method === "GET" ? undefined : body,
  }));

const consentField = fc.tuple(
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        "intent",
        "analytics",
        "marketing",
        "personalization",
        "redirectTo",
      ),
    },
    { weight: 1, arbitrary: hostileText },
  ),
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        "accept-all",
        "reject-all",
        "save",
        "on",
        "off",
        "/",
        "/all",
        "//evil.example",
        "/\\evil.example",
        "javascript:alert(1)",
      ),
    },
    { weight: 2, arbitrary: hostileText },
  ),
);

/** A multipart/form-data body of the given fields, boundary "fuzzboundary". */
function multipart(fields: readonly (readonly [string, string])[]): string {
  const parts = fields.map(
    ([name, value]) =>
      `--fuzzboundary\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "")}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join("")}--fuzzboundary--\r\n`;
}

const cookieSettings = fc
  .record({
    fields: fc.array(consentField, { maxLength: 6 }),
    encoding: fc.constantFrom(
      "urlencoded",
      "urlencoded",
      "urlencoded",
      "multipart",
      "json",
      "text",
      "broken-multipart",
    ),
    data: fc.boolean(),
    accept: fc.boolean(),
  })
  .map(({ fields, encoding, data, accept }) => {
    const [type, body] =
      encoding === "urlencoded"
        ? ["application/x-www-form-urlencoded", new URLSearchParams(fields).toString()]
        : encoding === "multipart"
          ? ["multipart/form-data; boundary=fuzzboundary", multipart(fields)]
          : encoding === "broken-multipart"
            ? ["multipart/form-data; boundary=other", multipart(fields)]
            : encoding === "json"
              ? ["application/json", JSON.stringify(Object.fromEntries(fields))]
              : ["text/plain", fields.map((pair) => pair.join("=")).join("\n")];
    return {
      method: "POST" as const,
      // The consent dialog's fetcher posts to the `.data` address of the same action.
      path: data ? "/cookie-settings.data" : "/cookie-settings",
      headers: accept
        ? { "Content-Type": type, Accept: "text/html" }
        : ({ "Content-Type": type } as Record<string, string>),
      body,
    };
  });

/** Requests to the resource routes and the cookie action, on either server, as anyone. */
export const resourceRequest: fc.Arbitrary<ResourceRequest> = fc
  .record({
    target: fc.oneof(
      { weight: 6, arbitrary: savedValues },
      { weight: 2, arbitrary: theme },
      { weight: 2, arbitrary: cookieSettings },
    ),
    auth: authTag,
    origin,
    server: fc.constantFrom(...SERVERS),
  })
  .map(({ target, auth, origin, server }) => ({
    ...target,
    // Credentials mean something only where accounts are on.
    server: auth === "none" ? server : ("accounts" as const),
    auth,
    origin,
  }));

/** A run's body: the generator's fields (valid, hostile or of the wrong JSON type) and its seed. */
function apiBody(specs: readonly FieldSpec[]): fc.Arbitrary<string> {
  const field = (spec: FieldSpec) =>
    fc.oneof(
      { weight: 4, arbitrary: validFieldValue(spec, { maxCount: 50 }) },
      { weight: 2, arbitrary: hostileText },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
  const fields = fc.record(
    Object.fromEntries([
      ...specs.map((spec) => [spec.name, field(spec)] as const),
      ["seed", fc.oneof(hostileText, fc.jsonValue({ maxDepth: 1 }))] as const,
      ["v", fc.oneof(runParamValue("v"), fc.integer())] as const,
      ["at", fc.oneof(runParamValue("at"), fc.integer())] as const,
      ["extra", hostileText] as const,
    ]),
    { requiredKeys: [] },
  );
  return fc.oneof(
    { weight: 6, arbitrary: fields.map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: jsonText },
    { weight: 1, arbitrary: hostileText },
  );
}

const ACCEPT = ["application/json", "text/plain", "text/csv", "*/*", "text/html", "text/csv;q=0"];

/** A run of a generator through the API: query or body, any format, any Accept. */
const apiRun = fc.constantFrom(...GENERATOR_FIELDS).chain(({ id, specs }) => {
  const byName = new Map(specs.map((spec) => [spec.name, spec]));
  return fc.record({
    method: fc.oneof(
      { weight: 6, arbitrary: fc.constant<Method>("GET") },
      { weight: 3, arbitrary: fc.constant<Method>("POST") },
      { weight: 1, arbitrary: fc.constantFrom<Method>("OPTIONS", "HEAD", "PUT", "DELETE") },
    ),
    name: fc.oneof(
      { weight: 9, arbitrary: fc.constant(id) },
      { weight: 1, arbitrary: hostileSegment },
    ),
    query: queryString([...byName.keys(), ...RUN_PARAMETERS, "format"], (name) => {
      const spec = byName.get(name);
      if (spec) return validValue(spec);
      return name === "format" ? fc.constantFrom("json", "txt", "csv", "xml") : runParamValue(name);
    }),
    body: apiBody(specs),
    type: fc.oneof(
      { weight: 6, arbitrary: fc.constant("application/json") },
      { weight: 1, arbitrary: contentType },
    ),
    accept: fc.option(
      fc.oneof(
        fc.constantFrom(...ACCEPT),
        // Any header-safe text (fetch refuses the rest before sending).
        fc.string({
          unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
        }),
      ),
      { freq: 2 },
    ),
  });
});

/** Requests to the public API (/api/v1/), on any of the servers, from any origin. */
export const apiRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    run: apiRun,
    other: fc.oneof(
      fc.constantFrom("/api/v1/generators", "/api/v1/openapi.json", "/api", "/api/v1"),
      hostileSegment.map((segment) => `/api/v1/${segment}`),
      hostileSegment.map((segment) => `/api/${segment}`),
    ),
    // Four in five run a generator; the others ask for the catalogue, the document or nothing.
    isRun: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
    origin: fc.option(fc.constantFrom("https://someone-else.example", "null"), { freq: 2 }),
    server: fc.constantFrom(...SERVERS),
    // Now and then a body past the API's 2 MB limit.
    huge: fc.integer({ min: 0, max: 99 }).map((n) => n === 0),
  })
  .map(({ run, other, isRun, origin, server, huge }) => {
    const { method, name, query, body, type, accept } = run;
    const headers: Record<string, string> = {};
    if (accept !== null) headers.Accept = accept;
    if (origin !== null) headers.Origin = origin;
    if (!isRun) return { server, method: method === "POST" ? "POST" : "GET", path: other, headers };
    const withBody = method === "POST" || method === "PUT";
    if (withBody && type) headers["Content-Type"] = type;
    return {
      server,
      method,
      path: `/api/v1/generators/${name}${method === "POST" ? "" : query}`,
      headers,
      body: withBody ? (huge ? `{"entries":"${"x".repeat(2_200_000)}"}` : body) : undefined,
    };
  });
