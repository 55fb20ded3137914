import entries from "../../data/cat-breeds";
import catBreed from "./cat-breed";
import { describeListGenerator } from "../../testing/list-suite";

const textOf = (c: (typeof entries)[number]) => c.name;

describeListGenerator(catBreed, {
  entries,
  names: { minimum: 60, of: (e) => e.name },
  filters: [{ name: "coat", keeps: (e, choice) => choice === "any" || e.coat === choice }],
  entryOf: ({ text, data }) => {
    const entry = entries.find((e) => e.name === data?.name);
    return entry && text === textOf(entry) ? entry : undefined;
  },
});
