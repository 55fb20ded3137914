// This feature's lazy chunks: loaded on demand, never part of a page's first load.

/** Google Analytics' loader, mounted only when a measurement id is set: a lazy chunk. */
export const loadGoogleAnalytics = () => import("./google-analytics");
