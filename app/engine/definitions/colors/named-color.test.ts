import entries from "../../data/color-names";
import namedColor from "./named-color";
import { describeListGenerator } from "../../testing/list-suite";

const byName = new Map(entries.map((e) => [e[0], e]));

describeListGenerator(namedColor, {
  entries,
  filters: [
    { name: "family", keeps: ([, , family], choice) => choice === "any" || family === choice },
  ],
  entryOf: ({ text, data, swatches }) => {
    const entry = byName.get(String(data?.name));
    return entry && text === `${entry[0]} ${entry[1]}` && swatches?.[0] === entry[1]
      ? entry
      : undefined;
  },
});
