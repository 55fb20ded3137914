import entries from "../../data/rivers";
import randomRiver from "./random-river";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(randomRiver, {
  entries,
  names: { minimum: 100, of: ([name]) => name },
  filters: [{ name: "continent", keeps: (r, choice) => choice === "any" || r[4] === choice }],
  entryOf: ({ text, data }) =>
    entries.find(
      (r) => r[0] === data?.name && text === `${r[0]} (${r[1].toLocaleString("en-US")} km)`,
    ),
});
