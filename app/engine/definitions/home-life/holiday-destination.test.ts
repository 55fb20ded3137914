import entries from "../../data/destinations";
import generator from "./holiday-destination";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "home-life", {
  entries,
  textOf: (d) => `${d.name}, ${d.country}`,
  keeps: (e, choice) => choice === "any" || e.region === choice,
  minimum: 150,
});
