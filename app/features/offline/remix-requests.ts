// The two kinds of request Remix makes besides documents, as the service worker answers them when
// the network does not: a page's data (single fetch, `/path.data`) and route discovery
// (`/__manifest`). Each answer sends the browser to the page as a document, which the worker then
// shows from its copy, or explains.

/** Whether a request is Remix's single-fetch data request for a page. */
export function isDataRequest(url: URL): boolean {
  return url.pathname.endsWith(".data");
}

/** The page whose data a single-fetch request asks for (its `_routes` choice dropped). */
export function documentAddressOf(dataUrl: URL): string {
  const path = dataUrl.pathname.replace(/\.data$/, "");
  const params = new URLSearchParams(dataUrl.search);
  params.delete("_routes");
  const query = params.toString();
  return `${path === "/_root" ? "/" : path}${query ? `?${query}` : ""}`;
}

/**
 * Remix's answer "load this page as a document" (a redirect with reloadDocument), in the
 * turbo-stream form its client decodes: the status and fields of @remix-run/server-runtime's
 * getSingleFetchRedirect, 202 as that runtime sends redirects to a data request. Not `replace`:
 * the link followed adds its page to the history, as it would online.
 */
export function reloadDocumentResponse(address: string): Response {
  const stream = [
    ["SingleFetchRedirect", 1],
    { _2: 3, _4: 5, _6: 7, _8: 9, _10: 7 },
    "redirect",
    address,
    "status",
    302,
    "revalidate",
    false,
    "reload",
    true,
    "replace",
  ];
  return new Response(`${JSON.stringify(stream)}\n`, {
    status: 202,
    headers: { "Content-Type": "text/x-script", "Cache-Control": "no-store" },
  });
}

/** The routes of the build the worker came with, as Remix's client manifest gives them. */
export type RouteManifest = Record<string, unknown>;

/**
 * The answer to route discovery without the network: every route of the worker's build when the
 * page is of the same build (Remix adds those it lacks), or else Remix's "reload the document"
 * (204 with X-Remix-Reload-Document), which it follows on a navigation.
 */
export function discoveryResponse(
  url: URL,
  build: { version: string; routes: RouteManifest },
): Response {
  if (url.searchParams.get("version") !== build.version) {
    return new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });
  }
  return new Response(JSON.stringify(build.routes), {
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}
