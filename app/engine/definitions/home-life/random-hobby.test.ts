import entries from "../../data/hobbies";
import generator from "./random-hobby";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "home-life", {
  entries,
  textOf: (h) => h.name,
  keeps: (e, choice) => choice === "any" || e.kind === choice,
  minimum: 130,
});
