import entries from "../../data/time-zones";
import randomTimeZone from "./random-time-zone";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(randomTimeZone, {
  entries,
  names: { minimum: 400, of: ([name]) => name },
  filters: [
    {
      name: "region",
      keeps: ([name], choice) =>
        choice === "any" ||
        name.startsWith(`${choice}/`) ||
        (choice === "Antarctica" && name.startsWith("Arctic/")),
    },
  ],
  entryOf: ({ text, data }) => {
    const entry = entries.find(([name]) => name === text);
    return entry && data?.standardOffset === entry[1] && data.daylightSaving === entry[2]
      ? entry
      : undefined;
  },
});
