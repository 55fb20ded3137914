import {
  vitePlugin as remix,
  cloudflareDevProxyVitePlugin as remixCloudflareDevProxy,
} from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

import { chunkReportPlugin } from "./build-tools/chunk-report";
import { markdownPlugin } from "./build-tools/markdown";
import remixConfig from "./remix.config.js";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [
    markdownPlugin(),
    remixCloudflareDevProxy(),
    remix(remixConfig),
    tailwindcss(),
    tsconfigPaths(),
    chunkReportPlugin(),
  ],
  server: { port: 5173 },
  // Licence headers are kept, but once per file at its end: lucide repeats the same header on
  // every icon module, which cost every page about a kilobyte of gzipped JavaScript.
  esbuild: { legalComments: "eof" },
});
