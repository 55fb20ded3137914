/**
 * Serves the floor's build (bench/floor/build) on 127.0.0.1:`port` with Node: the Remix request
 * handler for pages, and the hashed assets gzipped as the site's server sends them.
 */
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

import { createRequestHandler, type ServerBuild } from "@remix-run/node";

import { run } from "../support";

const FLOOR = import.meta.dirname;
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".ico": "image/x-icon",
};

export async function serveFloor(port: number): Promise<{ origin: string; close(): void }> {
  const build = (await import(
    pathToFileURL(path.join(FLOOR, "build", "server", "index.js")).href
  )) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
    const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    const send = (status: number, type: string, body: Buffer, cache: string) => {
      const encoded = gzip ? gzipSync(body) : body;
      res.writeHead(status, {
        "Content-Type": type,
        "Cache-Control": cache,
        ...(gzip ? { "Content-Encoding": "gzip" } : {}),
      });
      res.end(encoded);
    };
    if (url.pathname.startsWith("/assets/")) {
      const file = path.join(FLOOR, "build", "client", path.normalize(url.pathname));
      try {
        const type = TYPES[path.extname(file)] ?? "application/octet-stream";
        return send(200, type, await readFile(file), "public, max-age=31536000, immutable");
      } catch {
        return send(404, "text/plain", Buffer.from("Not found"), "no-store");
      }
    }
    // As the site's: the benches load it first, so that the page's renderer exists beforehand.
    if (url.pathname === "/healthz") {
      return send(200, "text/plain; charset=utf-8", Buffer.from("ok\n"), "no-store");
    }
    if (url.pathname === "/robots.txt") {
      return send(
        200,
        "text/plain; charset=utf-8",
        Buffer.from("User-agent: *\nAllow: /\n"),
        "no-store",
      );
    }
    if (url.pathname === "/favicon.ico")
      return send(204, "text/plain", Buffer.alloc(0), "no-store");
    const response = await handle(new Request(url, { method: req.method }));
    const type = response.headers.get("Content-Type") ?? "text/html; charset=utf-8";
    send(response.status, type, Buffer.from(await response.arrayBuffer()), "no-store");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** Builds the floor (bench/floor/vite.config.ts), then serves it as serveFloor does. */
export async function buildAndServeFloor(port: number): Promise<{ origin: string; close(): void }> {
  await run("npx", ["remix", "vite:build", "--config", "bench/floor/vite.config.ts"]);
  return serveFloor(port);
}
