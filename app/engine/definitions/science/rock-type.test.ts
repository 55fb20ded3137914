import entries from "../../data/rocks";
import rockType from "./rock-type";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(rockType, {
  entries,
  names: { minimum: 70, of: ([name]) => name },
  filters: [{ name: "class", keeps: (r, choice) => choice === "any" || r[1] === choice }],
  entryOf: ({ text, data }) =>
    entries.find((r) => r[0] === data?.name && text === `${r[0]}: ${r[2]}`),
});
