// A Vite plugin: @clerk/remix's `require("@remix-run/react")` resolves to the few hooks it uses
// (app/features/accounts/clerk-remix-hooks.ts). A CommonJS require of a package keeps every export
// of it in the bundle, so this one kept Remix's server rendering code (about 10 KB minified) in
// the browser's first-load chunk, although Clerk itself loads later and only on deployments with
// keys. build-tools/clerk-remix.test.ts checks that the hooks file exports every name Clerk reads.
import { fileURLToPath } from "node:url";

import type { Plugin } from "vite";

const CLERK_REMIX_HOOKS = fileURLToPath(
  new URL("../app/features/accounts/clerk-remix-hooks.ts", import.meta.url),
);

export function clerkRemixHooksPlugin(): Plugin {
  return {
    name: "randomly:clerk-remix-hooks",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "@remix-run/react" || !importer) return null;
      return /[\\/]node_modules[\\/]@clerk[\\/]remix[\\/]/.test(importer)
        ? CLERK_REMIX_HOOKS
        : null;
    },
  };
}
