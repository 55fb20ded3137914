import entries from "../../data/hobbies";
import generator from "./random-hobby";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, {
  entries,
  names: { minimum: 130, of: (h) => h.name },
  filters: [{ name: "kind", keeps: (e, choice) => choice === "any" || e.kind === choice }],
});
