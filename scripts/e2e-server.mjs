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
 *
 * It also lowers the CPU priority of wrangler's esbuild helpers. wrangler 4.86 keeps esbuild in
 * watch mode over the bundled Functions (5 MB of code and a 9 MB source map), and esbuild's
 * watch mode polls by reading those files several times a second: each idle server spends about
 * a quarter of a core on it. At the lowest priority the polling still happens, but only with CPU
 * that the servers and the browser do not need. Rebuilds on a change are slower, which a test
 * server never does.
 */
import { spawn } from "node:child_process";
import { mkdirSync, openSync, readdirSync, readFileSync } from "node:fs";
import { setPriority } from "node:os";
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
// The browser and fuzz tests send thousands of requests from one address: the API's rate limit
// (wrangler.toml) is raised for them, and tests of the 429 set a low one themselves.
const E2E_API_RATE_LIMIT = ["--binding", "API_RATE_LIMIT=1000000"];
const args = [
  "pages",
  "dev",
  "./build/client",
  "--port",
  port,
  "--ip",
  "127.0.0.1",
  ...E2E_API_RATE_LIMIT,
  ...extra,
];

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

/** The processes below `root` (Linux's /proc), with their command names. */
function descendants(root) {
  const parentOf = new Map();
  const nameOf = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": the name may contain spaces, so split after the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const pid = Number(entry);
      nameOf.set(pid, stat.slice(stat.indexOf("(") + 1, close));
      parentOf.set(pid, Number(stat.slice(close + 2).split(" ")[1]));
    } catch {
      // The process ended while being read.
    }
  }
  const found = [];
  for (const [pid] of parentOf) {
    for (let up = parentOf.get(pid); up !== undefined && up > 1; up = parentOf.get(up)) {
      if (up === root) {
        found.push({ pid, name: nameOf.get(pid) });
        break;
      }
    }
  }
  return found;
}

/** wrangler starts its esbuild helpers while it builds, within its first seconds. */
const ESBUILD_WATCH_MS = 60_000;
const ESBUILD_CHECK_EVERY_MS = 2_000;

/** Lowers the priority of each esbuild below `root` once, for a minute after `root` starts. */
function lowerEsbuildPriority(root) {
  if (process.platform !== "linux") return;
  const lowered = new Set();
  const check = setInterval(() => {
    for (const { pid, name } of descendants(root)) {
      if (name !== "esbuild" || lowered.has(pid)) continue;
      try {
        setPriority(pid, 19);
        lowered.add(pid);
      } catch {
        // Gone already, or not ours to change: leave it.
      }
    }
  }, ESBUILD_CHECK_EVERY_MS).unref();
  setTimeout(() => clearInterval(check), ESBUILD_WATCH_MS).unref();
}

function start() {
  const log = openSync(logPath, "a");
  child = spawn(wrangler, args, {
    stdio: ["ignore", log, log],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
  if (child.pid) lowerEsbuildPriority(child.pid);
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
