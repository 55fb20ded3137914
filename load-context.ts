import type { PlatformProxy } from "wrangler";

// The Cloudflare platform as Remix loaders and actions see it: bindings and vars come from
// `context.cloudflare.env` on every request, never from module scope.
type Cloudflare = Omit<PlatformProxy<Env>, "dispose">;

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: Cloudflare;
  }
}
