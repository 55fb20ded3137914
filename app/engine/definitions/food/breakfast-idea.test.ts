import entries from "../../data/breakfasts";
import generator from "./breakfast-idea";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "food", {
  entries,
  textOf: (b) => b.name,
  keeps: (e, choice) => choice === "any" || e.pace === choice,
  minimum: 70,
});
