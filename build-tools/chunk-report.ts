// A Vite plugin that writes, for the browser build, which source modules each JavaScript chunk
// holds and which chunks it imports statically and dynamically: build/chunk-report.json, outside
// the served folder. The bytes budgets (tests/e2e/budget.spec.ts, bench/first-load.ts) read it
// to count what an interaction downloads and to prove one generator's chunks carry no other.
import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";

import type { Plugin } from "vite";

/** One chunk of the browser build. */
export interface ReportedChunk {
  /** Path under build/client, e.g. `assets/random-number-Bx1.js`. */
  file: string;
  /** Source modules bundled into it, relative to the project (`app/…`, `node_modules/…`). */
  modules: string[];
  /** Minified bytes each module adds to the chunk, before gzip (for finding what weighs). */
  moduleBytes: Record<string, number>;
  /** Chunks it imports statically (loaded with it) and dynamically (loaded on demand). */
  imports: string[];
  dynamicImports: string[];
}

export const CHUNK_REPORT_FILE = "build/chunk-report.json";

export function chunkReportPlugin(): Plugin {
  let root = process.cwd();
  let ssr = false;
  return {
    name: "randomly:chunk-report",
    apply: "build",
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const chunks: ReportedChunk[] = [];
      const relativeTo = (id: string) =>
        path.relative(root, id.split("?")[0] ?? id).replace(/\\/g, "/");
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const modules = Object.entries(output.modules).filter(([id]) => !id.startsWith("\0"));
        chunks.push({
          file: output.fileName,
          modules: modules.map(([id]) => relativeTo(id)),
          moduleBytes: Object.fromEntries(
            modules.map(([id, info]) => [relativeTo(id), info.renderedLength]),
          ),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
        });
      }
      const file = path.join(root, CHUNK_REPORT_FILE);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}
