import entries from "../../data/plants";
import generator from "./plant-to-grow";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "home-life", {
  entries,
  textOf: (p) => p.name,
  keeps: (e, choice) => choice === "any" || e.kind === choice,
  minimum: 130,
});
