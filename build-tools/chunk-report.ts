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
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks.push({
          file: output.fileName,
          modules: Object.keys(output.modules)
            .filter((id) => !id.startsWith("\0"))
            .map((id) => path.relative(root, id.split("?")[0] ?? id).replace(/\\/g, "/")),
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
