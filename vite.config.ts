import {
  vitePlugin as remix,
  cloudflareDevProxyVitePlugin as remixCloudflareDevProxy,
} from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

import { chunkReportPlugin } from "./build-tools/chunk-report";
import { markdownPlugin } from "./build-tools/markdown";
import remixConfig from "./remix.config.js";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * A lazy chunk's preload list need not name the chunks every page has loaded before any of its
 * own code (the client entry's and the root route's static imports: React, Remix, the site
 * shell). Vite lists them again in every dynamic import, which cost every page's first load
 * bytes for requests that never happen. This plugin finds that set as the bundle is written,
 * before Vite writes the preload lists.
 */
function preloadOnlyWhatIsMissing() {
  const alwaysLoaded = new Set<string>();
  const plugin: Plugin = {
    name: "preload-only-what-is-missing",
    apply: "build",
    generateBundle: {
      order: "pre",
      handler(_options, bundle) {
        alwaysLoaded.clear();
        const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const visit = (fileName: string) => {
          if (alwaysLoaded.has(fileName)) return;
          alwaysLoaded.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const chunk of chunks) {
          const entry = chunk.facadeModuleId ?? "";
          if (/\/app\/(entry\.client\.tsx|root\.tsx\?)/.test(entry)) visit(chunk.fileName);
        }
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[]) =>
    deps.filter((dep) => !alwaysLoaded.has(dep));
  return { plugin, resolveDependencies };
}

const preload = preloadOnlyWhatIsMissing();

export default defineConfig({
  plugins: [
    markdownPlugin(),
    remixCloudflareDevProxy(),
    remix(remixConfig),
    tailwindcss(),
    tsconfigPaths(),
    chunkReportPlugin(),
    preload.plugin,
  ],
  build: {
    modulePreload: {
      resolveDependencies: preload.resolveDependencies,
    },
  },
  server: { port: 5173 },
  // Licence headers are kept, but once per file at its end: lucide repeats the same header on
  // every icon module, which cost every page about a kilobyte of gzipped JavaScript.
  esbuild: { legalComments: "eof" },
});
