import type { ErrorCode } from "./error-codes.server";
import type { InputProblem } from "~/engine/core/engine";
import { CACHE_CONTROL } from "~/utils/cache-control";

// Kept free of the catalogue: functions/[[path]].ts bundles this file on its own.

/** The address of the API's MCP server for AI agents (app/features/mcp). */
export const MCP_PATH = "/mcp";

/** Whether a path is the API's (/api/... or its MCP server): it reads no cookies, so any site may call it. */
export function isApiAddress(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/") || pathname === MCP_PATH;
}

// JSON answers of the resource routes: never cached, errors as `{ error: { code, message } }`.

export function apiJson(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", CACHE_CONTROL.noStore);
  return Response.json(data, { ...init, headers });
}

/** What an error may carry besides its code and message. */
export interface ErrorDetails {
  /** The first bad field, and every problem with the message the page's form shows. */
  field?: string;
  problems?: readonly InputProblem[];
  /** More about the error, inside `error` (e.g. where in the body it is). */
  details?: Record<string, unknown>;
  /** Data beside `error` (e.g. what was saved before a limit was reached). */
  alongside?: Record<string, unknown>;
  headers?: HeadersInit;
}

/** Every JSON error of the site: `{ error: { code, message, field?, problems? } }`, never cached. */
export function apiError(
  status: number,
  code: ErrorCode,
  message: string,
  { field, problems, details, alongside, headers }: ErrorDetails = {},
): Response {
  const error = {
    code,
    message,
    ...(field === undefined ? {} : { field }),
    ...(problems ? { problems } : {}),
    ...details,
  };
  return apiJson({ error, ...alongside }, { status, headers });
}

/** Whether a request says it comes from another site: an Origin header that is not ours. */
function isCrossSite(request: Request): boolean {
  const origin = request.headers.get("Origin");
  return origin !== null && origin !== new URL(request.url).origin;
}

function crossSiteError(): Response {
  return apiError(403, "cross_origin", "Requests from other sites are refused.");
}

/**
 * Refuses requests another site could make with the visitor's cookies: a browser always sends
 * Origin on cross-site POST and DELETE, and it must be this site's.
 */
export function assertSameOrigin(request: Request): void {
  if (isCrossSite(request)) throw crossSiteError();
}

/**
 * The answer to a form post or other write from another site, before Remix sees it: Remix
 * refuses those too (CSRF), but by throwing, which is a 500; and a malformed Origin made it
 * throw while parsing. Reads are never refused.
 */
export function refuseCrossSiteWrite(request: Request): Response | null {
  if (request.method === "GET" || request.method === "HEAD") return null;
  // The public API reads no cookies, so any site may POST to it (it answers CORS itself).
  if (isApiAddress(new URL(request.url).pathname)) return null;
  return isCrossSite(request) ? crossSiteError() : null;
}

/**
 * How a refused body is answered: 400 unless a caller asks for 415 (wrong type) or 413 (too
 * large), or words its own answer to a body that is too large.
 */
interface BodyStatuses {
  wrongType?: number;
  tooLarge?: number;
  tooLargeResponse?: () => Response;
}

/** Reads a JSON body of at most `maxBytes`, or throws a 4xx that says what is wrong. */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
  {
    wrongType = 400,
    tooLarge: tooLargeStatus = 400,
    tooLargeResponse = () => tooLarge(maxBytes, tooLargeStatus),
  }: BodyStatuses = {},
): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw apiError(wrongType, "unsupported_content_type", "Send the body as application/json.");
  }
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) throw tooLargeResponse();
  const text = await request.text();
  if (new TextEncoder().encode(text).length > maxBytes) throw tooLargeResponse();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw apiError(400, "invalid_json", "The body is not valid JSON.");
  }
}

function tooLarge(maxBytes: number, status: number): Response {
  return apiError(
    status,
    "payload_too_large",
    `The body is larger than ${(maxBytes / 1024 / 1024).toLocaleString("en-US")} MB.`,
  );
}
