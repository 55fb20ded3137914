import entries from "../../data/chores";
import generator from "./chore-picker";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "home-life", {
  entries,
  textOf: (c) => c.text,
  keeps: (e, choice) => choice === "any" || e.area === choice,
  minimum: 110,
});
