import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { AppLoadContext } from "@remix-run/cloudflare";
import { getPlatformProxy } from "wrangler";

/** The migrations applied by wrangler once per test worker, into a directory each D1 copies. */
let migrated: string | null = null;

function migratedTemplate(): string {
  if (migrated) return migrated;
  const dir = mkdtempSync(path.join(tmpdir(), "d1-template-"));
  execFileSync(
    path.join("node_modules", ".bin", "wrangler"),
    ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir],
    {
      stdio: "pipe",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    },
  );
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  migrated = dir;
  return dir;
}

/**
 * A real local D1 (SQLite inside workerd, through wrangler's platform proxy) in a fresh
 * directory, with the project's migrations applied by wrangler exactly as `npm start` does:
 * once per test worker (about 4 s of wrangler's start-up each time), each D1 a copy of that
 * migrated database, so no test sees another's rows.
 */
export async function startLocalD1(extraEnv: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "d1-test-"));
  cpSync(migratedTemplate(), dir, { recursive: true });
  const proxy = await getPlatformProxy<Env>({ persist: { path: path.join(dir, "v3") } });
  const env = { ...proxy.env, ...extraEnv } as Env;
  const context = { cloudflare: { ...proxy, env } } as unknown as AppLoadContext;
  return {
    db: proxy.env.DB,
    context,
    async dispose() {
      await proxy.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
