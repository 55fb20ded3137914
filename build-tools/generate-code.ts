// Writes build/generate-code.json after `remix vite:build`: for every generator, the files its
// page's first Generate loads (app/features/generator-page/generate-code.ts says why). The Pages
// Function bundles it (functions/[[path]].ts) and hands it to the loaders.
//
//   tsx build-tools/generate-code.ts
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { readManifest, type RemixManifest } from "../bench/first-load";
import { firstGenerateChunks, firstLoadFiles, readChunkReport } from "../bench/lazy-chunks";
import { GENERATOR_INDEX } from "../app/engine/catalogue";
import type { GenerateCode } from "../app/features/generator-page/generate-code";
import type { ReportedChunk } from "./chunk-report";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const GENERATE_CODE_FILE = path.join(ROOT, "build", "generate-code.json");

/**
 * The engine's chunks, then each generator's own, less what the generator page first loads.
 * `generators`: the catalogue's, unless a test gives its own.
 */
export function generateCode(
  manifest: RemixManifest,
  report: readonly ReportedChunk[],
  generators: readonly { id: string; category: string }[] = GENERATOR_INDEX,
): GenerateCode {
  const loaded = firstLoadFiles(manifest, "routes/$generatorId");
  const urls = (files: Iterable<string>) =>
    [...files]
      .filter((file) => !loaded.has(file))
      .map((file) => `/${file}`)
      .sort();
  const chunks = generators.map((generator) => firstGenerateChunks(report, generator));
  return {
    shared: urls(chunks[0]?.engine ?? []),
    generators: Object.fromEntries(
      generators.map((generator, index) => [generator.id, urls(chunks[index]!.own)]),
    ),
  };
}

function main() {
  const code = generateCode(
    readManifest(path.join(ROOT, "build", "client")),
    readChunkReport(ROOT),
  );
  writeFileSync(GENERATE_CODE_FILE, JSON.stringify(code));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
