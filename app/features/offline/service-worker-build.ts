import type { RouteManifest } from "./remix-requests";

/** What build-tools/service-worker.ts writes into the worker from the build it runs after. */
export interface ServiceWorkerBuild {
  /** The Remix build's version: route discovery is answered offline only for the same build. */
  version: string;
  /** URLs cached as the worker installs: the shell, the engine, the catalogue index, key pages' code. */
  precache: string[];
  /** The site's stylesheet, for the offline page. */
  stylesheet: string;
  /** The icons and web app manifest every page links: kept on install, refreshed when used. */
  icons: string[];
  /** Every route of the build, as Remix's client manifest gives them. */
  routes: RouteManifest;
  /** For each generator id, the files its Generate needs beyond the engine (its code and data). */
  generators: Record<string, string[]>;
}
