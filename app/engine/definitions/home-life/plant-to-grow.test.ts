import entries from "../../data/plants";
import generator from "./plant-to-grow";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, {
  entries,
  names: { minimum: 130, of: (p) => p.name },
  filters: [{ name: "kind", keeps: (e, choice) => choice === "any" || e.kind === choice }],
});
