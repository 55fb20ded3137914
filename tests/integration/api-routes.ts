import type { AppLoadContext } from "@remix-run/cloudflare";

import * as drawRoute from "~/routes/api.v1.draws.$id";
import * as drawsRoute from "~/routes/api.v1.draws";
import * as catalogueRoute from "~/routes/api.v1.generators";
import * as runRoute from "~/routes/api.v1.generators.$id";
import * as openApiRoute from "~/routes/api.v1.openapi[.json]";
import * as unknownRoute from "~/routes/api.$";

/** The site's address in these tests (DOMAIN_NAME), where permalinks point. */
export const API_ORIGIN = "https://randomly.test";

/**
 * A load context with the [vars] of wrangler.toml (no D1: the generators never touch it, and
 * the draws' addresses only for what tests/integration/draws-api.test.ts checks). `vars`
 * overrides some, e.g. a low API_RATE_LIMIT for the tests of the 429.
 */
export function apiContext(vars: Partial<Record<keyof Env, string>> = {}): AppLoadContext {
  const env = {
    APP_NAME: "Randomly",
    APP_DESCRIPTION: "The ultimate random generation tool",
    DOMAIN_NAME: "randomly.test",
    GA_MEASUREMENT_ID: "",
    API_RATE_LIMIT: "1000000",
    API_RATE_PERIOD: "60",
    ...vars,
  } as unknown as Env;
  return { cloudflare: { env } } as unknown as AppLoadContext;
}

type RouteModule = {
  loader: (args: never) => Promise<Response>;
  action: (args: never) => Promise<Response>;
};

/** The route module Remix would pick for an API path, with its params. */
function routeFor(pathname: string): { route: RouteModule; params: Record<string, string> } {
  if (pathname === "/api/v1/generators") return { route: catalogueRoute, params: {} };
  if (pathname === "/api/v1/openapi.json") return { route: openApiRoute, params: {} };
  if (pathname === "/api/v1/draws") return { route: drawsRoute, params: {} };
  const drawId = /^\/api\/v1\/draws\/([^/]+)$/.exec(pathname)?.[1];
  if (drawId !== undefined) return { route: drawRoute, params: { id: decodeURIComponent(drawId) } };
  const id = /^\/api\/v1\/generators\/([^/]+)$/.exec(pathname)?.[1];
  if (id !== undefined) return { route: runRoute, params: { id: decodeURIComponent(id) } };
  return { route: unknownRoute, params: { "*": pathname.replace(/^\/api\//, "") } };
}

/**
 * Sends a request to the API's route modules as Remix does (GET, HEAD and OPTIONS to the
 * loader, other methods to the action), from the client address `ip`.
 */
export async function callApi(
  path: string,
  init: RequestInit & { ip?: string; context?: AppLoadContext } = {},
): Promise<Response> {
  const { ip = "203.0.113.7", context = apiContext(), ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set("CF-Connecting-IP", ip);
  const request = new Request(new URL(path, API_ORIGIN), { ...rest, headers });
  const { route, params } = routeFor(new URL(request.url).pathname);
  const read = ["GET", "HEAD", "OPTIONS"].includes(request.method);
  const handler = read ? route.loader : route.action;
  return handler({ request, context, params } as never);
}
