/**
 * `npm run bench:hydration`: where each page type's main-thread time goes while it loads and
 * hydrates. Loads every page type (bench/long-tasks.ts, PAGE_TYPES) in Debian's Chromium with
 * the CPU slowed 4× through the DevTools protocol (as Lighthouse's mobile preset does), records
 * a trace until the network has been idle for a second, and prints each long task (over 50 ms)
 * with the five functions that spent the most self time in it.
 *
 *   npm run bench:hydration                      builds, serves on 127.0.0.1:8807, profiles
 *   npm run bench:hydration -- --origin URL      profiles a server that is already running
 *   npm run bench:hydration -- /all /draws/x     only these paths
 *
 * Nothing is written to docs/: this is the tool for finding a cost, not a figure to compare
 * (`npm run bench` carries the figures, against the floor).
 */
import { chromium } from "@playwright/test";

import { chromiumExecutable } from "../tests/support/chromium";

import { HYDRATION_CPU_SLOWDOWN, PAGE_TYPES, profileLoad } from "./long-tasks";
import { siteFromArgs } from "./support";

const PORT = 8807;

async function main() {
  const { origin, pages, stop } = await siteFromArgs(PORT, PAGE_TYPES);
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    console.log(`CPU slowed ${HYDRATION_CPU_SLOWDOWN}×; long tasks over 50 ms, from navigation.`);
    for (const page of pages) {
      const tasks = await profileLoad(browser, `${origin}${page.path}`);
      const total = tasks.reduce((sum, task) => sum + task.durationMs, 0);
      console.log(
        `\n${page.label} (${page.path}): ${tasks.length} long task(s), ${total.toFixed(0)} ms`,
      );
      for (const task of tasks) {
        console.log(`  at ${task.startMs.toFixed(0)} ms: ${task.durationMs.toFixed(0)} ms`);
        for (const { frame, ms } of task.steps) console.log(`    ${ms.toFixed(1)} ms  ${frame}`);
        for (const { frame, ms } of task.top) console.log(`      ${ms.toFixed(1)} ms  ${frame}`);
      }
    }
  } finally {
    await browser.close();
    await stop();
  }
}

await main();
