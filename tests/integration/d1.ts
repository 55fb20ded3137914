import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { AppLoadContext } from "@remix-run/cloudflare";
import { getPlatformProxy } from "wrangler";

/**
 * A real local D1 (SQLite inside workerd, through wrangler's platform proxy) in a fresh
 * directory, with the project's migrations applied by wrangler exactly as `npm start` does.
 */
export async function startLocalD1(extraEnv: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "d1-test-"));
  execFileSync(
    path.join("node_modules", ".bin", "wrangler"),
    ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir],
    {
      stdio: "pipe",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    },
  );
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
