import entries from "../../data/pictionary";
import generator from "./pictionary-words";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "party", {
  entries,
  textOf: (w) => w.text,
  keeps: (e, choice) => choice === "any" || e.difficulty === choice,
  minimum: 150,
});
