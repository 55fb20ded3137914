import entries from "../../data/provinces";
import provinceOrState from "./province-or-state";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(provinceOrState, {
  entries,
  names: { minimum: 21, of: (p) => p.name },
  filters: [{ name: "country", keeps: (p, choice) => choice === "both" || p.country === choice }],
  entryOf: ({ text, data }) =>
    entries.find((p) => p.name === data?.name && text === `${p.name} (${p.abbreviation})`),
});
