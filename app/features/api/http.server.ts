import type { InputProblem } from "~/engine/core/engine";
import { apiError } from "./api.server";
import { CACHE_CONTROL } from "~/utils/cache-control";

// The HTTP side of the public API (/api/v1/): CORS for any site, errors as data, caching of
// reproducible answers. The API is keyless and reads no cookies, so any origin may call it.

/** How long a browser may reuse a preflight's answer, in seconds. */
export const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

/** CORS headers of every API answer: readable from any site, never with credentials. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "ETag, Retry-After, RateLimit, RateLimit-Policy",
};

function withCors(init: ResponseInit = {}): Headers {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
  return headers;
}

/** The same response with the API's CORS headers (for errors thrown by shared helpers). */
export function withCorsHeaders(response: Response): Response {
  const headers = withCors({ headers: response.headers });
  return new Response(response.body, { status: response.status, headers });
}

/** 400 naming every bad field, with the messages the page's form shows. */
export function invalidInput(problems: readonly InputProblem[]): Response {
  const message = problems
    .map(({ message }) => (/[.!?…]$/.test(message) ? message : `${message}.`))
    .join(" ");
  return apiError(400, "invalid_input", message, {
    field: problems.find((problem) => problem.field)?.field,
    problems: problems.map(({ field, message }) => (field ? { field, message } : { message })),
  });
}

/** 404 for an address under /api/ that names nothing. */
export function notFound(message: string): Response {
  return apiError(404, "not_found", message);
}

/** The answer to a CORS preflight: any origin, these methods, the headers a client sends. */
export function corsPreflight(allow: string): Response {
  return new Response(null, {
    status: 204,
    headers: withCors({
      headers: {
        Allow: allow,
        "Access-Control-Allow-Methods": allow,
        "Access-Control-Allow-Headers": "Content-Type, Accept, If-None-Match",
        "Access-Control-Max-Age": String(PREFLIGHT_MAX_AGE_SECONDS),
        "Cache-Control": CACHE_CONTROL.noStore,
      },
    }),
  });
}

/** A strong ETag of a body: its SHA-256, shortened (a cache key, not a secret). */
async function etagOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  const bytes = String.fromCharCode(...new Uint8Array(digest).slice(0, 18));
  return `"${btoa(bytes).replace(/\+/g, "-").replace(/\//g, "_")}"`;
}

/** Whether If-None-Match names this ETag (weak or strong, or `*`). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/**
 * A successful answer. One that can never change (`reproducible`: a seeded run, or the
 * catalogue of this build) is cached publicly for a year with an ETag, and a matching
 * If-None-Match gets a 304 (a 412 on a POST); any other is `no-store`.
 */
export async function apiSuccess(
  request: Request,
  body: string,
  {
    contentType,
    cacheControl,
    headers: extra,
  }: { contentType: string; cacheControl: string | null; headers?: HeadersInit },
): Promise<Response> {
  const headers = withCors({ headers: extra });
  headers.set("Content-Type", contentType);
  headers.set("Vary", "Accept");
  if (cacheControl === null) {
    headers.set("Cache-Control", CACHE_CONTROL.noStore);
    return new Response(body, { status: 200, headers });
  }
  const etag = await etagOf(body);
  headers.set("Cache-Control", cacheControl);
  headers.set("ETag", etag);
  if (matches(request.headers.get("If-None-Match"), etag)) {
    // RFC 9110 (13.1.2): a match is 304 Not Modified for GET and HEAD, 412 for any other method.
    if (request.method !== "GET" && request.method !== "HEAD") {
      return apiError(
        412,
        "precondition_failed",
        "If-None-Match names this answer's ETag: you already hold it.",
        { headers: withCors({ headers: { ETag: etag } }) },
      );
    }
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}

/**
 * A successful answer from a static file (a prebuilt document): its bytes and the static server's
 * ETag and 304, with the API's headers.
 */
export function apiStaticSuccess(
  file: Response,
  { contentType, cacheControl }: { contentType: string; cacheControl: string },
): Response {
  const headers = withCors();
  headers.set("Cache-Control", cacheControl);
  const etag = file.headers.get("ETag");
  if (etag) headers.set("ETag", etag);
  if (file.status === 304) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", contentType);
  return new Response(file.body, { status: 200, headers });
}
