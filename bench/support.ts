/**
 * Shared by the site benchmark (bench/site.bench.ts), the load test (bench/load.ts) and the soak
 * (bench/soak.ts): running commands, serving the build as `npm start` does (scripts/serve.mjs),
 * describing the machine and rewriting one marked section of docs/benchmarks.md.
 */

import { spawn, type ChildProcess } from "node:child_process";
import { execFileSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { format, resolveConfig } from "prettier";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const REPORT_PATH = path.join(ROOT, "docs", "benchmarks.md");

/** Environment for every wrangler call: no metrics, no fetch of Cloudflare's request data. */
export const WRANGLER_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

/** Runs a command in the project, showing its output; rejects on a non-zero exit. */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = WRANGLER_ENV,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`)),
    );
  });
}

/** Runs a command and returns its standard output. */
export function capture(command: string, args: string[]): string {
  return execFileSync(command, args, { cwd: ROOT, env: WRANGLER_ENV, encoding: "utf8" });
}

export interface Server {
  origin: string;
  /** The process at the root of the server's tree (scripts/e2e-server.mjs), for measuring it. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Serves the build as `npm start` does (scripts/serve.mjs) on 127.0.0.1:`port`, through the
 * wrapper the browser tests use (scripts/e2e-server.mjs), and waits until /healthz answers.
 * `serveArgs` are scripts/serve.mjs options (`--binding KEY=VALUE`, `--persist-to DIR`).
 */
export async function startServer(port: number, serveArgs: string[] = []): Promise<Server> {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(origin)) {
    throw new Error(`something already answers on ${origin}: stop it first`);
  }
  const child: ChildProcess = spawn(
    process.execPath,
    ["scripts/e2e-server.mjs", String(port), ...serveArgs],
    { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"], env: WRANGLER_ENV },
  );
  const deadline = Date.now() + 120_000;
  while (!(await answers(origin))) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited`);
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`the server on port ${port} did not answer within 120 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    origin,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * The site a page-measuring script runs against, from its command line: `--origin URL` for a
 * server already running, else the build served on 127.0.0.1:`port` (built first); the paths
 * given (`/all /draws`) replace `pages`. `stop()` stops the server this started, if any.
 */
export async function siteFromArgs<T extends { label: string; path: string }>(
  port: number,
  pages: readonly T[],
  /** The build's environment, when the script builds the site itself. */
  buildEnv: NodeJS.ProcessEnv = WRANGLER_ENV,
): Promise<{
  origin: string;
  pages: readonly { label: string; path: string }[];
  stop(): Promise<void>;
}> {
  const args = process.argv.slice(2);
  const originAt = args.indexOf("--origin");
  const given = originAt === -1 ? undefined : args[originAt + 1];
  const paths = args.filter((arg, i) => arg.startsWith("/") && args[i - 1] !== "--origin");
  let server: Server | undefined;
  if (!given) {
    await run("npm", ["run", "build"], buildEnv);
    server = await startServer(port);
  }
  return {
    origin: given ?? server!.origin,
    pages: paths.length ? paths.map((path) => ({ label: path, path })) : pages,
    stop: async () => server?.stop(),
  };
}

async function answers(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** One line naming the machine: CPU model, `nproc`, memory, Node version and the load average. */
export function describeMachine(): string {
  const cpus = os.cpus();
  let nproc = String(cpus.length);
  try {
    nproc = capture("nproc", []).trim();
  } catch {
    // Not every system has nproc; the CPU count from Node stands in.
  }
  return (
    `${cpus[0]?.model.trim() ?? "unknown CPU"}, nproc ${nproc}, ` +
    `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, Node ${process.version}, ` +
    `${process.platform} (${process.arch}); load average (1 min) at the start: ` +
    `${(os.loadavg()[0] ?? 0).toFixed(2)}`
  );
}

/**
 * Replaces the section between `<!-- name:start -->` and `<!-- name:end -->` in
 * docs/benchmarks.md (appending it when absent), formatted with the project's Prettier settings.
 */
export async function writeSection(name: string, body: string): Promise<void> {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const options = (await resolveConfig(REPORT_PATH)) ?? {};
  const formatted = await format(body, { ...options, parser: "markdown" });
  const section = `${start}\n\n${formatted.trimEnd()}\n\n${end}`;
  await mkdir(path.dirname(REPORT_PATH), { recursive: true });
  let existing = "";
  try {
    existing = await readFile(REPORT_PATH, "utf8");
  } catch {
    existing = "";
  }
  const from = existing.indexOf(start);
  const to = existing.indexOf(end, from);
  const report =
    from !== -1 && to !== -1
      ? existing.slice(0, from) + section + existing.slice(to + end.length)
      : existing.trim() !== ""
        ? `${existing.trimEnd()}\n\n${section}\n`
        : `# Benchmarks\n\n${section}\n`;
  await writeFile(REPORT_PATH, report);
}

/** `1234567` → `1,234,567`. */
export const n = (value: number, digits = 0) =>
  value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Bytes as KB (1 KB = 1,000 bytes), one decimal. */
export const kb = (bytes: number) => `${n(bytes / 1000, 1)} KB`;
