import entries from "../../data/weekend-activities";
import generator from "./weekend-activity";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "home-life", {
  entries,
  textOf: (a) => a.text,
  keeps: (e, choice) => choice === "any" || e.place === choice,
  minimum: 90,
});
