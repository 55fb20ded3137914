import entries from "../../data/scavenger-hunt";
import generator from "./scavenger-hunt-list";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "party", {
  entries,
  textOf: (i) => i.text,
  keeps: (e, choice) => choice === "any" || e.place === choice,
  minimum: 80,
});
