import entries from "../../data/mountains";
import randomMountain from "./random-mountain";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(randomMountain, {
  entries,
  names: { minimum: 110, of: ([name]) => name },
  filters: [{ name: "continent", keeps: (m, choice) => choice === "any" || m[4] === choice }],
  entryOf: ({ text, data }) =>
    entries.find(
      (m) => m[0] === data?.name && text === `${m[0]} (${m[1].toLocaleString("en-US")} m)`,
    ),
});
