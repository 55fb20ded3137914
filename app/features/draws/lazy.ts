// This feature's lazy chunks: loaded on demand, never part of a page's first load.

/** The "Make this a public draw" link of Pick From a List: a lazy chunk of its own. */
export const loadPublicDrawLink = () => import("./public-draw-link");
