/**
 * `npm run bench`: the site's performance, written to docs/benchmarks.md (the section between
 * `<!-- site:start -->` and `<!-- site:end -->`), then the engine benchmark (its own section).
 *
 * 1. Builds, and serves the build as `npm start` does (scripts/serve.mjs) in the default
 *    configuration (no keys, no measurement id) on 127.0.0.1:8806.
 * 2. Bytes: the JavaScript and CSS (gzip -9) each page's HTML makes the browser load before any
 *    interaction, and what each lazy part adds when it is first used.
 * 3. Lighthouse 12 (mobile preset, the default) on each page type (home, /all, a generator,
 *    the wheel, an article, a docs guide, a pack and a decided public draw) and on the floor
 *    (bench/floor, the minimal Remix app), first and return visit, in five interleaved rounds:
 *    the median of the four category scores and the total blocking time, each page's difference
 *    from the floor, and, below 100, the audits that fail.
 * 4. autocannon, 20 s each on loopback, one after the other against the same server: a generator
 *    page, the home page, a seeded and an unseeded call of the public API (the same generator and
 *    count as the page) and a static asset of about the generator page's size.
 * 5. `npm run bench:engine`, once the server is stopped.
 */

import { readdirSync, statSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import autocannon from "autocannon";

import {
  applyConsentChoice,
  DEFAULT_CONSENT,
  type ConsentPreferences,
} from "~/features/consent/consent";
import { GENERATOR_INDEX } from "~/engine/catalogue";
import { GENERATOR_METADATA } from "~/engine/registry/metadata.generated";
import { serializeConsent } from "~/features/consent/consent.server";
import { TEST_CLOCK_HEADER } from "~/features/draws/draw-config.server";

import { createdFor, realRounds } from "../tests/support/drand-fixtures";
import { buildAndServeFloor } from "./floor/serve";
import { startDrandRelay } from "../tests/support/drand-relay";

import {
  FIRST_LOAD_JS_GOAL_BYTES,
  GZIP_LEVEL,
  chunksNamed,
  lazyAddition,
  measureUrls,
  readManifest,
  urlsInHtml,
} from "./first-load";
import {
  CPU_SLOWDOWN,
  FIRST_GENERATE_GOAL_MS,
  FIRST_GENERATE_PATH,
  INP_GOAL_MS,
  measureFirstGenerate,
  measureInteractions,
  type FirstGenerateResult,
  type InteractionResult,
} from "./interaction";
import { FRAME_GOAL_MS, FRAME_TOLERANCE_MS, measureWheelFrames, type WheelFrames } from "./wheel";
import {
  CATALOGUE_BUDGETS,
  firstGenerateDownload,
  metadataIndexSize,
  readChunkReport,
  searchPaletteDownload,
} from "./lazy-chunks";
import {
  ROOT,
  describeMachine,
  kb,
  n,
  run,
  startServer,
  writeSection,
  type Server,
} from "./support";

const PORT = 8806;
const COMMAND = "npm run bench";
const CLIENT_DIR = path.join(ROOT, "build", "client");
const LOAD_SECONDS = 20;
const CONNECTIONS = 10;
const RATIO_GOAL = 0.9;

interface BenchPage {
  label: string;
  path: string;
}

const PAGES: readonly BenchPage[] = [
  { label: "Home", path: "/" },
  { label: "All generators", path: "/all" },
  { label: "Generator (random-number)", path: "/random-number" },
  { label: "Article (how-to-shuffle-correctly)", path: "/articles/how-to-shuffle-correctly" },
  { label: "Spin the wheel", path: "/spin-the-wheel" },
  { label: "Docs guide (seeds-and-permalinks)", path: "/docs/seeds-and-permalinks" },
  { label: "Pack (game-night)", path: "/packs/game-night" },
];

/** The floor (bench/floor): the minimal Remix app every page is compared with. */
const FLOOR_PORT = PORT + 1;
const FLOOR_LABEL = "Floor (minimal Remix app)";

/**
 * The draw measured: a decided public draw, made through the API when the run starts (the server
 * has no draw of its own). Its round is one of the recorded quicknet rounds the local relay
 * serves (tests/support/drand-relay.ts), so the page verifies a real beacon without the network;
 * the draw is created with the test-only clock header just before that round, as the browser
 * tests do, and read afterwards with the real clock, long after the round.
 */
const DRAW = {
  title: "Raffle for the bench",
  entries: ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "John"],
  winners: 3,
  // Listed, as a draw meant to be found is: an unlisted draw's page asks search engines not to
  // index it, which Lighthouse's SEO score counts against it by design.
  listed: true,
};

async function createDecidedDraw(origin: string): Promise<BenchPage> {
  const response = await fetch(`${origin}/api/v1/draws`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      [TEST_CLOCK_HEADER]: String(createdFor(realRounds[0]!.round)),
    },
    body: JSON.stringify(DRAW),
  });
  if (response.status !== 201) {
    throw new Error(
      `creating the bench's draw answered ${response.status}: ${await response.text()}`,
    );
  }
  const { id } = (await response.json()) as { id: string };
  const page = { label: "Public draw (decided, listed)", path: `/draws/${id}` };
  const check = await (await fetch(`${origin}/api/v1/draws/${id}`)).json();
  if ((check as { status?: string }).status !== "resolved") {
    throw new Error(`the bench's draw is not decided: ${JSON.stringify(check)}`);
  }
  return page;
}
/**
 * Interleaved Lighthouse rounds: in each round every page is measured once per visitor, the
 * floor before them, so a busy moment of the shared machine falls on the floor and the pages
 * alike; the median of each figure over the rounds is reported.
 */
const LIGHTHOUSE_RUNS = 5;
const GENERATOR_PATH = "/random-number";
/** The API calls measured: the generator page's run, with a fixed seed (cacheable) and without. */
const API_SEEDED_PATH = "/api/v1/generators/random-number?count=1&seed=bench";
const API_UNSEEDED_PATH = "/api/v1/generators/random-number?count=1";

/** The parts loaded only when used, by the name Vite gives their chunk. */
const LAZY_PARTS = [
  {
    chunk: "generate-in-browser",
    what: "generator engine (fetched when the pointer, a finger or focus reaches the form or results)",
  },
  { chunk: "search-palette", what: "search palette (Ctrl+K or the search button)" },
  { chunk: "saved-values-panel", what: "saved values panel (the floating button)" },
  { chunk: "catalogue", what: "generators menu's list (the header's chevron)" },
  { chunk: "consent-dialog", what: "cookie preferences dialog (first visit, Cookie Settings)" },
  { chunk: "mobile-nav-drawer", what: "mobile navigation drawer (the menu button)" },
  { chunk: "nprogress", what: "loading bar (the first client-side navigation)" },
  { chunk: "clerk-root", what: "Clerk (only on deployments with keys, before hydration)" },
] as const;

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
].join(" ");

interface PageBytes {
  label: string;
  path: string;
  jsGzip: number;
  jsRaw: number;
  cssGzip: number;
  files: number;
  urls: string[];
}

async function measurePages(server: Server, pagesMeasured: readonly BenchPage[]) {
  const pages: PageBytes[] = [];
  for (const page of pagesMeasured) {
    const response = await fetch(`${server.origin}${page.path}`);
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
    const urls = urlsInHtml(await response.text());
    const measured = measureUrls(CLIENT_DIR, urls);
    pages.push({
      ...page,
      jsGzip: measured.js.gzip,
      jsRaw: measured.js.bytes,
      cssGzip: measured.css.gzip,
      files: measured.assets.length,
      urls,
    });
  }
  return pages;
}

function lazyRows(loaded: ReadonlySet<string>): string[] {
  return LAZY_PARTS.map(({ chunk, what }) => {
    const [url] = chunksNamed(CLIENT_DIR, chunk);
    if (!url) return `| ${what} | \`${chunk}\` | not in this build | |`;
    const added = lazyAddition(CLIENT_DIR, url, loaded);
    const size = measureUrls(CLIENT_DIR, added).js.gzip;
    return `| ${what} | \`${path.basename(url)}\` | ${kb(size)} | ${added.length} |`;
  });
}

interface Lighthouse {
  label: string;
  /** Lighthouse's own CPU benchmark of the machine during the runs (median). */
  benchmarkIndex: number;
  scores: Record<string, number>;
  /** Total blocking time in ms (with 300 generators, /all's is the one to watch). */
  tbt: number;
  failing: string[];
}

const CATEGORIES = [
  ["performance", "Performance"],
  ["accessibility", "Accessibility"],
  ["best-practices", "Best Practices"],
  ["seo", "SEO"],
] as const;

interface LighthouseReport {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      displayValue?: string;
      numericValue?: number;
    }
  >;
}

/**
 * The two visitors Lighthouse plays. A first visit has no cookies, so the Cookie Preferences
 * dialog opens by itself after hydration (spec: ~100 ms after load) and, being the largest text
 * on a phone's screen, becomes the Largest Contentful Paint. A returning visitor has chosen
 * (the consent cookie, with everything optional refused) and sees the page alone.
 */
const VISITORS = [
  { label: "first visit", consent: null },
  { label: "returning visitor", consent: applyConsentChoice("reject-all", DEFAULT_CONSENT) },
] as const;

/** The Cookie header that carries `consent`, encoded by the site's own cookie. */
async function consentCookieHeader(origin: string, consent: ConsentPreferences) {
  const setCookie = await serializeConsent(new Request(origin), consent);
  return { Cookie: setCookie.split(";")[0] ?? "" };
}

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART): up to 3 tries. */
async function lighthouseRun(
  url: string,
  output: string,
  headers: Record<string, string> | null,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await run(
        path.join(ROOT, "node_modules", ".bin", "lighthouse"),
        [
          url,
          "--output=json",
          `--output-path=${output}`,
          "--quiet",
          `--chrome-flags=${CHROME_FLAGS}`,
          ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
        ],
        { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      );
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`Lighthouse failed on ${url} (try ${attempt} of 3); trying again`);
    }
  }
}

/** One Lighthouse report's scores, total blocking time and failing audits. */
function readLighthouse(report: LighthouseReport): Omit<Lighthouse, "label"> {
  const scores = Object.fromEntries(
    CATEGORIES.map(([id]) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
  );
  const failing = Object.values(report.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        !["notApplicable", "informative", "manual"].includes(audit.scoreDisplayMode),
    )
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map(
      (audit) =>
        `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""} — score ${Math.round((audit.score ?? 0) * 100)}`,
    );
  return {
    scores,
    tbt: report.audits["total-blocking-time"]?.numericValue ?? 0,
    failing,
    benchmarkIndex: report.environment?.benchmarkIndex ?? 0,
  };
}

/** A page measured by Lighthouse: on the site, or the floor on its own server. */
interface Measured {
  label: string;
  url: string;
  origin: string;
}

async function lighthouse(
  server: Server,
  pages: readonly BenchPage[],
  floorOrigin: string,
): Promise<Lighthouse[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "lighthouse-"));
  const measured: Measured[] = [
    { label: FLOOR_LABEL, url: `${floorOrigin}/`, origin: floorOrigin },
    ...pages.map((page) => ({
      label: page.label,
      url: `${server.origin}${page.path}`,
      origin: server.origin,
    })),
  ];
  const runs = new Map<string, Omit<Lighthouse, "label">[]>();
  try {
    for (let round = 1; round <= LIGHTHOUSE_RUNS; round++) {
      for (const visitor of VISITORS) {
        for (const page of measured) {
          const label = `${page.label}, ${visitor.label}`;
          console.log(`Lighthouse round ${round}/${LIGHTHOUSE_RUNS}: ${label}`);
          // The floor has no consent cookie to read; it gets the same header all the same.
          const headers = visitor.consent
            ? await consentCookieHeader(page.origin, visitor.consent)
            : null;
          const output = path.join(dir, "report.json");
          await lighthouseRun(page.url, output, headers);
          const result = readLighthouse(
            JSON.parse(await readFile(output, "utf8")) as LighthouseReport,
          );
          runs.set(label, [...(runs.get(label) ?? []), result]);
        }
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return [...runs.entries()].map(([label, list]) => {
    const scores = Object.fromEntries(
      CATEGORIES.map(([id]) => [id, median(list.map((run) => run.scores[id] ?? 0))]),
    );
    // The failing audits of the run whose performance score is the median one.
    const middle = list.find((run) => run.scores.performance === scores.performance) ?? list[0]!;
    return {
      label,
      scores,
      tbt: median(list.map((run) => run.tbt)),
      failing: middle.failing,
      benchmarkIndex: median(list.map((run) => run.benchmarkIndex)),
    };
  });
}

/** Performance within 2 points of the floor and TBT within 100 ms of it (issue 29's goal). */
const FLOOR_GOAL = { points: 2, tbtMs: 100 };

/** The Lighthouse table's rows: each page's figures and its difference from the floor. */
function floorRows(scores: Lighthouse[]): string[] {
  const floorOf = (label: string) =>
    scores.find(
      (row) => row.label.startsWith(FLOOR_LABEL) && row.label.endsWith(label.split(", ").at(-1)!),
    );
  const signed = (value: number, digits = 0) =>
    `${value >= 0 ? "+" : "−"}${n(Math.abs(value), digits)}`;
  return scores.map((page) => {
    const floor = floorOf(page.label);
    const isFloor = page.label.startsWith(FLOOR_LABEL);
    const dScore = floor ? (page.scores.performance ?? 0) - (floor.scores.performance ?? 0) : 0;
    const dTbt = floor ? page.tbt - floor.tbt : 0;
    const met = isFloor || (dScore >= -FLOOR_GOAL.points && dTbt <= FLOOR_GOAL.tbtMs);
    return (
      `| ${page.label} | ${CATEGORIES.map(([id]) => page.scores[id]).join(" | ")} | ${n(page.tbt)} | ` +
      (isFloor
        ? "— | — | — |"
        : `${signed(dScore)} | ${signed(dTbt)} | ${met ? "met" : "**missed**"} |`) +
      ` ${n(page.benchmarkIndex)} |`
    );
  });
}

interface Throughput {
  label: string;
  url: string;
  bytes: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
}

async function load(label: string, url: string): Promise<Throughput> {
  console.log(`autocannon: ${url}, ${LOAD_SECONDS} s at ${CONNECTIONS} connections`);
  const probe = await fetch(url);
  const bytes = (await probe.arrayBuffer()).byteLength;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: LOAD_SECONDS });
  return {
    label,
    url,
    bytes,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The built asset whose size is closest to `bytes` (JavaScript or CSS under assets/). */
function assetOfSize(bytes: number): string {
  const dir = path.join(CLIENT_DIR, "assets");
  const candidates = readdirSync(dir)
    .filter((name) => /\.(js|css)$/.test(name) && !name.startsWith("manifest-"))
    .map((name) => ({ name, size: statSync(path.join(dir, name)).size }))
    .sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  if (!candidates[0]) throw new Error("no built assets");
  return `/assets/${candidates[0].name}`;
}

function report(
  startLoad: number,
  started: Date,
  machine: string,
  bytes: PageBytes[],
  lazy: string[],
  scores: Lighthouse[],
  throughput: Throughput[],
): string {
  const generator = bytes.find((page) => page.path === GENERATOR_PATH)!;
  const frameworkUrl = generator.urls.find((url) => /\/components-[\w-]+\.js$/.test(url));
  const framework = frameworkUrl ? measureUrls(CLIENT_DIR, [frameworkUrl]).js.gzip : 0;
  const staticRun = throughput.find((row) => row.label.startsWith("Static"))!;
  const ratio = (row: Throughput) => row.requestsPerSecond / staticRun.requestsPerSecond;
  // The goal compares pages with a static file; the API rows are there for their own figures.
  const rendered = throughput.filter((row) => row !== staticRun && !row.label.startsWith("API"));
  const below100 = scores
    .filter((page) => !page.label.startsWith(FLOOR_LABEL))
    .flatMap((page) =>
      CATEGORIES.filter(([id]) => (page.scores[id] ?? 0) < 100).map(
        ([id, name]) => `${page.label}: ${name} ${page.scores[id]}`,
      ),
    );
  const busy = startLoad > os.cpus().length;
  const budgetMet = generator.jsGzip <= FIRST_LOAD_JS_GOAL_BYTES;
  const lines = [
    "## Site: bytes, Lighthouse and throughput",
    "",
    `- Date: ${started.toISOString()}`,
    `- Machine: ${machine}`,
    `- Command: \`${COMMAND}\` (builds, serves the build as \`npm start\` does, with \`scripts/serve.mjs\`, on ` +
      `127.0.0.1:${PORT} in the default configuration: no Clerk keys, no measurement id)`,
    "",
    ...(busy
      ? [
          `**This run is not a fair reading:** the load average was ${n(startLoad, 2)} on ` +
            `${os.cpus().length} cores when it started, so other work took most of the CPU and ` +
            "the Lighthouse Performance scores and the throughput figures below say more about that work " +
            "than about the site. Rerun on an idle machine before relying on the ratios.",
          "",
        ]
      : []),
    "### Bytes loaded before any interaction",
    "",
    `What each page's HTML makes the browser fetch: its stylesheets, module preloads and the ` +
      `modules its inline script imports, each file counted once, gzipped at level ${GZIP_LEVEL}. ` +
      "The HTML itself (with its inline data) is not included. 1 KB = 1,000 bytes.",
    "",
    "| page | JavaScript (gzip) | JavaScript (raw) | CSS (gzip) | files |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...bytes.map(
      (page) =>
        `| ${page.label} \`${page.path}\` | ${kb(page.jsGzip)} | ${kb(page.jsRaw)} | ${kb(page.cssGzip)} | ${page.files} |`,
    ),
    "",
    `Budget for every page: ${kb(FIRST_LOAD_JS_GOAL_BYTES)} of gzipped JavaScript, checked in CI ` +
      "on every page of the sitemap and the 404 page, first and return visit " +
      "(tests/e2e/budget.spec.ts); here, for a generator page, the largest — " +
      (budgetMet
        ? `**met** (${kb(generator.jsGzip)}). `
        : `**missed**: ${kb(generator.jsGzip)}, ${kb(generator.jsGzip - FIRST_LOAD_JS_GOAL_BYTES)} over. `) +
      `Every page loads one chunk of ${kb(framework)} (\`components-…js\`): React 18, react-dom ` +
      "and Remix (with React Router and turbo-stream) and the site shell (header, search " +
      "button, theme toggle with remix-themes, generators menu, the consent dialogs' " +
      "controller), which the build puts together rather than in a dozen small chunks " +
      "(vite.config.ts, `firstLoadChunk`), minified by terser. Kept out of the first load: " +
      "Remix's server renderer (pulled in by @clerk/remix's CommonJS require of " +
      "@remix-run/react: build-tools/clerk-remix.ts), lucide-react's component code (icons " +
      "are drawn from lucide's data by app/ui/icon.tsx), Radix Dialog, nprogress " +
      "and, as islands " +
      "(server-rendered, their code fetched once the page is interactive: " +
      "app/ui/island.tsx), the footer, the saved-values button, the results toolbar, " +
      "each value's copy and save buttons and the error view; analytics loads after " +
      "hydration and only with a measurement id. Measured on the generator page when each " +
      "move was made (2026-11-26, the same build otherwise): 110.8 KB before; one shell chunk " +
      "−2.0 KB; terser −4.2 KB; lucide's data drawn by our own component, each icon with the " +
      "pages that draw it, −2.5 KB; Clerk's require pointed at four hooks −3.6 KB; 98.5 KB after.",
    "",
    "Loaded later, only when used (what each adds to a generator page that has loaded; Google's " +
      "gtag.js, with a measurement id and consent only, comes from Google and is not counted):",
    "",
    "| part | chunk | adds (gzip) | files |",
    "| --- | --- | ---: | ---: |",
    ...lazy,
    "",
    "### Lighthouse",
    "",
    "Lighthouse 12 (`lighthouse` devDependency), mobile preset (the default: simulated slow 4G " +
      "and a 4× slower CPU), Debian's Chromium headless. Scores depend on the machine's CPU and " +
      "on other work running at the time (see the load average above).",
    "",
    `Each page is measured for two visitors, ${LIGHTHOUSE_RUNS} runs each; every figure is the ` +
      "median of its runs, and the failing audits are those of the run with the median " +
      "Performance score. On a **first visit** there is no cookie, so the page's HTML holds the " +
      "Cookie Preferences dialog, shown by CSS about 100 ms after load and made interactive " +
      "after hydration. A **returning visitor** has made a choice (the consent cookie is sent, " +
      "everything optional refused) and sees the page alone. The draw's page is a decided " +
      "public draw the run makes through the API (its winners verified in the page against a " +
      "recorded quicknet round, served by the local relay fixture).",
    "",
    `The catalogue holds ${n(GENERATOR_INDEX.length)} generators; \`/all\` lists every one.`,
    "",
    `The floor is the smallest Remix app with the project's exact versions and future flags ` +
      "(`bench/floor/`: a header of links and 40 lines of text, served by Node), measured in the " +
      `same interleaved rounds. Goal for every page: Performance within ${FLOOR_GOAL.points} ` +
      `points of the floor's and total blocking time within ${FLOOR_GOAL.tbtMs} ms of it, for ` +
      "each visitor. The last column is Lighthouse's benchmarkIndex of the machine (median).",
    "",
    "| page | Performance | Accessibility | Best Practices | SEO | Total blocking time (ms) | Δ Performance | Δ TBT (ms) | goal | benchmarkIndex |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |",
    ...floorRows(scores),
    "",
    below100.length === 0
      ? "Goal (100 in all four on every page): **met**."
      : `Goal (100 in all four on every page): **missed** — ${below100.join("; ")}. ` +
        "The failing audits:",
    "",
    ...scores
      .filter((page) => page.failing.length > 0)
      .flatMap((page) => [`- ${page.label}:`, ...page.failing.map((item) => `  - ${item}`)]),
    "",
    "### Throughput and latency (loopback)",
    "",
    `autocannon, ${LOAD_SECONDS} s per URL at ${CONNECTIONS} connections, one URL after the other ` +
      "against the same server, no compression asked. The static asset is the built file closest " +
      "in size to the generator page's HTML. Absolute figures drift between runs on a shared " +
      "machine; the ratio within one run is what compares. The API rows run the page's generator " +
      "(random-number, one value) through `/api/v1/`: seeded (answered with an ETag and a " +
      "year's public caching, though autocannon sends no If-None-Match, so every call runs) and " +
      "unseeded (a fresh seed each call, `no-store`). The e2e server's raised API rate limit " +
      "applies, so none is refused.",
    "",
    "| URL | bytes | requests | req/s | p50 (ms) | p99 (ms) | errors | non-2xx | ÷ static |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...throughput.map(
      (row) =>
        `| ${row.label} \`${new URL(row.url).pathname}${new URL(row.url).search}\` | ${n(row.bytes)} | ${n(row.requests)} | ` +
        `${n(row.requestsPerSecond, 1)} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} | ` +
        `${n(ratio(row), 2)} |`,
    ),
    "",
    ...rendered.map((row) =>
      ratio(row) >= RATIO_GOAL
        ? `- ${row.label}: server-rendered ÷ static = ${n(ratio(row), 2)}, goal ≥ ${RATIO_GOAL}: **met**.`
        : `- ${row.label}: server-rendered ÷ static = ${n(ratio(row), 2)}, goal ≥ ${RATIO_GOAL}: ` +
          "**missed**. What holds it back: every page request runs the Pages Function — the " +
          "Remix server build inside workerd: the root loader parses the theme and consent " +
          "cookies, the route loader runs (on a generator page, the generator), React renders the whole page to a " +
          "stream and the security headers get a fresh CSP nonce — while a static file is " +
          "answered by wrangler's asset handler without it (`public/_routes.json` excludes " +
          "`/assets/*`). On this shared two-core machine the figures also move with other work " +
          "(see the load average above), so one run's ratio is a rough reading.",
    ),
  ];
  return lines.join("\n");
}

/** The catalogue's lazy downloads (issue 14), from the build's chunk report. */
function catalogueSection(started: Date, machine: string): string {
  const report = readChunkReport(ROOT);
  const manifest = readManifest(CLIENT_DIR);
  const index = metadataIndexSize(CLIENT_DIR, report, Object.values(GENERATOR_METADATA).flat());
  const search = searchPaletteDownload(CLIENT_DIR, report, manifest);
  const first = firstGenerateDownload(CLIENT_DIR, report, manifest, {
    id: "random-number",
    category: "numbers",
  });
  const met = (value: number, budget: number) => (value <= budget ? "**met**" : "**missed**");
  return [
    "## Catalogue: what lists, search and a first Generate download",
    "",
    `- Date: ${started.toISOString()}`,
    `- Machine: ${machine}`,
    `- Command: \`${COMMAND}\` (read from the build's chunk report, \`build/chunk-report.json\`; ` +
      "the same figures fail CI in tests/e2e/budget.spec.ts above their budgets)",
    "",
    `Gzipped at level ${GZIP_LEVEL}, beyond what the page had already loaded. ` +
      `${GENERATOR_INDEX.length} generators today; the index is projected to 300 from what one ` +
      `more entry costs (${n(index.perGenerator, 1)} bytes gzipped, measured as the growth from ` +
      "the first half of the index to all of it).",
    "",
    "| what | gzip | budget | |",
    "| --- | ---: | ---: | --- |",
    `| metadata index, ${GENERATOR_INDEX.length} generators | ${kb(index.gzip)} | | |`,
    `| metadata index, projected to 300 generators | ${kb(index.projectedAt300)} | ${kb(CATALOGUE_BUDGETS.metadataIndexAt300)} | ${met(index.projectedAt300, CATALOGUE_BUDGETS.metadataIndexAt300)} |`,
    `| opening the search palette (${search.files.length} files) | ${kb(search.gzip)} | ${kb(CATALOGUE_BUDGETS.searchPalette)} | ${met(search.gzip, CATALOGUE_BUDGETS.searchPalette)} |`,
    `| random-number's first Generate (${first.files.length} files: engine core, the category's map, the generator and its helpers) | ${kb(first.gzip)} | ${kb(CATALOGUE_BUDGETS.firstGenerate)} | ${met(first.gzip, CATALOGUE_BUDGETS.firstGenerate)} |`,
    "",
    "A test also proves that no generator's chunks carry another generator's module, and that no " +
      "page's first load holds any generator's code.",
  ].join("\n");
}

/** Interaction to next paint of Generate on a 4× slowed CPU (issue 15). */
function interactionSection(
  started: Date,
  machine: string,
  rows: InteractionResult[],
  first: FirstGenerateResult[],
): string {
  return [
    "## Interaction: Generate on a slowed CPU",
    "",
    `- Date: ${started.toISOString()}`,
    `- Machine: ${machine}`,
    `- Command: \`${COMMAND}\``,
    `- Method: Debian's Chromium, a 412×823 window, the CPU slowed ${CPU_SLOWDOWN}× through the ` +
      "DevTools protocol (as Lighthouse's mobile preset does). The engine is loaded by a first " +
      "press that is not counted; then each case is pressed 9 times. Interaction to next paint " +
      "is the longest Event Timing entry of the press (what INP reports).",
    "",
    "| case | INP median (ms) | INP worst (ms) | goal ≤ 200 ms |",
    "| --- | ---: | ---: | --- |",
    ...rows.map(
      (row) =>
        `| ${row.label} \`${row.path}\` | ${n(row.median)} | ${n(row.worst)} | ${row.median <= INP_GOAL_MS ? "**met**" : "**missed**"} |`,
    ),
    "",
    `### The first Generate of a fresh page, \`${FIRST_GENERATE_PATH}\` (issue 30.7)`,
    "",
    "The CPU not slowed, reduced motion (values appear at once). A new browser context per case (an empty cache), 5 rounds interleaved; " +
      "from the press (pointerdown or keydown) to the values announced on screen, medians. The " +
      "engine and the generator's code are not fetched when the page is idle (issue 29's budget " +
      "counts everything loaded until the network is idle): they load at the first sign of a " +
      "visitor (a pointer moving, a key, a touch, the wheel), all at once (the page names every " +
      "file of its generator's first Generate, from build/generate-code.json, and modulepreloads " +
      "them together instead of a chain of imports), and before the islands, which wait for them. " +
      "The mouse moves to the button over 300 ms.",
    "",
    `| way of pressing | first press (ms) | later presses (ms) | first ÷ later | goal: first ≤ ${FIRST_GENERATE_GOAL_MS} ms |`,
    "| --- | ---: | ---: | ---: | --- |",
    ...first.map(
      (row) =>
        `| ${row.label} | ${n(row.first)} | ${n(row.later)} | ${n(row.first / row.later, 2)} | ${row.first <= FIRST_GENERATE_GOAL_MS ? "**met**" : "**missed**"} |`,
    ),
  ].join("\n");
}

function wheelSection(started: Date, machine: string, rows: WheelFrames[]): string {
  return [
    "## The wheel: frame times of a spin on a slowed CPU",
    "",
    `- Date: ${started.toISOString()}`,
    `- Machine: ${machine}`,
    `- Command: \`${COMMAND}\` (alone: \`BENCH_ONLY=wheel npm run bench\`)`,
    `- Method: Debian's Chromium, a 1280×900 window, the CPU slowed ${CPU_SLOWDOWN}× through the ` +
      "DevTools protocol. A first spin loads the engine and is not counted; the second, of 4 " +
      "seconds, is measured: the time between consecutive animation frames from the press until " +
      "the wheel rests. The wheel is drawn once per set of entries and turned as a picture. " +
      "Chromium rounds frame times, so a spin that holds 60 frames a second reads 16.7–16.8 ms; " +
      "the goal allows that rounding (0.2 ms), and a single dropped frame would read 33 ms.",
    "",
    "| entries | frames | p50 (ms) | p95 (ms) | goal p95 ≤ 16.7 ms |",
    "| ---: | ---: | ---: | ---: | --- |",
    ...rows.map(
      (row) =>
        `| ${n(row.entries)} | ${n(row.frames)} | ${n(row.p50, 1)} | ${n(row.p95, 1)} | ${row.p95 <= FRAME_GOAL_MS + FRAME_TOLERANCE_MS ? "**met**" : "**missed**"} |`,
    ),
  ].join("\n");
}

/** Which parts to run: all, or those named in BENCH_ONLY (e.g. `catalogue,interaction`). */
const ONLY = new Set((process.env.BENCH_ONLY ?? "").split(",").filter(Boolean));
const runs = (part: string) => ONLY.size === 0 || ONLY.has(part);

async function main(): Promise<void> {
  const started = new Date();
  const startLoad = os.loadavg()[0] ?? 0;
  const machine = describeMachine();
  console.log(`Site benchmark — ${machine}`);
  await run("npm", ["run", "db:migrate"]);
  await run("npm", ["run", "build"]);
  if (runs("catalogue")) await writeSection("catalogue", catalogueSection(started, machine));
  if (!runs("site") && !runs("interaction") && !runs("wheel")) return;
  // The draws' beacon: the recorded rounds, served locally (the bench makes no outside request).
  const relay = await startDrandRelay();
  const server = await startServer(PORT, [
    "--binding",
    `DRAND_URLS=${relay.url}`,
    "--binding",
    "DRAW_TEST_CLOCK=header",
  ]);
  let body: string | null = null;
  try {
    if (runs("interaction")) {
      const rows = await measureInteractions(server.origin);
      const first = await measureFirstGenerate(server.origin);
      await writeSection("interaction", interactionSection(started, machine, rows, first));
    }
    if (runs("wheel")) {
      const frames = await measureWheelFrames(server.origin);
      await writeSection("wheel", wheelSection(started, machine, frames));
    }
    if (!runs("site")) return;
    const pages = [...PAGES, await createDecidedDraw(server.origin)];
    const bytes = await measurePages(server, pages);
    const generator = bytes.find((page) => page.path === GENERATOR_PATH)!;
    const lazy = lazyRows(new Set(generator.urls));
    const floor = await buildAndServeFloor(FLOOR_PORT);
    let scores: Lighthouse[];
    try {
      scores = await lighthouse(server, pages, floor.origin);
    } finally {
      floor.close();
    }
    const generatorUrl = `${server.origin}${GENERATOR_PATH}`;
    const generatorBytes = (await (await fetch(generatorUrl)).arrayBuffer()).byteLength;
    const throughput = [
      await load("Generator page", generatorUrl),
      await load("Home page", `${server.origin}/`),
      await load("API, seeded", `${server.origin}${API_SEEDED_PATH}`),
      await load("API, unseeded", `${server.origin}${API_UNSEEDED_PATH}`),
      await load("Static asset", `${server.origin}${assetOfSize(generatorBytes)}`),
    ];
    body = report(startLoad, started, machine, bytes, lazy, scores, throughput);
  } finally {
    await server.stop();
    await relay.close();
  }
  if (body) await writeSection("site", body);
  console.log(`Wrote the site section of docs/benchmarks.md`);
  if (runs("engine")) await run("npm", ["run", "bench:engine"]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
