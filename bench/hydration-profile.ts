/**
 * `npm run bench:hydration`: where each page type's main-thread time goes while it loads and
 * hydrates, beside the floor (bench/floor, the minimal Remix app) in the same run. Loads every
 * page type (bench/long-tasks.ts, PAGE_TYPES) and the floor in Debian's Chromium, interleaved,
 * with the CPU slowed through the DevTools protocol as much as makes this machine as slow as the
 * reference machine slowed 4× (Lighthouse's mobile preset; calibrated by benchmarkIndex), records
 * a trace until the network has been idle for a second, and prints each long task (over 50 ms) of
 * the median load with the five functions that spent the most self time in it, then a table.
 *
 * When it builds the site itself, it builds with hidden source maps (BUILD_SOURCEMAPS=hidden,
 * vite.config.ts), and names every function by its source (bench/source-names.ts): React's own
 * (`react-dom/...`) and the site's (`app/...:line`), with, for each task, the site's functions
 * the time was spent under.
 *
 *   npm run bench:hydration                      builds (with source maps), serves on :8807
 *   npm run bench:hydration -- --origin URL      profiles a server that is already running (its
 *                                                functions are named if build/ has the maps)
 *   npm run bench:hydration -- /all /draws/x     only these paths
 *   npm run bench:hydration -- --loads 5         loads per page (3 by default; the median is shown)
 *
 * Nothing is written to docs/: this is the tool for finding a cost; docs/benchmarks.md's
 * "Long tasks while a page loads" quotes its table.
 */
import { chromium } from "@playwright/test";

import { chromiumExecutable } from "../tests/support/chromium";

import { buildAndServeFloor } from "./floor/serve";
import {
  benchmarkIndex,
  calibratedSlowdown,
  LONG_TASK_MS,
  PAGE_TYPES,
  profileLoad,
  type LongTask,
} from "./long-tasks";
import { siteFromArgs, WRANGLER_ENV } from "./support";

const PORT = 8807;
const FLOOR_PORT = PORT + 1;
const FLOOR = { label: "the floor (minimal Remix app)", path: "/" };

interface Load {
  /** The tasks over LONG_TASK_MS. */
  tasks: LongTask[];
  /** The longest task's duration. */
  largestMs: number;
  /**
   * The most script one task ran (of every task over MIN_TASK_MS, so that the floor, whose
   * tasks are all short, has a figure to compare with).
   */
  mostScriptMs: number;
  /**
   * The long tasks that end once the page's modules have started running (the first task that
   * evaluates one, of every task over MIN_TASK_MS): those during or after hydration. The others
   * are the navigation, the HTML's parsing and its first layout, before any of the page's code.
   */
  fromModules: LongTask[];
}

/** Tasks shorter than this are left out even of the floor's figure. */
const MIN_TASK_MS = 10;

function summarize(tasks: LongTask[]): Load {
  const long = tasks.filter((task) => task.durationMs > LONG_TASK_MS);
  const modulesStart = Math.min(
    ...tasks.filter((task) => task.runsModules).map((task) => task.startMs),
  );
  return {
    tasks: long,
    fromModules: long.filter((task) => task.startMs + task.durationMs > modulesStart),
    largestMs: Math.max(0, ...long.map((task) => task.durationMs)),
    mostScriptMs: Math.max(0, ...tasks.map((task) => task.scriptMs)),
  };
}

/** The load whose most script in one task is the median of the page's loads. */
function medianLoad(loads: Load[]): Load {
  const sorted = [...loads].sort((a, b) => a.mostScriptMs - b.mostScriptMs);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function printLoad(label: string, path: string, load: Load) {
  const total = load.tasks.reduce((sum, task) => sum + task.durationMs, 0);
  console.log(`\n${label} (${path}): ${load.tasks.length} long task(s), ${total.toFixed(0)} ms`);
  for (const task of load.tasks) {
    console.log(
      `  at ${task.startMs.toFixed(0)} ms: ${task.durationMs.toFixed(0)} ms` +
        (task.scriptMs ? ` (${task.scriptMs.toFixed(0)} ms of script)` : " (no script)") +
        (load.fromModules.includes(task) ? ", once the page's modules run" : ""),
    );
    for (const { frame, ms } of task.steps) console.log(`    ${ms.toFixed(1)} ms  ${frame}`);
    for (const { frame, ms } of task.top) console.log(`      ${ms.toFixed(1)} ms  ${frame}`);
    if (task.owners.length) console.log("    under the site's functions:");
    for (const { frame, ms } of task.owners) console.log(`      ${ms.toFixed(1)} ms  ${frame}`);
  }
}

/** The site's functions with the most time in the load's script tasks over 50 ms. */
function namedOwners(load: Load): string {
  const owned = new Map<string, number>();
  for (const task of load.tasks) {
    if (task.scriptMs === 0) continue;
    for (const { frame, ms } of task.owners) owned.set(frame, (owned.get(frame) ?? 0) + ms);
  }
  return (
    [...owned.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([frame, ms]) => `${frame.replaceAll("|", "\\|")} ${ms.toFixed(0)}`)
      .join("; ") || "—"
  );
}

async function main() {
  const args = process.argv.slice(2);
  const loadsAt = args.indexOf("--loads");
  const loads = loadsAt === -1 ? 3 : Math.max(1, Number(args[loadsAt + 1]) || 3);
  const { origin, pages, stop } = await siteFromArgs(PORT, PAGE_TYPES, {
    ...WRANGLER_ENV,
    BUILD_SOURCEMAPS: "hidden",
  });
  const floor = await buildAndServeFloor(FLOOR_PORT);
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const index = await benchmarkIndex(browser);
    const { slowdown, scale } = calibratedSlowdown(index);
    console.log(
      `benchmarkIndex ${index.toFixed(0)}: CPU slowed ${slowdown.toFixed(2)}×` +
        (scale > 1 ? ` (times still ${scale.toFixed(2)}× the reference's)` : "") +
        `; long tasks over ${LONG_TASK_MS} ms, from navigation; the median of ${loads} load(s).`,
    );
    const targets = [
      { ...FLOOR, url: `${floor.origin}/` },
      ...pages.map((page) => ({ ...page, url: `${origin}${page.path}` })),
    ];
    const results = new Map<string, Load[]>();
    // Interleaved rounds: a busy moment of the shared machine falls on every page alike.
    for (let round = 0; round < loads; round++) {
      for (const target of targets) {
        const load = summarize(
          await profileLoad(browser, target.url, { slowdown, minTaskMs: MIN_TASK_MS }),
        );
        results.set(target.url, [...(results.get(target.url) ?? []), load]);
      }
    }
    const rows: string[] = [];
    const floorLoad = medianLoad(results.get(targets[0]!.url)!);
    for (const target of targets) {
      const all = results.get(target.url)!;
      const load = medianLoad(all);
      const withOne = all.filter((each) => each.fromModules.length > 0).length;
      printLoad(target.label, target.path, load);
      const ratio = (ms: number, of: number) => (of > 0 ? `${(ms / of).toFixed(1)}×` : "—");
      rows.push(
        `| ${target.label} \`${target.path}\` | ${load.tasks.length} | ${load.fromModules.length} ` +
          `| ${withOne} of ${all.length} ` +
          `| ${load.largestMs.toFixed(0)} ` +
          `| ${load.mostScriptMs.toFixed(0)} | ${ratio(load.mostScriptMs, floorLoad.mostScriptMs)} ` +
          `| ${namedOwners(load)} |`,
      );
    }
    console.log(
      "\n| page | long tasks | of them once its modules run | loads with one once its modules run | largest (ms) | most script in one task (ms) | that, to the floor's | the site's functions in the long tasks (ms) |",
    );
    console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
    for (const row of rows) console.log(row);
  } finally {
    await browser.close();
    floor.close();
    await stop();
  }
}

await main();
