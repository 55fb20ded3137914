import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

import { featureImportsPlugin } from "./build-tools/feature-imports";
import { markdownPlugin } from "./build-tools/markdown";

// Kept apart from vite.config.ts: loading the Remix plugin under vitest hangs its exit.
export default defineConfig({
  // Feature indexes are read the way the build reads them (build-tools/feature-imports.ts).
  plugins: [featureImportsPlugin(), markdownPlugin(), tsconfigPaths()],
  test: {
    include: [
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
      "build-tools/**/*.test.ts",
      "tests/unit/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    // One module graph per worker, shared by its test files, instead of a fresh one per file:
    // the suite's 381 files import the same engine and catalogue, and re-importing them for
    // each file took 430 s of a 2-core CI run against 125 s this way (2026-11-26, all 9,151
    // tests passing both ways). A test must therefore not rely on a module's state being new:
    // reset what it changes.
    isolate: false,
  },
});
