import adjectives from "../../data/wordnet-adjectives";
import { describeListGenerator } from "../../testing/list-suite";
import randomAdjective from "./random-adjective";

describeListGenerator(randomAdjective, {
  entries: adjectives,
  entryOf: (value, all) => all.find((a) => a.word === value.text),
  filters: [
    {
      name: "kind",
      keeps: (a, kind) =>
        kind === "any" || (kind === "relating" ? a.kind === "pert" : a.kind !== "pert"),
    },
  ],
});
