import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

import { markdownPlugin } from "./build-tools/markdown";

// Kept apart from vite.config.ts: loading the Remix plugin under vitest hangs its exit.
export default defineConfig({
  plugins: [markdownPlugin(), tsconfigPaths()],
  test: {
    include: [
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
      "build-tools/**/*.test.ts",
      "tests/unit/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
  },
});
