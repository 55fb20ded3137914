// Builds the service worker (build/client/sw.js) after `remix vite:build`, from the build it made:
//
//   tsx build-tools/service-worker.ts
//
// It reads which chunks the pages need (Remix's client manifest and build/chunk-report.json),
// writes that into the worker (app/features/offline/service-worker-build.ts says what) and bundles
// the worker with Vite, as one classic script: a service worker may not import() on demand.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { build } from "vite";

import { firstLoadUrls, readManifest, type RemixManifest } from "../bench/first-load";
import { generatorChunks, readChunkReport } from "../bench/lazy-chunks";
import { GENERATOR_INDEX } from "../app/engine/catalogue";
import type { ServiceWorkerBuild } from "../app/features/offline/service-worker-build";
import { SERVICE_WORKER_PATH } from "../app/features/offline/model";
import { SITE_ICON_LINKS } from "../app/features/shell/meta";
import { MANIFEST_ICONS } from "../app/features/shell/site-images";
import type { ReportedChunk } from "./chunk-report";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CLIENT_DIR = path.join(ROOT, "build", "client");

/** The routes whose pages work offline after one visit: their code is cached on install. */
export const OFFLINE_ROUTES = [
  "routes/_index",
  "routes/all",
  "routes/$generatorId",
  "routes/lists",
] as const;

/** Generators' own code and data: each generator's is cached when its page is opened. */
const GENERATOR_CODE = /^app\/engine\/(definitions|data)\//;

/** Code only online-only pages or optional services load. */
const ONLINE_ONLY_CODE =
  /^app\/features\/(accounts|draws|transparency-log)\/|google-analytics|node_modules\/@clerk\//;

/**
 * Whether the worker leaves a lazy chunk to be fetched when used: a generator's code or data, or
 * a chunk of only online-only code (a page's chunk that also links to a draw is kept).
 */
function notAhead(chunk: ReportedChunk): boolean {
  if (chunk.modules.some((module) => GENERATOR_CODE.test(module))) return true;
  // A chunk of the app's own code is judged by it; a package's alone (nprogress, Clerk) by its name.
  const own = chunk.modules.filter((module) => module.startsWith("app/"));
  return (own.length > 0 ? own : chunk.modules).every((module) => ONLINE_ONLY_CODE.test(module));
}

/**
 * What the worker caches as it installs: the first load of the offline routes (the shell, the
 * entry, the root CSS) and every chunk those pages load later (search and the catalogue index,
 * the engine core and its category maps, the wheel, the class lists, saved values), but not
 * those notAhead leaves.
 */
export function precacheUrls(manifest: RemixManifest, report: readonly ReportedChunk[]): string[] {
  const byFile = new Map(report.map((chunk) => [chunk.file, chunk]));
  const urls = new Set<string>();
  /** A chunk and what it imports; `lazy` when it is loaded on demand, and so may be left out. */
  const visit = (file: string, lazy: boolean) => {
    const url = `/${file}`;
    const chunk = byFile.get(file);
    if (urls.has(url) || !chunk) return;
    if (lazy && notAhead(chunk)) return;
    urls.add(url);
    // What it imports statically it cannot run without.
    for (const imported of chunk.imports) visit(imported, false);
    for (const imported of chunk.dynamicImports) visit(imported, true);
  };
  for (const routeId of OFFLINE_ROUTES) {
    for (const url of firstLoadUrls(manifest, routeId)) {
      if (url.endsWith(".js")) visit(url.slice(1), false);
      else urls.add(url);
    }
  }
  return [...urls].sort();
}

/** For each generator, the files its Generate loads beyond the precache: its code and data. */
export function generatorFiles(
  report: readonly ReportedChunk[],
  precache: readonly string[],
): Record<string, string[]> {
  const cached = new Set(precache);
  return Object.fromEntries(
    GENERATOR_INDEX.map((generator) => [
      generator.id,
      [...generatorChunks(report, generator)]
        .map((file) => `/${file}`)
        .filter((url) => !cached.has(url))
        .sort(),
    ]),
  );
}

/**
 * The site's stylesheet (root.tsx links it by URL, so the manifest does not name it), read from
 * the root route's first-load code, and the files it loads (fonts).
 */
export function stylesheetUrls(manifest: RemixManifest, read: (url: string) => string) {
  const code = firstLoadUrls(manifest, "root")
    .filter((url) => url.endsWith(".js"))
    .map(read)
    .join("\n");
  const stylesheets = [...new Set(code.match(/\/assets\/[\w.-]+\.css/g) ?? [])];
  if (stylesheets.length !== 1) {
    throw new Error(`expected one stylesheet in the root's code, found ${stylesheets.join(", ")}`);
  }
  const stylesheet = stylesheets[0]!;
  const files = [...read(stylesheet).matchAll(/url\(["']?(\/assets\/[^"')]+)["']?\)/g)].map(
    (match) => match[1]!,
  );
  return { stylesheet, files: [stylesheet, ...new Set(files)] };
}

/** The worker's view of the build, read from the build in `clientDir`. */
export function serviceWorkerBuild(
  manifest: RemixManifest,
  report: readonly ReportedChunk[],
  read: (url: string) => string,
): ServiceWorkerBuild {
  const { stylesheet, files } = stylesheetUrls(manifest, read);
  const precache = [...new Set([...precacheUrls(manifest, report), ...files])].sort();
  return {
    version: manifest.version,
    precache,
    stylesheet,
    routes: manifest.routes,
    icons: [
      ...new Set(
        [...SITE_ICON_LINKS, ...MANIFEST_ICONS].map((icon) =>
          "href" in icon ? icon.href : icon.path,
        ),
      ),
    ],
    generators: generatorFiles(report, precache),
  };
}

async function main() {
  const read = (url: string) => readFileSync(path.join(CLIENT_DIR, url), "utf8");
  const workerBuild = serviceWorkerBuild(readManifest(CLIENT_DIR), readChunkReport(ROOT), read);
  await build({
    configFile: false,
    logLevel: "warn",
    root: ROOT,
    publicDir: false,
    resolve: { alias: { "~": path.join(ROOT, "app") } },
    define: {
      __SERVICE_WORKER_BUILD__: JSON.stringify(workerBuild),
      "process.env.NODE_ENV": JSON.stringify("production"),
    },
    build: {
      outDir: CLIENT_DIR,
      emptyOutDir: false,
      target: "es2020",
      lib: {
        entry: path.join(ROOT, "app/features/offline/service-worker.ts"),
        formats: ["iife"],
        name: "randomlyServiceWorker",
        fileName: () => SERVICE_WORKER_PATH.slice(1),
      },
    },
  });
  const bytes = readFileSync(path.join(CLIENT_DIR, SERVICE_WORKER_PATH)).length;
  console.log(
    `[service-worker] ${SERVICE_WORKER_PATH}: ${bytes.toLocaleString("en-US")} bytes, ` +
      `${workerBuild.precache.length} files precached`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
