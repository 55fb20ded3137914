import adverbs from "../../data/wordnet-adverbs";
import { describeListGenerator } from "../../testing/list-suite";
import randomAdverb from "./random-adverb";

describeListGenerator(randomAdverb, {
  entries: adverbs,
  entryOf: (value, all) => all.find((a) => a === value.text),
  filters: [
    {
      name: "ending",
      keeps: (a, ending) => ending === "any" || (ending === "ly") === a.endsWith("ly"),
    },
  ],
});
