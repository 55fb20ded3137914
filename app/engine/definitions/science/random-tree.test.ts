import entries from "../../data/trees";
import randomTree from "./random-tree";
import { describeListGenerator } from "../../testing/list-suite";

const textOf = (t: (typeof entries)[number]) => `${t.name} (${t.scientificName})`;

describeListGenerator(randomTree, {
  entries,
  names: { minimum: 150, of: (e) => e.name },
  filters: [{ name: "kind", keeps: (e, choice) => choice === "any" || e.kind === choice }],
  entryOf: ({ text, data }) => {
    const entry = entries.find((e) => e.name === data?.name);
    return entry && text === textOf(entry) ? entry : undefined;
  },
});
