import entries from "../../data/volcanoes";
import randomVolcano from "./random-volcano";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(randomVolcano, {
  entries,
  names: { minimum: 90, of: ([name]) => name },
  filters: [
    {
      name: "kind",
      keeps: (v, choice) =>
        choice === "any" || (choice === "recent" ? v[4] >= 2000 : v[2] === choice),
    },
  ],
  entryOf: ({ text, data }) =>
    entries.find((v) => v[0] === data?.name && text === `${v[0]} (${v[1]})`),
});
