import entries from "../../data/scientists";
import randomScientist from "./random-scientist";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(randomScientist, {
  entries,
  names: { minimum: 120, of: ([name]) => name },
  filters: [{ name: "field", keeps: (s, choice) => choice === "any" || s[1] === choice }],
  entryOf: ({ text, data }) =>
    entries.find((s) => s[0] === data?.name && s[2] === data.born && text.startsWith(`${s[0]} (`)),
});
