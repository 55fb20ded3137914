import type { PlatformProxy } from "wrangler";

import type { GenerateCode } from "./app/features/generator-page/generate-code";

// The Cloudflare platform as Remix loaders and actions see it: bindings and vars come from
// `context.cloudflare.env` on every request, never from module scope.
type Cloudflare = Omit<PlatformProxy<Env>, "dispose">;

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: Cloudflare;
    /** The files each generator's first Generate loads (absent under `remix vite:dev`). */
    generateCode?: GenerateCode;
  }
}
