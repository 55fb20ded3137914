#!/usr/bin/env node
/**
 * Serves the built site for the browser tests: `node scripts/e2e-server.mjs <port> [wrangler
 * pages dev options...]`.
 *
 * Why not run `wrangler pages dev` straight from Playwright's `webServer`: wrangler has no error
 * handler on its own output streams, so when the pipe Playwright reads goes away under load
 * (EPIPE, cloudflare/workers-sdk#15202) wrangler exits and every later test fails with
 * ECONNREFUSED. Here wrangler writes to a log file, which never breaks, and if it still exits
 * the supervisor says so on stderr (with the log's tail, so CI shows the cause) and starts it
 * again, a bounded number of times.
 */
import { spawn } from "node:child_process";
import { mkdirSync, openSync, readFileSync } from "node:fs";
import path from "node:path";

const MAX_RESTARTS = 3;
const LOG_TAIL_LINES = 40;

const [port, ...extra] = process.argv.slice(2);
if (!port || !/^\d+$/.test(port)) {
  console.error("usage: node scripts/e2e-server.mjs <port> [wrangler pages dev options...]");
  process.exit(2);
}

const logDir = path.join(".wrangler", "e2e-logs");
mkdirSync(logDir, { recursive: true });
const logPath = path.join(logDir, `wrangler-${port}.log`);
const wrangler = path.join("node_modules", ".bin", "wrangler");
const args = ["pages", "dev", "./build/client", "--port", port, "--ip", "127.0.0.1", ...extra];

let child = null;
let restarts = 0;
let stopping = false;

function tail(file, lines) {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

function start() {
  const log = openSync(logPath, "a");
  child = spawn(wrangler, args, {
    stdio: ["ignore", log, log],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(
      `[e2e-server] wrangler on port ${port} exited (code ${code}, signal ${signal}). ` +
        `Last lines of ${logPath}:\n${tail(logPath, LOG_TAIL_LINES)}`,
    );
    if (restarts >= MAX_RESTARTS) {
      console.error(`[e2e-server] giving up after ${MAX_RESTARTS} restarts`);
      process.exit(1);
    }
    restarts += 1;
    console.error(`[e2e-server] restarting wrangler on port ${port} (${restarts}/${MAX_RESTARTS})`);
    setTimeout(start, 500);
  });
}

function stop() {
  stopping = true;
  child?.kill("SIGTERM");
  setTimeout(() => process.exit(0), 2_000).unref();
}

process.on("SIGTERM", stop);
process.on("SIGINT", stop);
start();
