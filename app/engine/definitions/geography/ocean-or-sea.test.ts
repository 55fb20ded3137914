import entries from "../../data/seas";
import oceanOrSea from "./ocean-or-sea";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(oceanOrSea, {
  entries,
  names: { minimum: 110, of: ([name]) => name },
  filters: [{ name: "ocean", keeps: (s, choice) => choice === "any" || s[2] === choice }],
  entryOf: ({ text, data }) => entries.find((s) => s[0] === text && s[2] === data?.ocean),
});
