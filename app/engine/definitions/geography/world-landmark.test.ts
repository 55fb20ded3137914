import entries from "../../data/landmarks";
import worldLandmark from "./world-landmark";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(worldLandmark, {
  entries,
  names: { minimum: 120, of: ([name]) => name },
  filters: [
    {
      name: "kind",
      keeps: (l, choice) => choice === "any" || (choice === "unesco" ? l[4] : l[3] === choice),
    },
  ],
  entryOf: ({ text, data }) =>
    entries.find((l) => l[0] === data?.name && text === `${l[0]} — ${l[1]}, ${l[2]}`),
});
