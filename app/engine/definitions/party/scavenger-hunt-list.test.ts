import entries from "../../data/scavenger-hunt";
import generator from "./scavenger-hunt-list";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, {
  entries,
  names: { minimum: 80, of: (i) => i.text },
  filters: [{ name: "place", keeps: (e, choice) => choice === "any" || e.place === choice }],
});
