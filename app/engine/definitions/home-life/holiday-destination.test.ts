import entries from "../../data/destinations";
import generator from "./holiday-destination";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, {
  entries,
  names: { minimum: 150, of: (d) => `${d.name}, ${d.country}` },
  filters: [{ name: "region", keeps: (e, choice) => choice === "any" || e.region === choice }],
});
