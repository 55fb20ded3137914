import entries from "../../data/yoga-poses";
import generator from "./yoga-pose";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, {
  entries,
  names: { minimum: 70, of: (p) => `${p.name} (${p.sanskrit})` },
  filters: [{ name: "kind", keeps: (e, choice) => choice === "any" || e.kind === choice }],
});
