/**
 * Before the browser tests: makes sure there is a Chromium to drive, so that `npm test` is the
 * only command a fresh clone needs. With $CHROMIUM_PATH or /usr/bin/chromium (CI installs it
 * from apt) it does nothing; otherwise it downloads Playwright's own Chromium once.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

import { chromium } from "@playwright/test";

import { chromiumExecutable } from "../tests/support/chromium";

const chosen = chromiumExecutable();
if (chosen) {
  if (!existsSync(chosen)) {
    console.error(`CHROMIUM_PATH is set to ${chosen}, which does not exist.`);
    process.exit(1);
  }
} else if (!existsSync(chromium.executablePath())) {
  console.log("No Chromium found: downloading Playwright's (once)...");
  const result = spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
  process.exit(result.status ?? 1);
}
