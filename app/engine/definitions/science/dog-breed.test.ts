import entries from "../../data/dog-breeds";
import dogBreed from "./dog-breed";
import { describeListGenerator } from "../../testing/list-suite";

const textOf = (d: (typeof entries)[number]) => d.name;

describeListGenerator(dogBreed, {
  entries,
  names: { minimum: 180, of: (e) => e.name },
  filters: [{ name: "size", keeps: (e, choice) => choice === "any" || e.size === choice }],
  entryOf: ({ text, data }) => {
    const entry = entries.find((e) => e.name === data?.name);
    return entry && text === textOf(entry) ? entry : undefined;
  },
});
