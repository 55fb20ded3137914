// This feature's lazy chunks: loaded on demand, never part of a page's first load.

/** The floating saved-values button (an island of the site chrome): a lazy chunk. */
export const loadSavedValuesButton = () => import("./saved-values-button");
