import entries from "../../data/ingredients";
import generator from "./random-ingredient";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "food", {
  entries,
  textOf: (i) => i.name,
  keeps: (e, choice) => choice === "any" || e.type === choice,
  minimum: 140,
});
