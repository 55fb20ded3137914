import { island } from "~/ui/island";

// Parts of a generator's page that are server-rendered text, as islands: the server renders them
// with the page and their code arrives after hydration, so no page's first load carries their
// sentences. Every page that shows them (generators, the wheel, embeds) uses these.

/** Where the values on screen came from (the seed, or a secret's note). */
export const SeedLine = island("seed-line", () =>
  import("./seed-line").then((module) => module.SeedLine),
);

/** The settings that could not be used, above the form. */
export const ProblemSummary = island("problem-summary", () =>
  import("./problem-summary").then((module) => module.ProblemSummary),
);
