import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: loading the Remix plugin under vitest hangs its exit.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: [
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
      "tests/unit/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
  },
});
