/**
 * `npm run bench:soak`: does `npm start`'s server survive ordinary load and then rest? Builds,
 * serves the build as `npm start` does (scripts/serve.mjs, through the browser tests' wrapper)
 * with a fresh local D1 and the local drand relay, then:
 *
 * 1. a reference: a static file at the same concurrency for a few seconds, so the soak's rate is
 *    read as a ratio measured in the same run;
 * 2. the soak: 32 connections on loopback for 15 minutes (SOAK_MINUTES) over a fixed cycle of pages, public API
 *    calls (seeded and not) and draw creations, counting every status per kind;
 * 3. every 5 s, the resident memory (RSS) of the server's process tree, from /proc;
 * 4. after the soak, the CPU the whole tree uses over 60 s with no request, and whether the
 *    server still answers.
 *
 * The client is Node's fetch with one request in flight per connection (as bench/load.ts), so
 * each answer and each failure is counted against the request that got it; autocannon moves its
 * per-request callbacks along by one when a connection drops, which would misreport the very
 * failures a soak is for.
 *
 * Writes the figures to docs/benchmarks.md (between `<!-- soak:start -->` and
 * `<!-- soak:end -->`) and exits non-zero if the server went down, answered a 5xx or anything
 * unexpected, a request got no answer, or its memory grew by more than a quarter over the second
 * half. Linux only (/proc). SOAK_PORT moves the server off its default port 8809.
 */

import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { TEST_CLOCK_HEADER } from "~/features/draws/draw-config.server";

import { createdFor, realRounds } from "../tests/support/drand-fixtures";
import { startDrandRelay } from "../tests/support/drand-relay";

import { ROOT, capture, describeMachine, n, run, startServer, writeSection } from "./support";

const PORT = Number(process.env.SOAK_PORT ?? 8809);
const COMMAND = "npm run bench:soak";
const CONNECTIONS = 32;
/** 15 minutes by default: memory is judged once the server has warmed up (`SOAK_MINUTES=5`). */
const SOAK_SECONDS = Number(process.env.SOAK_MINUTES ?? 15) * 60;
const REFERENCE_SECONDS = 10;
const REFERENCE_PATH = "/favicon.svg";
const SAMPLE_EVERY_MS = 5_000;
/** Lets the server finish what the soak left it before idle CPU is counted. */
const SETTLE_MS = 10_000;
const IDLE_SECONDS = 60;
/**
 * Memory is flat when, over the soak's last third (the first two thirds warm the server up: V8
 * heaps, D1's page cache, compiled code), the tree's RSS never rises more than this above its
 * value at the start of that third.
 */
const PLATEAU_FROM = 2 / 3;
const MAX_PLATEAU_GROWTH = 0.1;
/** A slow answer on a busy shared machine is still an answer: only a hung one counts. */
const REQUEST_TIMEOUT_MS = 60_000;

type Kind = "page" | "API, seeded" | "API, unseeded" | "draw creation" | "static file";

interface Step {
  kind: Kind;
  method: "GET" | "POST";
  path: string;
  expected: number;
  body?: string;
  headers?: Record<string, string>;
}

const get = (kind: Kind, stepPath: string): Step => ({
  kind,
  method: "GET",
  path: stepPath,
  expected: 200,
});
const page = (pagePath: string) => get("page", pagePath);
const seeded = get("API, seeded", "/api/v1/generators/random-number?count=5&seed=soak");
const unseeded = get("API, unseeded", "/api/v1/generators/random-number?count=5");
/** A small draw, created as the browser tests create theirs (test clock, local relay). */
const drawCreation: Step = {
  kind: "draw creation",
  method: "POST",
  path: "/api/v1/draws",
  expected: 201,
  headers: {
    "Content-Type": "application/json",
    // The newest recorded round: a draw for it is made at an ordinary date, long after genesis.
    [TEST_CLOCK_HEADER]: String(createdFor(realRounds.at(-1)!.round)),
  },
  body: JSON.stringify({
    title: "Soak draw",
    entries: ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald"],
    winners: 2,
  }),
};

/** Each connection runs this cycle over and over: 9 pages, 6 API calls, 1 draw creation. */
const CYCLE: readonly Step[] = [
  page("/"),
  seeded,
  page("/all"),
  unseeded,
  page("/random-number"),
  seeded,
  page("/dice-roller?count=5"),
  unseeded,
  page("/password-generator?length=24&count=5"),
  seeded,
  page("/uuid-v4?count=20"),
  unseeded,
  page("/articles/coin-flips-and-streaks"),
  page("/coin-flip?count=20"),
  page("/spin-the-wheel"),
  drawCreation,
];

interface Tally {
  statuses: Map<Kind, Map<number, number>>;
  /** Requests that got no answer, by cause (a socket error's code, or the timeout). */
  failures: Map<string, number>;
  /** The first few answers or failures that were not what the step expects. */
  examples: string[];
}

interface Drive {
  requests: number;
  seconds: number;
  tally: Tally;
}

const newTally = (): Tally => ({ statuses: new Map(), failures: new Map(), examples: [] });

function count(tally: Tally, step: Step, status: number): void {
  const counts = tally.statuses.get(step.kind) ?? new Map<number, number>();
  counts.set(status, (counts.get(status) ?? 0) + 1);
  tally.statuses.set(step.kind, counts);
  if (status !== step.expected && tally.examples.length < 10) {
    tally.examples.push(`${step.method} ${step.path} answered ${status}`);
  }
}

function causeOf(error: unknown): string {
  if (error instanceof Error && error.name === "TimeoutError") return "timeout";
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === "string" ? cause.code : String(error);
}

/** `connections` loops, each with one request in flight, through `steps` until `seconds` pass. */
async function drive(
  origin: string,
  steps: readonly Step[],
  seconds: number,
  connections: number,
): Promise<Drive> {
  const tally = newTally();
  let requests = 0;
  const begin = performance.now();
  const deadline = begin + seconds * 1000;
  // Each loop starts at its own place in the cycle, so the mix is spread from the first second.
  const loop = async (offset: number) => {
    for (let i = offset; performance.now() < deadline; i += 1) {
      const step = steps[i % steps.length]!;
      requests += 1;
      try {
        const response = await fetch(`${origin}${step.path}`, {
          method: step.method,
          headers: step.headers,
          body: step.body,
          redirect: "manual",
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        count(tally, step, response.status);
      } catch (error) {
        const cause = causeOf(error);
        tally.failures.set(cause, (tally.failures.get(cause) ?? 0) + 1);
        if (tally.examples.length < 10) {
          tally.examples.push(`${step.method} ${step.path} got no answer: ${cause}`);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => loop(index)));
  return { requests, seconds: (performance.now() - begin) / 1000, tally };
}

interface Sample {
  /** Seconds since the soak started. */
  at: number;
  /** RSS in bytes by role (see `roleOf`). */
  rss: Record<string, number>;
  total: number;
}

interface ProcessInfo {
  pid: number;
  name: string;
  ppid: number;
  /** utime + stime, in clock ticks. */
  cpuTicks: number;
}

/** Every process on the machine, from /proc (Linux). */
function processes(): ProcessInfo[] {
  const found: ProcessInfo[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ... utime stime ...": the name may hold spaces, so split after ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const fields = stat.slice(close + 2).split(" ");
      found.push({
        pid: Number(entry),
        name: stat.slice(stat.indexOf("(") + 1, close),
        ppid: Number(fields[1]),
        cpuTicks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

/** `root` and every process below it. */
function tree(root: number): ProcessInfo[] {
  const all = processes();
  const inTree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const proc of all) {
      if (!inTree.has(proc.pid) && inTree.has(proc.ppid)) {
        inTree.add(proc.pid);
        grew = true;
      }
    }
  }
  return all.filter((proc) => inTree.has(proc.pid));
}

function readProc(pid: number, file: string): string {
  try {
    return readFileSync(`/proc/${pid}/${file}`, "utf8");
  } catch {
    return "";
  }
}

/** Node (the wrapper and scripts/serve.mjs), or which workerd: the front holds the port. */
function roleOf(proc: ProcessInfo): string {
  if (proc.name !== "workerd") return proc.name;
  const front = readProc(proc.pid, "cmdline").includes(`entry=127.0.0.1:${PORT}`);
  return front ? "workerd, front" : "workerd, site";
}

function sample(root: number, at: number): Sample {
  const rss: Record<string, number> = {};
  for (const proc of tree(root)) {
    const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(readProc(proc.pid, "status"))?.[1] ?? 0);
    rss[roleOf(proc)] = (rss[roleOf(proc)] ?? 0) + kb * 1024;
  }
  return { at, rss, total: Object.values(rss).reduce((sum, bytes) => sum + bytes, 0) };
}

const cpuTicks = (root: number) => tree(root).reduce((sum, proc) => sum + proc.cpuTicks, 0);

const MB = 2 ** 20;
const mb = (bytes: number) => `${n(bytes / MB)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

async function answersHealthCheck(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(10_000) })).ok;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  if (process.platform !== "linux") throw new Error("the soak reads /proc: Linux only");
  const started = new Date();
  const startLoad = os.loadavg()[0] ?? 0;
  const machine = describeMachine();
  console.log(`Soak — ${machine}`);
  const ticksPerSecond = Number(capture("getconf", ["CLK_TCK"]).trim()) || 100;
  const wrangler = path.join(ROOT, "node_modules", ".bin", "wrangler");
  const persistTo = await mkdtemp(path.join(os.tmpdir(), "soak-d1-"));
  await run(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
  await run("npm", ["run", "build"]);
  const relay = await startDrandRelay();
  const server = await startServer(PORT, [
    ...["--binding", `DRAND_URLS=${relay.url}`, "--binding", "DRAW_TEST_CLOCK=header"],
    ...["--binding", "DRAW_RATE_LIMIT=1000000", "--binding", "DRAW_PENDING_LIMIT=1000000"],
    ...["--persist-to", persistTo],
  ]);

  const samples: Sample[] = [];
  let reference: Drive;
  let soak: Drive;
  let idleTicks: number;
  let upAfter: boolean;
  const beforeTraffic = sample(server.pid, 0);
  try {
    console.log(
      `reference: ${REFERENCE_PATH}, ${REFERENCE_SECONDS} s at ${CONNECTIONS} connections`,
    );
    reference = await drive(
      server.origin,
      [get("static file", REFERENCE_PATH)],
      REFERENCE_SECONDS,
      CONNECTIONS,
    );

    console.log(`soak: ${SOAK_SECONDS} s at ${CONNECTIONS} connections against ${server.origin}`);
    const begin = performance.now();
    samples.push(sample(server.pid, 0));
    const sampler = setInterval(
      () => samples.push(sample(server.pid, (performance.now() - begin) / 1000)),
      SAMPLE_EVERY_MS,
    );
    try {
      soak = await drive(server.origin, CYCLE, SOAK_SECONDS, CONNECTIONS);
    } finally {
      clearInterval(sampler);
    }
    samples.push(sample(server.pid, (performance.now() - begin) / 1000));

    console.log(`idle: ${IDLE_SECONDS} s with no request`);
    await sleep(SETTLE_MS);
    const idleStart = cpuTicks(server.pid);
    await sleep(IDLE_SECONDS * 1000);
    idleTicks = cpuTicks(server.pid) - idleStart;
    upAfter = (await answersHealthCheck(server.origin)) && tree(server.pid).length > 1;
  } finally {
    await server.stop();
    await relay.close();
    await rm(persistTo, { recursive: true, force: true });
  }

  const at = (seconds: number) =>
    samples.reduce((best, s) =>
      Math.abs(s.at - seconds) < Math.abs(best.at - seconds) ? s : best,
    );
  const first = samples[0]!;
  const plateauStart = at(SOAK_SECONDS * PLATEAU_FROM);
  const last = samples[samples.length - 1]!;
  const highest = (list: Sample[]) => list.reduce((best, s) => (s.total > best.total ? s : best));
  const peak = highest(samples);
  const plateauPeak = highest(samples.filter((s) => s.at >= plateauStart.at));
  const growth = (plateauPeak.total - plateauStart.total) / plateauStart.total;
  const slope = (last.total - plateauStart.total) / ((last.at - plateauStart.at) / 60);
  const answers = [...soak.tally.statuses.values()].flatMap((counts) => [...counts]);
  const fiveXX = sum(answers.filter(([status]) => status >= 500).map(([, c]) => c));
  const failed = sum(soak.tally.failures.values());
  const referenceFailed = sum(reference.tally.failures.values());
  const rate = soak.requests / soak.seconds;
  const referenceRate = reference.requests / reference.seconds;
  const roles = [...new Set(samples.flatMap((s) => Object.keys(s.rss)))].sort();
  const idleSeconds = idleTicks / ticksPerSecond;
  const passed =
    upAfter &&
    fiveXX === 0 &&
    failed === 0 &&
    soak.tally.examples.length === 0 &&
    growth <= MAX_PLATEAU_GROWTH;

  const memoryRow = (label: string, s: Sample) =>
    `| ${label} | ${n(s.at)} | ${mb(s.total)} | ${roles.map((role) => mb(s.rss[role] ?? 0)).join(" | ")} |`;
  const everyMinute = samples.filter(
    (s, i) => i === 0 || Math.floor(s.at / 60) > Math.floor(samples[i - 1]!.at / 60),
  );
  const pages = CYCLE.filter((s) => s.kind === "page");
  const body = [
    `## Soak: \`npm start\`'s server under ${n(SOAK_SECONDS / 60)} minutes of mixed load`,
    "",
    `- Date: ${started.toISOString()}`,
    `- Machine: ${machine}`,
    `- Command: \`${COMMAND}\` (builds, serves the build as \`npm start\` does — ` +
      "`scripts/serve.mjs`, through the browser tests' wrapper — on " +
      `127.0.0.1:${PORT} with a fresh local D1, the local drand relay and the test clock, and ` +
      "the browser tests' raised API and draw limits)",
    `- Traffic: ${CONNECTIONS} connections on loopback for ${n(SOAK_SECONDS)} s, each with one ` +
      `request in flight (Node's fetch), each running the same cycle of ${CYCLE.length} ` +
      `requests over and over from its own starting point: ${pages.length} pages ` +
      `(${pages.map((s) => `\`${s.path}\``).join(", ")}), ` +
      `${CYCLE.filter((s) => s.kind.startsWith("API")).length} calls of ` +
      "`/api/v1/generators/random-number?count=5` (half with `&seed=soak`) and one draw " +
      "creation (`POST /api/v1/draws`, six entries, two winners).",
    "",
    ...(startLoad > os.cpus().length
      ? [
          `The load average was ${n(startLoad, 2)} on ${os.cpus().length} cores when this run ` +
            "started: other work shared the CPU, so the rate below is lower than on an idle " +
            "machine; survival, statuses and memory do not depend on it.",
          "",
        ]
      : []),
    "| kind | requests | statuses |",
    "| --- | ---: | --- |",
    ...[...soak.tally.statuses].map(
      ([kind, counts]) =>
        `| ${kind} | ${n(sum(counts.values()))} | ${[...counts]
          .sort(([a], [b]) => a - b)
          .map(([status, c]) => `${status}: ${n(c)}`)
          .join(", ")} |`,
    ),
    `| all | ${n(soak.requests)} | 5xx: ${n(fiveXX)}; no answer: ${n(failed)}` +
      `${failed ? ` (${[...soak.tally.failures].map(([cause, c]) => `${cause}: ${c}`).join(", ")})` : ""} |`,
    "",
    `Rate: the mix ran at ${n(rate / referenceRate, 3)}× the rate of a static file ` +
      `(\`${REFERENCE_PATH}\`, ${n(reference.requests)} requests, ${n(referenceFailed)} without ` +
      `an answer) measured just before with the same client and concurrency: ${n(rate, 1)} ` +
      `against ${n(referenceRate, 1)} requests/s, absolute figures that drift on a shared machine.`,
    "",
    `Memory, the RSS of the server's process tree, sampled every ${SAMPLE_EVERY_MS / 1000} s ` +
      "(`node`: the wrapper and scripts/serve.mjs; `workerd, front`: the process holding the " +
      "port; `workerd, site`: the site's):",
    "",
    `| when | s | total | ${roles.join(" | ")} |`,
    `| --- | ---: | ---: | ${roles.map(() => "---:").join(" | ")} |`,
    memoryRow("started, before any request", beforeTraffic),
    memoryRow("soak start (after the reference)", first),
    memoryRow("last third's start", plateauStart),
    memoryRow("last third's peak", plateauPeak),
    memoryRow("soak end", last),
    memoryRow("peak", peak),
    "",
    `Every minute: ${everyMinute.map((s) => mb(s.total)).join(", ")}.`,
    "",
    `Over the last third (from ${n(plateauStart.at)} s), the tree's RSS rose at most ` +
      `${n(growth * 100, 1)}% above its value at that third's start (flat: the check allows ` +
      `${MAX_PLATEAU_GROWTH * 100}%), ${n(slope / MB, 1)} MB a minute from there to the end.`,
    "",
    `Idle after the soak: ${n(idleSeconds, 2)} s of CPU over ${IDLE_SECONDS} s with no request ` +
      `(${n((idleSeconds / IDLE_SECONDS) * 100, 2)}% of one core), for the whole tree, counted ` +
      `from ${SETTLE_MS / 1000} s after the last request.`,
    "",
    `Server still up afterwards: **${upAfter ? "yes" : "no"}** (its processes run and ` +
      "`/healthz` answers 200).",
    "",
    `Result: **${passed ? "passed" : "failed"}**.`,
    ...soak.tally.examples.map((line) => `- ${line}`),
  ].join("\n");
  await writeSection("soak", body);
  console.log(body);
  if (!passed) {
    console.error("The soak failed: see above.");
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
