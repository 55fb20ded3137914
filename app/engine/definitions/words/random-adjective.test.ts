import adjectives from "../../data/wordnet-adjectives";
import { describeListGenerator } from "../../testing/list-checks";
import randomAdjective from "./random-adjective";

describeListGenerator(randomAdjective, {
  category: "words",
  entries: adjectives,
  entryOf: (value, all) => all.find((a) => a.word === value.text),
  filter: {
    name: "kind",
    choices: ["any", "describing", "relating"],
    keeps: (a, kind) =>
      kind === "any" || (kind === "relating" ? a.kind === "pert" : a.kind !== "pert"),
  },
  seed: 17_003,
});
