import adverbs from "../../data/wordnet-adverbs";
import { describeListGenerator } from "../../testing/list-checks";
import randomAdverb from "./random-adverb";

describeListGenerator(randomAdverb, {
  category: "words",
  entries: adverbs,
  entryOf: (value, all) => all.find((a) => a === value.text),
  filter: {
    name: "ending",
    choices: ["any", "ly", "other"],
    keeps: (a, ending) => ending === "any" || (ending === "ly") === a.endsWith("ly"),
  },
  seed: 17_004,
});
