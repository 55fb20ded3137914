import entries from "../../data/breakfasts";
import generator from "./breakfast-idea";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, {
  entries,
  names: { minimum: 70, of: (b) => b.name },
  filters: [{ name: "pace", keeps: (e, choice) => choice === "any" || e.pace === choice }],
});
