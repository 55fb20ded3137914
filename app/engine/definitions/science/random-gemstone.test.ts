import entries from "../../data/gemstones";
import randomGemstone from "./random-gemstone";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(randomGemstone, {
  entries,
  names: { minimum: 65, of: ([name]) => name },
  filters: [{ name: "kind", keeps: (g, choice) => choice === "any" || g[1] === choice }],
  entryOf: ({ text, data }) => entries.find((g) => g[0] === text && g[2] === data?.material),
});
