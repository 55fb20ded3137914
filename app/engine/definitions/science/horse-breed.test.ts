import entries from "../../data/horse-breeds";
import horseBreed from "./horse-breed";
import { describeListGenerator } from "../../testing/list-suite";

const textOf = (h: (typeof entries)[number]) => h.name;

describeListGenerator(horseBreed, {
  entries,
  names: { minimum: 90, of: (e) => e.name },
  filters: [{ name: "type", keeps: (e, choice) => choice === "any" || e.type === choice }],
  entryOf: ({ text, data }) => {
    const entry = entries.find((e) => e.name === data?.name);
    return entry && text === textOf(entry) ? entry : undefined;
  },
});
