import entries from "../../data/cuisines";
import generator from "./random-cuisine";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "food", {
  entries,
  textOf: (c) => c.name,
  keeps: (e, choice) => choice === "any" || e.region === choice,
  minimum: 130,
});
