import entries from "../../data/minerals";
import randomMineral from "./random-mineral";
import { describeListGenerator } from "../../testing/list-suite";

const textOf = (m: (typeof entries)[number]) => `${m.name} (${m.formula})`;

describeListGenerator(randomMineral, {
  entries,
  names: { minimum: 120, of: (e) => e.name },
  filters: [{ name: "mineralClass", keeps: (e, choice) => choice === "any" || e.class === choice }],
  entryOf: ({ text, data }) => {
    const entry = entries.find((e) => e.name === data?.name);
    return entry && text === textOf(entry) ? entry : undefined;
  },
});
