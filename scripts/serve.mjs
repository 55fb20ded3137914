#!/usr/bin/env node
/**
 * Serves the production build as Cloudflare Pages runs it, for `npm start`, the browser tests
 * (scripts/e2e-server.mjs) and the benchmarks:
 *
 *   node scripts/serve.mjs [--port 8788] [--ip 127.0.0.1] [--binding KEY=VALUE]... [--persist-to DIR]
 *                          [--ensure-log-key]
 *
 * `--ensure-log-key` (what `npm start` passes): when no LOG_SIGNING_KEY is bound, the
 * transparency log's key is read from .dev.vars, or made there on the first run
 * (scripts/log-key.mjs), and its public key is printed in vkey form.
 *
 * What runs is build/worker/index.js: functions/ compiled by `wrangler pages functions build`,
 * which is the code `wrangler pages deploy` compiles and uploads. It runs in workerd through
 * Miniflare, the local runtime wrangler itself drives, with build/client as its static assets
 * behind the ASSETS binding and routed by build/client/_routes.json, and with the bindings
 * `wrangler pages dev` gave: wrangler.toml's [vars] and D1 database (persisted in
 * .wrangler/state, which `wrangler d1 migrations apply --local` writes too), .dev.vars, Pages'
 * CF_PAGES variables and `--binding` overrides. A second workerd in front holds the visitors'
 * connections (see FRONT_WORKER). Nothing watches files and nothing is rebuilt.
 *
 * Why not `wrangler pages dev`: it is an editor's loop. Even with `--no-bundle` it bundles the
 * Functions once more with esbuild in watch mode (with `--no-bundle` the result imports
 * `wrangler:modules-watch`, which workerd cannot load), esbuild's watcher keeps reading the 7 MB
 * bundle (about 4% of a core per idle server here), and it exited under the browser tests'
 * load. `wrangler dev --no-bundle` on the compiled worker drops the bundler but keeps two esbuild
 * services pinging every second and a registry heartbeat (about 2% of a core idle). Here the two
 * workerd processes only wait for requests: an idle server uses no CPU (docs/benchmarks.md).
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { ensureLogKey } from "./log-key.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CLIENT_DIR = path.join(ROOT, "build", "client");
const WORKER_DIR = path.join(ROOT, "build", "worker");
const WORKER_PATH = path.join(WORKER_DIR, "index.js");
const SERVER_BUILD_PATH = path.join(ROOT, "build", "server", "index.js");
const USAGE =
  "usage: node scripts/serve.mjs [--port 8788] [--ip 127.0.0.1] [--binding KEY=VALUE]... [--persist-to DIR] [--ensure-log-key]";

// wrangler's config reader is loaded below: no metrics, no fetch of Cloudflare's request data.
process.env.WRANGLER_SEND_METRICS = "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";

/** The command line, in `wrangler pages dev`'s words for the options the project uses. */
function parseArgs(argv) {
  const options = {
    port: 8788,
    ip: "127.0.0.1",
    bindings: {},
    persistTo: undefined,
    ensureLogKey: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const found = inline ?? argv[++i];
      if (found === undefined) fail(`${flag} needs a value`);
      return found;
    };
    if (flag === "--port") options.port = Number(value());
    else if (flag === "--ip") options.ip = value();
    else if (flag === "--persist-to") options.persistTo = value();
    else if (flag === "--ensure-log-key") options.ensureLogKey = true;
    else if (flag === "--binding" || flag === "-b") {
      // Only the first "=" separates: values such as URLs and keys may hold more.
      const binding = value();
      const at = binding.indexOf("=");
      if (at < 1) fail(`--binding takes KEY=VALUE, got ${binding}`);
      options.bindings[binding.slice(0, at)] = binding.slice(at + 1);
    } else fail(`unknown option ${argv[i]}`);
  }
  if (!Number.isInteger(options.port) || options.port < 1 || options.port > 65535) {
    fail("--port takes a port number");
  }
  return options;
}

function fail(message, { usage = true } = {}) {
  console.error(`[serve] ${message}${usage ? `\n${USAGE}` : ""}`);
  process.exit(2);
}

/** The worker must be compiled from the current server build, or the site would be stale. */
function checkBuild() {
  if (!existsSync(WORKER_PATH) || !existsSync(path.join(CLIENT_DIR, "_routes.json"))) {
    fail("no build to serve: run `npm run build` first (or `npm start`, which builds)", {
      usage: false,
    });
  }
  if (
    existsSync(SERVER_BUILD_PATH) &&
    statSync(WORKER_PATH).mtimeMs < statSync(SERVER_BUILD_PATH).mtimeMs
  ) {
    fail("build/worker is older than build/server: run `npm run build` again", { usage: false });
  }
}

/** The variables Cloudflare Pages sets on every deployment, as `wrangler pages dev` sets them. */
function pagesVariables(projectName) {
  const git = (args, fallback) => {
    try {
      return execFileSync("git", args, { cwd: ROOT, encoding: "utf8", stdio: "pipe" }).trim();
    } catch {
      return fallback;
    }
  };
  const sha = git(["rev-parse", "HEAD"], "0".repeat(40));
  return {
    CF_PAGES: "1",
    CF_PAGES_BRANCH: git(["rev-parse", "--abbrev-ref", "HEAD"], "local"),
    CF_PAGES_COMMIT_SHA: sha,
    CF_PAGES_URL: `https://${git(["rev-parse", "--short", "HEAD"], sha.slice(0, 8))}.${projectName}.pages.dev`,
  };
}

/**
 * _routes.json as Workers' `run_worker_first`: the Functions see every included path first and
 * the excluded ones go straight to the static files, as on Pages.
 */
function routesAsRunWorkerFirst() {
  const routes = JSON.parse(readFileSync(path.join(CLIENT_DIR, "_routes.json"), "utf8"));
  return [...routes.include, ...routes.exclude.map((pattern) => `!${pattern}`)];
}

/**
 * The front: the only worker holding the visitors' connections, in its own workerd. It hands
 * each request to the site's workerd with the original URL (Miniflare's proxy headers, as
 * wrangler's own dev proxy sends them) and streams the answer back.
 */
const FRONT_WORKER = `
// Cloudflare's edge answers 414 to a URL over 32 KB and never runs the site
// (developers.cloudflare.com/support/troubleshooting/http-status-codes/4xx-client-error/error-414/).
// Here too: forwarded, such a request met the site's workerd's header limit, and with a large
// body still arriving that connection could close before its 431 was read (a 500 from this front).
const MAX_URL_BYTES = 32 * 1024;
const RETRIES = 8;
const FIRST_RETRY_DELAY_MS = 10;
export default {
  async fetch(request, env) {
    // A serialized URL is ASCII (anything else is percent-encoded): its length is its bytes.
    if (request.url.length > MAX_URL_BYTES) {
      // Read to its end, so its sender is not cut off mid-body before it reads the answer.
      await request.arrayBuffer().catch(() => {});
      return new Response("414 URI Too Long: the address is over 32 KB.", {
        status: 414,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    const upstream = new URL(request.url);
    const site = new URL(env.SITE_ORIGIN);
    upstream.protocol = site.protocol;
    upstream.host = site.host;
    const headers = new Headers(request.headers);
    headers.set("MF-Original-URL", request.url);
    headers.set("MF-Proxy-Shared-Secret", env.PROXY_SECRET);
    const encoding = request.cf?.clientAcceptEncoding;
    if (encoding !== undefined) headers.set("Accept-Encoding", encoding);
    // Read whole so that it can be sent twice (below); the site's request bodies are small.
    const body = request.body === null ? null : await request.arrayBuffer();
    const send = () => fetch(upstream, { method: request.method, headers, body, redirect: "manual" });
    // The site closed an idle kept-alive connection just as this request went out on it, so it
    // read none of it: sent again, as a browser resends a request whose reused connection failed
    // before any answer. The retry may meet another such connection from the pool (a CPU-starved
    // site lets several reach their idle timeout together), so a request that changes nothing
    // (GET, HEAD) is sent up to RETRIES times; any other is sent again once only, so that a
    // failure after the site did read it cannot act twice. A site that is down fails every time.
    // A burst of hundreds of requests at once (a page's modulepreloads while other tests load
    // pages) lost every one of three immediate tries in a row: the tries are spaced out, doubling
    // from FIRST_RETRY_DELAY_MS (at most 2.6 s in all), so the pool's connections are new ones.
    const retries = request.method === "GET" || request.method === "HEAD" ? RETRIES : 1;
    for (let attempt = 0; ; attempt++) {
      try {
        return await send();
      } catch (error) {
        if (attempt >= retries) throw error;
        console.warn(\`[serve] sent again: \${request.method} \${upstream.pathname} (\${error})\`);
        await new Promise((resolve) => setTimeout(resolve, FIRST_RETRY_DELAY_MS * 2 ** attempt));
      }
    }
  },
};
`;

/**
 * The site's entry: the compiled Functions, with what wrangler's dev bundling adds to every
 * worker (its ensure-req-body-drained middleware) and Cloudflare's edge does itself: a request
 * body the site answered without reading (a 413 by Content-Length) is read to its end, so the
 * front's connection is not closed under a body it is still sending ("Network connection lost").
 */
const SITE_ENTRY = `
import worker from "./index.js";
export default {
  ...worker,
  async fetch(request, env, ctx) {
    try {
      return await worker.fetch(request, env, ctx);
    } finally {
      // A body its sender gave up on cannot be read to its end; the answer stands.
      await drain(request.body, request.bodyUsed).catch(() => {});
    }
  },
};
async function drain(body, used) {
  if (body === null || used) return;
  const reader = body.getReader();
  while (!(await reader.read()).done) {}
}
`;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  checkBuild();
  // Both are pinned in package.json (miniflare at the version wrangler 4.86 depends on), so
  // these unstable_ functions are the ones wrangler's own dev server uses.
  const { unstable_readConfig, unstable_getMiniflareWorkerOptions } = await import("wrangler");
  const { Log, LogLevel, Miniflare } = await import("miniflare");

  const config = unstable_readConfig({ config: path.join(ROOT, "wrangler.toml") });
  if (options.ensureLogKey && !options.bindings.LOG_SIGNING_KEY) {
    // Before the bindings are read below: they include .dev.vars.
    const domain = options.bindings.DOMAIN_NAME ?? config.vars?.DOMAIN_NAME ?? "localhost:8788";
    const { verifierKey, created } = ensureLogKey(path.join(ROOT, ".dev.vars"), `${domain}/log`);
    console.log(
      `[serve] ${created ? "made a new transparency-log key in .dev.vars" : "the transparency log's key is in .dev.vars"}; its public key (vkey): ${verifierKey}`,
    );
  }
  // The Pages project as a Worker with static assets: the same vars, D1 and .dev.vars (read
  // next to wrangler.toml, as `wrangler pages dev` reads them), plus the compiled Functions.
  const { workerOptions } = unstable_getMiniflareWorkerOptions({
    ...config,
    main: WORKER_PATH,
    assets: {
      directory: CLIENT_DIR,
      binding: "ASSETS",
      run_worker_first: routesAsRunWorkerFirst(),
    },
  });
  const persistTo = path.resolve(options.persistTo ?? path.join(ROOT, ".wrangler", "state"));
  const proxySecret = randomUUID();
  let stopping = false;
  const log = new Log(LogLevel.INFO, { prefix: "serve" });
  /** Pipes a workerd's output through, and stops with an error if it exits on its own. */
  const runtimeOutput = (name) => (stdout, stderr) => {
    stdout.pipe(process.stdout);
    stderr.pipe(process.stderr);
    // workerd ends its output only when it exits: the site is then gone, so say so and stop
    // with an error instead of leaving a port that refuses connections.
    stdout.on("end", () => {
      if (stopping) return;
      console.error(`[serve] the ${name}'s workerd exited unexpectedly`);
      process.exit(1);
    });
  };

  const site = new Miniflare({
    ...workerOptions,
    name: config.name,
    // Named explicitly: the bundle's one dynamic import (a lazy chunk's retry) is not a module.
    modules: [
      { type: "ESModule", path: path.join(WORKER_DIR, "serve-entry.mjs"), contents: SITE_ENTRY },
      { type: "ESModule", path: WORKER_PATH },
    ],
    modulesRoot: WORKER_DIR,
    bindings: { ...pagesVariables(config.name), ...workerOptions.bindings, ...options.bindings },
    host: "127.0.0.1",
    port: 0,
    // Requests from the front carry their original URL and Host; from anyone else they do not.
    unsafeProxySharedSecret: proxySecret,
    // Wrangler's layout (.wrangler/state/v3/d1), so migrations and the site share one database.
    defaultPersistRoot: path.join(persistTo, "v3"),
    // No fetch of Cloudflare's request metadata: `request.cf` gets Miniflare's placeholder.
    cf: false,
    // Like production, no request log: under load each line would be a round trip through Node.
    logRequests: false,
    log,
    handleRuntimeStdio: runtimeOutput("site"),
  });
  const siteUrl = await site.ready;

  // Why a front: workerd runs a worker's JavaScript and its sockets on one thread. Under load the
  // site's thread reads a kept-alive connection's next request late, after its idle timeout, and
  // closes it under the request (a reset; measured with 32 connections on /all). The front's
  // thread only forwards, so it reads in time, as Cloudflare's edge and `wrangler pages dev`'s
  // proxy stand in front of the isolate.
  const front = new Miniflare({
    name: "front",
    modules: true,
    script: FRONT_WORKER,
    compatibilityDate: config.compatibility_date,
    bindings: { SITE_ORIGIN: siteUrl.origin, PROXY_SECRET: proxySecret },
    host: options.ip,
    port: options.port,
    cf: false,
    logRequests: false,
    log,
    handleRuntimeStdio: runtimeOutput("front"),
  });
  const url = await front.ready;
  console.log(
    `[serve] build/worker with build/client on ${url.origin} (persisted in ${path.relative(ROOT, persistTo) || "."})`,
  );

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled([front.dispose(), site.dispose()]);
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => {
  console.error("[serve]", error);
  process.exit(1);
});
