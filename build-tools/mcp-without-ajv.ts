// A Vite plugin for the server build: the MCP SDK's server and client import their Ajv
// validator (`validation/ajv-provider.js`), which pulls Ajv (twice), ajv-formats and fast-uri,
// about 520 KB, into the worker that every request starts. Our MCP server never uses it (it
// passes app/features/mcp/no-client-schemas.server.ts as its validator), so the server build
// resolves that import to the same module. The SDK is bundled by Vite (`ssr.noExternal` in
// vite.config.ts) so that this plugin sees its imports; build-tools/mcp-without-ajv.test.ts
// checks the module exports every name the SDK imports from the Ajv one.
import { fileURLToPath } from "node:url";

import type { Plugin } from "vite";

/** The package whose Ajv import is replaced (Vite must bundle it: vite.config.ts). */
export const MCP_SDK = "@modelcontextprotocol/sdk";

export const NO_CLIENT_SCHEMAS = fileURLToPath(
  new URL("../app/features/mcp/no-client-schemas.server.ts", import.meta.url),
);

export function mcpWithoutAjvPlugin(): Plugin {
  return {
    name: "randomly:mcp-without-ajv",
    apply: (_config, env) => env.command === "build" && Boolean(env.isSsrBuild),
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !/[\\/]validation[\\/]ajv-provider\.js$/.test(source)) return null;
      return /[\\/]node_modules[\\/]@modelcontextprotocol[\\/]sdk[\\/]/.test(importer)
        ? NO_CLIENT_SCHEMAS
        : null;
    },
  };
}
