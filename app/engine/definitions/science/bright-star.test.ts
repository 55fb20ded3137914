import entries from "../../data/stars";
import brightStar from "./bright-star";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(brightStar, {
  entries,
  names: { minimum: 100, of: ([name]) => name },
  filters: [
    {
      name: "brightness",
      keeps: (s, choice) => choice === "any" || (choice === "first" ? s[2] < 1.5 : s[2] >= 1.5),
    },
  ],
  entryOf: ({ text, data }) =>
    entries.find((s) => s[0] === data?.name && text === `${s[0]} (${s[1]})`),
});
