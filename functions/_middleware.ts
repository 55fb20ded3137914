import { withSecurityHeaders } from "../app/features/shell/http-headers.server";

/**
 * An address with an empty segment ("/docs//seeds-and-permalinks") matches no Pages Function
 * route, so Pages would answer it from the static files: a blank 404 (a 502 under `wrangler
 * pages dev` when it holds a NUL). It is sent to the same address with single slashes instead,
 * which can never start with "//" and so never leaves the site.
 */
export const onRequest: PagesFunction<Env> = (context) => {
  const url = new URL(context.request.url);
  if (!url.pathname.includes("//")) return context.next();
  const location = url.pathname.replace(/\/{2,}/g, "/") + url.search;
  return withSecurityHeaders(new Response(null, { status: 308, headers: { Location: location } }));
};
