import entries from "../../data/kaomoji";
import kaomoji from "./kaomoji";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(kaomoji, {
  entries,
  names: { minimum: 140, of: (k) => k.face },
  filters: [{ name: "mood", keeps: (k, choice) => choice === "any" || k.mood === choice }],
  entryOf: ({ text, data }) => entries.find((k) => k.face === text && k.mood === data?.mood),
});
