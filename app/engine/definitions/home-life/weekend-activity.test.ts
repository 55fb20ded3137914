import entries from "../../data/weekend-activities";
import generator from "./weekend-activity";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, {
  entries,
  names: { minimum: 90, of: (a) => a.text },
  filters: [{ name: "place", keeps: (e, choice) => choice === "any" || e.place === choice }],
});
