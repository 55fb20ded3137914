import {
  vitePlugin as remix,
  cloudflareDevProxyVitePlugin as remixCloudflareDevProxy,
} from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import type { ManualChunkMeta } from "rollup";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

import { chunkReportPlugin } from "./build-tools/chunk-report";
import { clerkRemixHooksPlugin } from "./build-tools/clerk-remix";
import { featureImportsPlugin } from "./build-tools/feature-imports";
import { fieldKindPartsPlugin } from "./build-tools/field-kind-parts";
import { markdownPlugin } from "./build-tools/markdown";
import { MCP_SDK, mcpWithoutAjvPlugin } from "./build-tools/mcp-without-ajv";
import remixConfig from "./remix.config.js";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * What a dynamic import's preload list names (Vite lists, in the importing chunk, every chunk the
 * imported one needs, fetched in parallel with it). Never the chunks already loaded where the
 * import happens: those every page loads before any of its own code (the client entry's and the
 * root route's static imports: React, Remix, the site shell) and those the importing chunk itself
 * imports statically. And in a page's first load, a list only where someone waits on the import
 * with nothing on screen to use meanwhile (FIRST_LOAD_PRELOADS): elsewhere (islands, dialogs,
 * menus, presentation mode) the chunk's own imports follow it a moment later, and the lists cost
 * every page about 1.2 KB of gzipped JavaScript for a few milliseconds on a rare first use.
 */
/**
 * The imports of a page's first load whose chunks come with their preload list: the engine (a
 * first Generate waits on it) and the wheel's page (it hydrates once that chunk has arrived).
 */
const FIRST_LOAD_PRELOADS = /\/(generate-in-browser|wheel-at-address)-[\w-]+\.js$/;

function preloadOnlyWhatIsMissing() {
  const staticImports = new Map<string, readonly string[]>();
  const alwaysLoaded = new Set<string>();
  /** Every chunk of some page's first load: the entries (the client entry, the routes) and their imports. */
  const firstLoad = new Set<string>();
  /** A chunk and every chunk it imports statically, directly or not, added to `into`. */
  const closure = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of staticImports.get(fileName) ?? []) closure(imported, into);
    return into;
  };
  const plugin: Plugin = {
    name: "preload-only-what-is-missing",
    apply: "build",
    generateBundle: {
      order: "pre",
      handler(_options, bundle) {
        staticImports.clear();
        alwaysLoaded.clear();
        const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
        for (const chunk of chunks) staticImports.set(chunk.fileName, chunk.imports);
        firstLoad.clear();
        for (const chunk of chunks) {
          const entry = chunk.facadeModuleId ?? "";
          if (/\/app\/(entry\.client\.tsx|root\.tsx\?)/.test(entry)) {
            closure(chunk.fileName, alwaysLoaded);
          }
          if (chunk.isEntry) closure(chunk.fileName, firstLoad);
        }
      },
    },
  };
  const resolveDependencies = (file: string, deps: string[], { hostId }: { hostId: string }) => {
    if (firstLoad.has(hostId) && !FIRST_LOAD_PRELOADS.test(file)) return [];
    const loaded = closure(hostId, new Set(alwaysLoaded));
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}

const preload = preloadOnlyWhatIsMissing();

/** The browser build's entry and root route modules, whose static imports every page loads. */
const FIRST_LOAD_ROOTS = /\/app\/(entry\.client\.tsx|root\.tsx)(\?|$)/;

/**
 * Small modules most page types share, put in the shell chunk rather than in chunks of their own:
 * - the wheel's id, one constant the generator page and the wheel's code share: its own chunk cost
 *   every generator page an extra request and ~100 bytes; in the shell, 44 bytes;
 * - the breadcrumb, and the G shortcut of a generator page, the wheel and a pack. Apart, a
 *   generator page fetched them as two more files and sat at its budget (100,015 bytes gzipped,
 *   over by a chunk file name's change); in the shell it is 99,512 (2026-12-03). Pages without
 *   them (home, /all, /lists, a draw) carry about 300 bytes more; the heaviest, a draw page, is
 *   at 98,206.
 */
const SHARED_BY_PAGES =
  /\/app\/(engine\/shared\/wheel-id\.ts|ui\/breadcrumb\.tsx|features\/generator-page\/generate-shortcut\.tsx)$/;

/**
 * The engine's small helpers that generators' code shares (counts, list splitting, plural and
 * rounding, the no-repeats rule) as one chunk: apart, Rollup gave each a chunk of 150-400 bytes,
 * and a first Generate paid an import line and a gzip header for every one. Only modules whose
 * own imports are among them: a manual chunk takes in what its modules import.
 */
const ENGINE_HELPERS =
  /\/app\/engine\/(core\/(format-count|split-list)|shared\/(format|no-repeats))\.ts$/;

/**
 * The site chrome's islands as one chunk: the footer (with the service worker's client and
 * update prompt) and the saved-values button. Every page fetches them together once it is
 * interactive, and issue 29's budget counts them: apart, they were 5 chunks. The stores of saved
 * values stay a lazy chunk of their own, fetched only when there are notes to show.
 */
const SITE_CHROME =
  /\/app\/features\/(shell\/site-footer\.tsx|offline\/(model|service-worker-client)\.ts|offline\/offline-updates\.tsx|saved-values\/(saved-values-button\.tsx|(clear-of-controls|use-saved-values|storage-keys)\.ts))$/;

/**
 * Every page's first load as one chunk: the modules the client entry and the root route import
 * statically (React, Remix and the site shell) are put together in `components-*.js`, the chunk
 * Vite gave the framework alone. Left to itself, Rollup cut the shell into a dozen small chunks,
 * each gzipped apart with its own import lines: one chunk costs about 5 KB less gzipped
 * JavaScript on every page. Modules only some pages or interactions need are left where they were.
 */
function firstLoadChunk() {
  let shell: Set<string> | undefined;
  return (id: string, meta: ManualChunkMeta): string | undefined => {
    if (!shell) {
      const found = new Set<string>();
      const visit = (moduleId: string) => {
        if (found.has(moduleId)) return;
        found.add(moduleId);
        for (const imported of meta.getModuleInfo(moduleId)?.importedIds ?? []) visit(imported);
      };
      for (const moduleId of meta.getModuleIds()) {
        if (FIRST_LOAD_ROOTS.test(moduleId)) visit(moduleId);
      }
      shell = found;
    }
    if (!shell.has(id) && ENGINE_HELPERS.test(id)) return "engine-helpers";
    if (!shell.has(id) && SITE_CHROME.test(id)) return "site-chrome";
    if (SHARED_BY_PAGES.test(id)) return "components";
    if (!shell.has(id) || meta.getModuleInfo(id)?.isEntry || /\.css(\?|$)/.test(id)) {
      return undefined;
    }
    return "components";
  };
}

/**
 * The generator engine's own copy of @noble/hashes' SHA-2 module in the browser build. The
 * engine needs only SHA-256 (seeds); the draw pages' code (method 2, hidden lists, the log's
 * Merkle tree and Ed25519 signatures) uses the same module, SHA-512 included. Shared, the module
 * became a chunk of its own carrying both, which every first Generate downloaded (+2.9 KB
 * gzipped). Imported from outside the engine it is a module apart, so each side keeps what it
 * uses and the engine's copy sits in its own chunk as before.
 */
function sha2ApartFromEngine(): Plugin {
  return {
    name: "sha2-apart-from-engine",
    enforce: "pre",
    // The browser build only: the server bundles node_modules as they are.
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    async resolveId(source, importer, options) {
      if (!importer || importer.includes("/app/engine/")) return null;
      if (!/^@noble\/hashes\/sha2(\.js)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? `${resolved.id}?apart-from-engine` : null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    clerkRemixHooksPlugin(),
    featureImportsPlugin(),
    markdownPlugin(),
    remixCloudflareDevProxy(),
    remix(remixConfig),
    tailwindcss(),
    tsconfigPaths(),
    chunkReportPlugin(),
    preload.plugin,
    sha2ApartFromEngine(),
    fieldKindPartsPlugin(),
    mcpWithoutAjvPlugin(),
  ],
  // Bundled by Vite rather than left to wrangler, so that mcpWithoutAjvPlugin sees its imports.
  ssr: { noExternal: [MCP_SDK] },
  build: {
    modulePreload: {
      resolveDependencies: preload.resolveDependencies,
    },
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: firstLoadChunk() } },
    minify: isSsrBuild ? "esbuild" : "terser",
    // `npm run bench:hydration` names the functions in its long tasks through the browser
    // build's source maps: built for it alone, never referenced by the scripts themselves.
    sourcemap: !isSsrBuild && process.env.BUILD_SOURCEMAPS === "hidden" ? "hidden" : false,
    terserOptions: { compress: { passes: 2 }, module: true, ecma: 2020 },
  },
  server: { port: 5173 },
  // Licence headers are kept, but once per file at its end: lucide repeats the same header on
  // every icon module, which cost every page about a kilobyte of gzipped JavaScript.
  esbuild: { legalComments: "eof" },
}));
