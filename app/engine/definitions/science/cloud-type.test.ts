import entries from "../../data/clouds";
import cloudType from "./cloud-type";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(cloudType, {
  entries,
  names: { minimum: 50, of: ([name]) => name },
  filters: [{ name: "level", keeps: (c, choice) => choice === "any" || c[2] === choice }],
  entryOf: ({ text, data }) =>
    entries.find((c) => c[0] === data?.name && text === `${c[0]}: ${c[3]}`),
});
