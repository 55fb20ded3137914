import entries from "../../data/islands";
import randomIsland from "./random-island";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(randomIsland, {
  entries,
  names: { minimum: 110, of: ([name]) => name },
  filters: [{ name: "waters", keeps: (i, choice) => choice === "any" || i[3] === choice }],
  entryOf: ({ text, data }) =>
    entries.find((i) => i[0] === data?.name && text === `${i[0]} (${i[2]})`),
});
