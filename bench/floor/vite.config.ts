// The floor (issue 29): the smallest Remix app with the project's exact versions and future
// flags, built and served by `npm run bench` beside the site so every page's Lighthouse figures
// read as a difference from what React and Remix cost on their own. Built with
// `remix vite:build --config bench/floor/vite.config.ts`; served by bench/floor/serve.ts.
import path from "node:path";

import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

import remixConfig from "../../remix.config.js";

export default defineConfig({
  root: import.meta.dirname,
  logLevel: "warn",
  plugins: [
    remix({
      ...remixConfig,
      appDirectory: path.join(import.meta.dirname, "app"),
      buildDirectory: path.join(import.meta.dirname, "build"),
    }),
  ],
});
