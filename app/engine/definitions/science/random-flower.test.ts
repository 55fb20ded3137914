import entries from "../../data/flowers";
import randomFlower from "./random-flower";
import { describeListGenerator } from "../../testing/list-suite";

const textOf = (f: (typeof entries)[number]) => `${f.name} (${f.scientificName})`;

describeListGenerator(randomFlower, {
  entries,
  names: { minimum: 130, of: (e) => e.name },
  filters: [{ name: "type", keeps: (e, choice) => choice === "any" || e.type === choice }],
  entryOf: ({ text, data }) => {
    const entry = entries.find((e) => e.name === data?.name);
    return entry && text === textOf(entry) ? entry : undefined;
  },
});
