import entries from "../../data/yoga-poses";
import generator from "./yoga-pose";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "home-life", {
  entries,
  textOf: (p) => `${p.name} (${p.sanskrit})`,
  keeps: (e, choice) => choice === "any" || e.kind === choice,
  minimum: 70,
});
