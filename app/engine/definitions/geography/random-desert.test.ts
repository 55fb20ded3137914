import entries from "../../data/deserts";
import randomDesert from "./random-desert";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(randomDesert, {
  entries,
  names: { minimum: 60, of: ([name]) => name },
  filters: [{ name: "type", keeps: (d, choice) => choice === "any" || d[1] === choice }],
  entryOf: ({ text, data }) => entries.find((d) => d[0] === text && d[2] === data?.areaKm2),
});
