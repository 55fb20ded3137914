// A permalink's parameters besides the generator's inputs: the seed, version and time of a run
// (./permalink.ts reads and writes them). A module of its own, so that code which only needs
// their names (the API, embeds) does not tie itself to the permalink code's chunk.
export const RUN_PARAMETERS = ["seed", "v", "at"] as const;
