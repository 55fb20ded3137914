import { existsSync } from "node:fs";

/**
 * The Chromium the browser tests drive, chosen by what exists: $CHROMIUM_PATH, then Debian's
 * /usr/bin/chromium; undefined means Playwright's own download (see scripts/ensure-browser.ts).
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return undefined;
}
