import entries from "../../data/date-night-ideas";
import generator from "./date-night-ideas";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "home-life", {
  entries,
  textOf: (i) => i.text,
  keeps: (e, choice) => choice === "any" || e.kind === choice,
  minimum: 90,
});
