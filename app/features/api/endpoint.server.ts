import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { z } from "zod";

import { apiError, assertSameOrigin, readJsonBody } from "./api.server";
import { corsPreflight, withCorsHeaders } from "./http.server";
import { countRequest, withRateLimitHeaders } from "./rate-limit.server";
import { getSiteConfig, SiteConfigError } from "~/features/shell/index.server";

// The one way an address answers JSON, for the public API and for this site's own resource
// routes alike: which methods it answers (405 with Allow to others), who may call it (any site
// with CORS and a rate limit, or only this site's pages for writes), who must be signed in, how
// large and what shape its body may be, and then its handler. Routes export the same function
// as their loader and their action: `export const loader = endpoint, action = endpoint`.

/** The methods an endpoint may answer besides HEAD (which GET brings) and OPTIONS (which CORS brings). */
export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

/** How a JSON body is read: its limit, the statuses of a refused one, and its schema. */
export type BodyRule<Body> = {
  maxBytes: number;
  /** The status of a body not sent as application/json (400 unless 415 is asked). */
  wrongType?: 400 | 415;
  /** The status of a body over the limit, or the whole answer to it. */
  tooLarge?: 400 | 413 | (() => Response);
} & (
  | {
      /** The body's shape; a body it refuses gets `invalid(error)`. */
      schema: z.ZodType<Body>;
      invalid: (error: z.ZodError) => Response;
    }
  | { schema?: undefined; invalid?: undefined }
);

export interface EndpointCall<User, Body> {
  request: Request;
  env: Env;
  params: LoaderFunctionArgs["params"];
  url: URL;
  /** What `auth` answered (the signed-in user's id), or null without `auth`. */
  user: User;
  /** The JSON body under the endpoint's rule; throws the 4xx that says what is wrong with it. */
  body: () => Promise<Body>;
  /** Work that may finish after the answer is sent (the platform's waitUntil). */
  defer: (work: Promise<unknown>) => void;
}

export interface EndpointDefinition<User, Body> {
  /**
   * `api`: the keyless public API: any site may call it (CORS, preflight), every answer counts
   * against the client's rate limit and says so in its RateLimit headers, and an unexpected
   * error is a JSON 500. `site`: this site's own pages: a write from another site is a 403.
   */
  audience: "api" | "site";
  methods: readonly HttpMethod[];
  /** The 405's message; by default it names the methods. */
  usage?: string;
  /** Who calls: runs after the method and origin checks, and throws its own 401. */
  auth?: (args: LoaderFunctionArgs) => Promise<User>;
  body?: BodyRule<Body>;
  handle: (call: EndpointCall<User, Body>) => Promise<Response>;
}

/** What `Allow` says for these methods: HEAD with GET, and OPTIONS for the API. */
export function allowedMethods(methods: readonly HttpMethod[], audience: "api" | "site"): string {
  const all = methods.flatMap((method) => (method === "GET" ? ["GET", "HEAD"] : [method]));
  return [...all, ...(audience === "api" ? ["OPTIONS"] : [])].join(", ");
}

/** 405 with the methods the address answers. */
export function methodNotAllowed(allow: string, usage?: string): Response {
  const listed = allow.replace(/, OPTIONS$/, "");
  return apiError(405, "method_not_allowed", usage ?? `Use ${listed} here.`, {
    headers: { Allow: allow },
  });
}

/** An endpoint as a Remix loader and action: export it as both. */
export function defineEndpoint<User = null, Body = unknown>(
  definition: EndpointDefinition<User, Body>,
): (args: LoaderFunctionArgs) => Promise<Response> {
  const allow = allowedMethods(definition.methods, definition.audience);
  const answers = new Set(allow.split(", "));
  return definition.audience === "api"
    ? (args) => answerApi(definition, allow, answers, args)
    : (args) => answerSite(definition, allow, answers, args);
}

function callOf<User, Body>(
  definition: EndpointDefinition<User, Body>,
  { request, context, params }: LoaderFunctionArgs,
  user: User,
): EndpointCall<User, Body> {
  return {
    request,
    env: context.cloudflare.env,
    params,
    url: new URL(request.url),
    user,
    body: () => readBody(request, definition.body),
    defer: (work) => context.cloudflare.ctx.waitUntil(work),
  };
}

async function readBody<Body>(request: Request, rule: BodyRule<Body> | undefined): Promise<Body> {
  if (!rule) throw new Error("This endpoint reads no body.");
  const { tooLarge } = rule;
  const value = await readJsonBody(request, rule.maxBytes, {
    wrongType: rule.wrongType,
    ...(typeof tooLarge === "function" ? { tooLargeResponse: tooLarge } : { tooLarge }),
  });
  if (!rule.schema) return value as Body;
  const parsed = rule.schema.safeParse(value);
  if (!parsed.success) throw rule.invalid(parsed.error);
  return parsed.data;
}

async function answerSite<User, Body>(
  definition: EndpointDefinition<User, Body>,
  allow: string,
  answers: ReadonlySet<string>,
  args: LoaderFunctionArgs,
): Promise<Response> {
  const { request } = args;
  if (!answers.has(request.method)) return methodNotAllowed(allow, definition.usage);
  try {
    if (request.method !== "GET" && request.method !== "HEAD") assertSameOrigin(request);
    const user = definition.auth ? await definition.auth(args) : (null as User);
    return await definition.handle(callOf(definition, args, user));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function answerApi<User, Body>(
  definition: EndpointDefinition<User, Body>,
  allow: string,
  answers: ReadonlySet<string>,
  args: LoaderFunctionArgs,
): Promise<Response> {
  const { request } = args;
  // A browser's preflight is not the client's request: it is not counted.
  if (request.method === "OPTIONS") return corsPreflight(allow);
  const count = await countRequest(args.context.cloudflare.env, request);
  const answer =
    count.refused ??
    (answers.has(request.method)
      ? await answerCaught(definition, args)
      : methodNotAllowed(allow, definition.usage));
  return withRateLimitHeaders(withCorsHeaders(answer), count);
}

async function answerCaught<User, Body>(
  definition: EndpointDefinition<User, Body>,
  args: LoaderFunctionArgs,
): Promise<Response> {
  const { request } = args;
  try {
    const user = definition.auth ? await definition.auth(args) : (null as User);
    return await definition.handle(callOf(definition, args, user));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    if (thrown instanceof SiteConfigError) {
      console.error(thrown);
      return apiError(500, "misconfigured", `${thrown.message}. Fix the [vars] in wrangler.toml.`);
    }
    console.error("API request failed", request.method, request.url, thrown);
    return apiError(500, "internal_error", "Something went wrong on our side; please try again.");
  }
}

/** The site's origin (DOMAIN_NAME), where the API's links point. */
export const originOf = (env: Env) => getSiteConfig(env).origin;
