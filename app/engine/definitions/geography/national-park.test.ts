import entries from "../../data/national-parks";
import nationalPark from "./national-park";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(nationalPark, {
  entries,
  names: { minimum: 120, of: ([name, country]) => `${name}, ${country}` },
  filters: [{ name: "continent", keeps: (p, choice) => choice === "any" || p[2] === choice }],
  entryOf: ({ text, data }) =>
    entries.find(
      (p) => p[0] === data?.name && p[1] === data.country && text === `${p[0]} (${p[1]})`,
    ),
});
