/**
 * Remix options, imported by vite.config.ts (the build itself runs on Vite).
 * Every v3_* future flag is on so the app keeps the road to React Router 7 open;
 * with v3_routeConfig the route files are listed by app/routes.ts.
 * @type {import("@remix-run/dev").VitePluginConfig}
 */
export default {
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
    v3_routeConfig: true,
  },
};
