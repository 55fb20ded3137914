// This feature's lazy chunks: loaded on demand, never part of a page's first load.

/** "Use a list" for a tool's entries: a lazy chunk. */
export const loadClassListPicker = () => import("./class-list-picker");
