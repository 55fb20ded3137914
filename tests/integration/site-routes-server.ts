import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import type { AppLoadContext } from "@remix-run/cloudflare";

import * as recordRoute from "~/routes/api.v1.draws.$id";
import * as logRoute from "~/routes/log.$";

import { ORIGIN, callRoute } from "./saved-values-routes";

/**
 * The site's public read routes over a local D1, served over HTTP on 127.0.0.1 as a stranger's
 * script reads them: a draw's API record (`/api/v1/draws/{id}`, whose page address
 * `/draws/{id}` the scripts turn into it) and the log (`/log/...`). Anything else is a 404.
 */
export async function serveSiteRoutes(context: AppLoadContext) {
  const http = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", ORIGIN);
      const request = new Request(url);
      const draw = /^\/api\/v1\/draws\/([A-Za-z0-9_-]+)$/.exec(url.pathname)?.[1];
      const response = url.pathname.startsWith("/log/")
        ? await callRoute(logRoute.loader, request, { "*": url.pathname.slice(5) }, context)
        : draw
          ? await callRoute(recordRoute.loader, request, { id: draw }, context)
          : new Response("not here", { status: 404 });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}
