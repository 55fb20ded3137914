import entries from "../../data/ingredients";
import generator from "./random-ingredient";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, {
  entries,
  names: { minimum: 140, of: (i) => i.name },
  filters: [{ name: "type", keeps: (e, choice) => choice === "any" || e.type === choice }],
});
