/**
 * Long tasks on a page's main thread while it loads and hydrates, with the functions that spent
 * the time: read from a Chromium trace (the DevTools timeline's RunTask events and the V8 CPU
 * profiler's samples, which share one clock). Used by `npm run bench:hydration`
 * (bench/hydration-profile.ts).
 */
import type { Browser } from "@playwright/test";

import { sourceFrame } from "./source-names";

/** The CPU slowdown of Lighthouse's mobile preset, applied through the DevTools protocol. */
export const HYDRATION_CPU_SLOWDOWN = 4;
/**
 * Lighthouse's benchmarkIndex of the machine where the 4× slowdown and the gates were set
 * (docs/benchmarks.md, the site table's last column: 3,208–3,457, median about 3,300).
 */
export const REFERENCE_BENCHMARK_INDEX = 3_300;

/**
 * Lighthouse's benchmarkIndex of this machine now, measured in a blank page of `browser` with
 * Lighthouse's own page function (the median of three): about 1 s.
 */
export async function benchmarkIndex(browser: Browser): Promise<number> {
  const { pageFunctions } = await import("lighthouse/core/lib/page-functions.js");
  const page = await browser.newPage();
  try {
    const runs: number[] = [];
    for (let run = 0; run < 3; run++) {
      runs.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    }
    return runs.sort((a, b) => a - b)[1] ?? 0;
  } finally {
    await page.close();
  }
}

/**
 * The CPU slowdown that makes this machine as slow as the reference machine slowed 4× (as
 * DevTools' calibrated CPU throttling does): 4× there is 2× on a machine half as fast. At least
 * 1: `scale` then says how much longer than the reference's its times still are.
 */
export function calibratedSlowdown(index: number): { slowdown: number; scale: number } {
  const wanted = (HYDRATION_CPU_SLOWDOWN * index) / REFERENCE_BENCHMARK_INDEX;
  return wanted >= 1 ? { slowdown: wanted, scale: 1 } : { slowdown: 1, scale: 1 / wanted };
}

/** A task longer than this blocks input (the Long Tasks API's definition). */
export const LONG_TASK_MS = 50;

/** The page types a visitor meets, one address each. */
export const PAGE_TYPES: readonly { label: string; path: string }[] = [
  { label: "home", path: "/" },
  { label: "all generators", path: "/all" },
  { label: "a generator", path: "/random-number" },
  { label: "the wheel", path: "/spin-the-wheel" },
  { label: "an article", path: "/articles/coin-flips-and-streaks" },
  { label: "a docs guide", path: "/docs/seeds-and-permalinks" },
  { label: "public draws", path: "/draws" },
  { label: "a pack", path: "/packs/game-night" },
];

const CATEGORIES = [
  // navigationStart, which names the renderer that loaded the page, is a user-timing mark.
  "blink.user_timing",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "disabled-by-default-v8.cpu_profiler",
];

export interface FunctionTime {
  /** `name (file:line)`, or a V8 pseudo-frame such as `(garbage collector)`. */
  frame: string;
  ms: number;
}

export interface LongTask {
  /** From the navigation's start, in milliseconds (throttled time, as the page saw it). */
  startMs: number;
  durationMs: number;
  /** The functions with the most self time inside the task, most first. */
  top: FunctionTime[];
  /**
   * What the task did, by the timeline's own names for its direct steps (ParseHTML,
   * EvaluateScript with its file, FunctionCall, UpdateLayoutTree, Layout...), most first: native
   * work the profiler shows only as "(program)".
   */
  steps: FunctionTime[];
  /** Of the task, the time its direct steps spent running the page's JavaScript (SCRIPT_STEP). */
  scriptMs: number;
  /**
   * Whether the task evaluated a JavaScript module (v8.evaluateModule): the page's own code
   * starting, which hydration follows (the inline scripts before it are classic scripts).
   */
  runsModules: boolean;
  /**
   * The site's own functions (under app/) the task's time was spent in or under, each charged
   * with the samples it was the innermost of the site's frames for, most first: React rendering
   * a component counts for that component. Empty without source maps.
   */
  owners: FunctionTime[];
}

/**
 * The timeline's names for a step that runs JavaScript: a module or script evaluated, a call
 * from the browser (an event, a timer, a frame, a message), microtasks. Not HTML parsing, style,
 * layout or paint, which the browser does with no script of ours on the stack.
 */
const SCRIPT_STEP =
  /^(EvaluateScript|v8\.evaluateModule|v8\.compileModule|FunctionCall|RunMicrotasks|TimerFire|FireAnimationFrame|FireIdleCallback|EventDispatch)\b/;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      documentLoaderURL?: string;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      frame?: string;
      isMainFrame?: boolean;
      url?: string;
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber?: number };
}

/** A frame's source, when the build being profiled has source maps (bench/source-names.ts). */
function frameSource(node: ProfileNode) {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  return url ? sourceFrame(url, lineNumber, columnNumber ?? 0, functionName) : null;
}

function frameLabel(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const name = functionName || "(anonymous)";
  if (!url) return name;
  const source = frameSource(node);
  if (source) return `${source.name} (${source.source}${source.own ? `:${source.line}` : ""})`;
  const file = url.split("/").at(-1)?.split("?")[0] ?? url;
  return `${name} (${file}:${lineNumber + 1})`;
}

/**
 * Loads `path` in a fresh page with the CPU slowed, records a trace until the network has been
 * idle for a moment after load, and returns the main thread's long tasks with their functions.
 */
export async function profileLoad(
  browser: Browser,
  url: string,
  options: {
    slowdown?: number;
    settleMs?: number;
    /** Moves the mouse once the network is idle (the first sign of a visitor: islands load). */
    visitor?: boolean;
    /** The shortest task returned (LONG_TASK_MS by default): lower, to compare the floor's. */
    minTaskMs?: number;
  } = {},
): Promise<LongTask[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  // A first request on the site's origin, so the page's renderer process exists (and is the
  // one profiled) before the trace starts: cross-site navigations change process.
  await page.goto(new URL("/healthz", url).href);
  const session = await context.newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", {
    rate: options.slowdown ?? HYDRATION_CPU_SLOWDOWN,
  });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: "networkidle" });
  if (options.visitor) {
    // The islands come to life: the header's saved-values button is one of them on every page.
    await page.mouse.move(200, 300);
    await page.waitForFunction(
      () => document.querySelector('button[aria-label="View saved values"]:enabled') !== null,
    );
  }
  // What runs after the network goes quiet (deferred effects, idle callbacks) counts too.
  await page.evaluate(
    (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    options.settleMs ?? 1_000,
  );
  const buffer = await browser.stopTracing();
  await context.close();
  return longTasksOf(
    JSON.parse(buffer.toString("utf8")) as { traceEvents: TraceEvent[] },
    url,
    options.minTaskMs,
  );
}

/**
 * The long tasks (over `minTaskMs`) of a trace's main renderer thread, each with its top
 * functions by self time.
 */
export function longTasksOf(
  trace: { traceEvents: TraceEvent[] },
  url: string,
  minTaskMs = LONG_TASK_MS,
): LongTask[] {
  const events = trace.traceEvents;
  // The renderer's main thread that navigated to `url` (Chromium's own pages run elsewhere).
  const navigation = events.find(
    (e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL === url,
  );
  // A trace without it would read as a page with no long task: fail instead.
  if (!navigation) throw new Error(`the trace has no navigationStart for ${url}`);
  const main = events.find(
    (e) =>
      e.ph === "M" &&
      e.name === "thread_name" &&
      e.args?.name === "CrRendererMain" &&
      e.pid === navigation.pid,
  );
  if (!main) throw new Error(`the trace has no main renderer thread for ${url}`);
  const origin = navigation.ts;

  const tasks = events
    .filter(
      (e) =>
        e.pid === main.pid &&
        e.tid === main.tid &&
        e.name === "RunTask" &&
        e.ph === "X" &&
        (e.dur ?? 0) / 1000 > minTaskMs,
    )
    .map((e) => ({ start: e.ts, end: e.ts + (e.dur ?? 0) }));

  // The CPU profile of the same thread: nodes and samples arrive in chunks.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const profileStart = new Map<string, number>();
  const lastTs = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== main.pid) continue;
    if (e.name === "Profile" && e.id) profileStart.set(e.id, e.args?.data?.startTime ?? e.ts);
    if (e.name !== "ProfileChunk" || !e.id) continue;
    const data = e.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let ts = lastTs.get(e.id) ?? profileStart.get(e.id) ?? 0;
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((node, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node });
    });
    lastTs.set(e.id, ts);
  }
  samples.sort((a, b) => a.ts - b.ts);

  // The innermost of the site's own frames on a sample's stack, by its node (null: none).
  const owners = new Map<number, string | null>();
  const ownerOf = (id: number): string | null => {
    if (owners.has(id)) return owners.get(id) ?? null;
    const node = nodes.get(id);
    let owner: string | null = null;
    if (node) {
      owner = frameSource(node)?.own ? frameLabel(node) : null;
      if (owner === null && node.parent !== undefined) owner = ownerOf(node.parent);
    }
    owners.set(id, owner);
    return owner;
  };

  const threadEvents = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.name !== "RunTask")
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));

  return tasks.map((task) => {
    const steps = new Map<string, number>();
    let coveredUntil = task.start;
    for (const e of threadEvents) {
      if (e.ts < coveredUntil || e.ts > task.end) continue;
      const end = e.ts + (e.dur ?? 0);
      if (end > task.end) continue;
      const file = e.args?.data?.url?.split("/").at(-1)?.split("?")[0];
      const label = file ? `${e.name} (${file})` : e.name;
      steps.set(label, (steps.get(label) ?? 0) + (e.dur ?? 0) / 1000);
      coveredUntil = end;
    }
    const self = new Map<string, number>();
    const owned = new Map<string, number>();
    const inside = samples.filter((s) => s.ts >= task.start && s.ts <= task.end);
    inside.forEach((sample, i) => {
      const next = inside[i + 1]?.ts ?? task.end;
      const node = nodes.get(sample.node);
      if (!node || node.callFrame.functionName === "(idle)") return;
      const ms = (next - sample.ts) / 1000;
      const label = frameLabel(node);
      self.set(label, (self.get(label) ?? 0) + ms);
      const owner = ownerOf(sample.node);
      if (owner) owned.set(owner, (owned.get(owner) ?? 0) + ms);
    });
    const runsModules = [...steps.keys()].some((label) => label.startsWith("v8.evaluateModule"));
    const scriptMs = [...steps.entries()]
      .filter(([label]) => SCRIPT_STEP.test(label))
      .reduce((sum, [, ms]) => sum + ms, 0);
    const top = [...self.entries()]
      .map(([frame, ms]) => ({ frame, ms }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5);
    return {
      startMs: (task.start - origin) / 1000,
      durationMs: (task.end - task.start) / 1000,
      top,
      steps: [...steps.entries()]
        .map(([frame, ms]) => ({ frame, ms }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 5),
      scriptMs,
      runsModules,
      owners: [...owned.entries()]
        .map(([frame, ms]) => ({ frame, ms }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 5),
    };
  });
}
