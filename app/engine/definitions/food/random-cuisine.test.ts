import entries from "../../data/cuisines";
import generator from "./random-cuisine";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, {
  entries,
  names: { minimum: 130, of: (c) => c.name },
  filters: [{ name: "region", keeps: (e, choice) => choice === "any" || e.region === choice }],
});
