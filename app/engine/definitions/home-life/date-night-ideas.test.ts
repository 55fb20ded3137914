import entries from "../../data/date-night-ideas";
import generator from "./date-night-ideas";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, {
  entries,
  names: { minimum: 90, of: (i) => i.text },
  filters: [{ name: "kind", keeps: (e, choice) => choice === "any" || e.kind === choice }],
});
