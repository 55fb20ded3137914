import entries from "../../data/charades";
import generator from "./charades-ideas";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "party", {
  entries,
  textOf: (p) => p.text,
  keeps: (p, category) => category === "any" || p.category === category,
  minimum: 200,
});
