/**
 * What an interaction downloads after the first load, read from the build's chunk report
 * (build/chunk-report.json, written by build-tools/chunk-report.ts): which source modules each
 * chunk holds and what it imports. The bytes budgets of the catalogue (issue 14) are computed
 * here, for the browser tests (tests/e2e/budget.spec.ts) and for `npm run bench`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { CHUNK_REPORT_FILE, type ReportedChunk } from "../build-tools/chunk-report";

import { GZIP_LEVEL, firstLoadUrls, measureUrls, type RemixManifest } from "./first-load";

/** Gzipped bytes the catalogue's lazy parts may weigh (issue 14), checked in CI. */
export const CATALOGUE_BUDGETS = {
  /** The metadata index, projected to 300 generators. */
  metadataIndexAt300: 12_000,
  /** Opening the search palette: kbar, the palette and the metadata index. */
  searchPalette: 30_000,
  /** A generator page's first Generate: engine core, the generator and its own data. */
  firstGenerate: 20_000,
} as const;

export function readChunkReport(root = process.cwd()): ReportedChunk[] {
  return JSON.parse(readFileSync(path.join(root, CHUNK_REPORT_FILE), "utf8")) as ReportedChunk[];
}

/** The chunk that holds a source module (`app/…` path); throws when none does. */
export function chunkOf(report: readonly ReportedChunk[], module: string): ReportedChunk {
  const chunk = report.find((candidate) => candidate.modules.includes(module));
  if (!chunk) throw new Error(`no chunk of the browser build holds ${module}: build first`);
  return chunk;
}

/** The chunks `files` load with them: themselves and their static imports, recursively. */
export function staticClosure(report: readonly ReportedChunk[], files: readonly string[]) {
  const byFile = new Map(report.map((chunk) => [chunk.file, chunk]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  for (const file of files) visit(file);
  return seen;
}

/** Every source module in the given chunks. */
export function modulesIn(report: readonly ReportedChunk[], files: Iterable<string>): Set<string> {
  const byFile = new Map(report.map((chunk) => [chunk.file, chunk]));
  const modules = new Set<string>();
  for (const file of files)
    for (const module of byFile.get(file)?.modules ?? []) modules.add(module);
  return modules;
}

/** A download: the files beyond what the page had, and their gzipped JavaScript. */
export interface Download {
  files: string[];
  gzip: number;
}

function measure(clientDir: string, files: readonly string[]): Download {
  const { js } = measureUrls(
    clientDir,
    files.map((file) => `/${file}`),
  );
  return { files: [...files].sort(), gzip: js.gzip };
}

/** What the page of `routeId` loads before any interaction, as chunk files. */
export function firstLoadFiles(manifest: RemixManifest, routeId: string): Set<string> {
  return new Set(firstLoadUrls(manifest, routeId).map((url) => url.replace(/^\//, "")));
}

/**
 * The chunks one generator's run needs beyond the engine: its definition, what that imports, and
 * its data (the definition's dynamic imports).
 */
export function generatorChunks(
  report: readonly ReportedChunk[],
  generator: { id: string; category: string },
): Set<string> {
  const definition = chunkOf(
    report,
    `app/engine/definitions/${generator.category}/${generator.id}.ts`,
  );
  return staticClosure(report, [definition.file, ...definition.dynamicImports]);
}

/**
 * The chunks a generator's first Generate runs: the engine core's (the same for every generator)
 * and the generator's own (its category's map, its definition and what that imports, its data).
 */
export function firstGenerateChunks(
  report: readonly ReportedChunk[],
  generator: { id: string; category: string },
): { engine: Set<string>; own: Set<string> } {
  const engine = chunkOf(report, "app/features/generator-page/generate-in-browser.ts");
  const map = chunkOf(report, `app/engine/registry/${generator.category}.generated.ts`);
  const engineFiles = staticClosure(report, [engine.file]);
  const own = new Set(
    [...staticClosure(report, [map.file]), ...generatorChunks(report, generator)].filter(
      (file) => !engineFiles.has(file),
    ),
  );
  return { engine: engineFiles, own };
}

/**
 * What a generator page's first Generate downloads: the engine core, the generator's category
 * map, the generator and its own data, minus the page's first load.
 */
export function firstGenerateDownload(
  clientDir: string,
  report: readonly ReportedChunk[],
  manifest: RemixManifest,
  generator: { id: string; category: string },
): Download {
  const loaded = firstLoadFiles(manifest, "routes/$generatorId");
  const { engine, own } = firstGenerateChunks(report, generator);
  return measure(
    clientDir,
    [...engine, ...own].filter((file) => !loaded.has(file)),
  );
}

/** What opening the search palette downloads on a page: the palette and the metadata index. */
export function searchPaletteDownload(
  clientDir: string,
  report: readonly ReportedChunk[],
  manifest: RemixManifest,
): Download {
  const loaded = firstLoadFiles(manifest, "root");
  const palette = chunkOf(report, "app/features/search/search-palette.tsx");
  const index = chunkOf(report, "app/engine/catalogue.ts");
  const files = staticClosure(report, [palette.file, index.file]);
  return measure(
    clientDir,
    [...files].filter((file) => !loaded.has(file)),
  );
}

const gzipText = (text: string) => gzipSync(text, { level: GZIP_LEVEL }).length;

/**
 * The gzipped chunk that holds the metadata index, and its size projected to 300 generators:
 * today's bytes plus, for each generator still to come, what one more entry costs once gzip
 * knows the vocabulary (measured as the growth from the first half of the index to all of it).
 */
export function metadataIndexSize(
  clientDir: string,
  report: readonly ReportedChunk[],
  entries: readonly unknown[],
): { gzip: number; perGenerator: number; projectedAt300: number } {
  const { gzip } = measure(clientDir, [
    chunkOf(report, "app/engine/registry/metadata.generated.ts").file,
  ]);
  const half = Math.floor(entries.length / 2);
  const growth =
    gzipText(JSON.stringify(entries)) - gzipText(JSON.stringify(entries.slice(0, half)));
  const perGenerator = growth / Math.max(1, entries.length - half);
  const projectedAt300 = Math.round(gzip + Math.max(0, 300 - entries.length) * perGenerator);
  return { gzip, perGenerator, projectedAt300 };
}
