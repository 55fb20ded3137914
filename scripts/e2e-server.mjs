#!/usr/bin/env node
/**
 * Serves the built site for the browser tests and the benchmarks: `node scripts/e2e-server.mjs
 * <port> [scripts/serve.mjs options...]`, the same server as `npm start` (scripts/serve.mjs)
 * with the API's rate limit raised.
 *
 * Why not run scripts/serve.mjs straight from Playwright's `webServer`: Playwright reads a
 * server's output through a pipe, and a write to a pipe whose reader has gone (EPIPE,
 * cloudflare/workers-sdk#15202) ends the writing process. Here the server writes to a log file,
 * which never breaks. If the server still exits, this says so on stderr with the log's tail (so
 * CI shows the cause) and exits too: a server that died is a failure to read, not to hide.
 */
import { spawn } from "node:child_process";
import { mkdirSync, openSync, readFileSync } from "node:fs";
import path from "node:path";

const LOG_TAIL_LINES = 40;

const [port, ...extra] = process.argv.slice(2);
if (!port || !/^\d+$/.test(port)) {
  console.error("usage: node scripts/e2e-server.mjs <port> [scripts/serve.mjs options...]");
  process.exit(2);
}

const logDir = path.join(".wrangler", "e2e-logs");
mkdirSync(logDir, { recursive: true });
const logPath = path.join(logDir, `server-${port}.log`);
// The browser and fuzz tests send thousands of requests from one address: the API's rate limit
// (wrangler.toml) is raised for them, and tests of the 429 set a low one themselves.
const E2E_API_RATE_LIMIT = ["--binding", "API_RATE_LIMIT=1000000"];

let stopping = false;
const log = openSync(logPath, "a");
const child = spawn(
  process.execPath,
  ["scripts/serve.mjs", "--port", port, ...E2E_API_RATE_LIMIT, ...extra],
  { stdio: ["ignore", log, log] },
);
child.on("exit", (code, signal) => {
  if (stopping) process.exit(0);
  const tail = (() => {
    try {
      return readFileSync(logPath, "utf8").split("\n").slice(-LOG_TAIL_LINES).join("\n");
    } catch {
      return "(no log)";
    }
  })();
  console.error(
    `[e2e-server] the server on port ${port} exited (code ${code}, signal ${signal}). ` +
      `Last lines of ${logPath}:\n${tail}`,
  );
  process.exit(1);
});

function stop() {
  stopping = true;
  child.kill("SIGTERM");
  setTimeout(() => process.exit(0), 5_000).unref();
}

process.on("SIGTERM", stop);
process.on("SIGINT", stop);
