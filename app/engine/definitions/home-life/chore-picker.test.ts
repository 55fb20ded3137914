import entries from "../../data/chores";
import generator from "./chore-picker";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, {
  entries,
  names: { minimum: 110, of: (c) => c.text },
  filters: [{ name: "area", keeps: (e, choice) => choice === "any" || e.area === choice }],
});
