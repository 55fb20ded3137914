import entries from "../../data/game-symbols";
import gameSymbol from "./game-symbol";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(gameSymbol, {
  entries,
  names: { minimum: 82, of: (g) => g.name },
  filters: [{ name: "set", keeps: (g, choice) => choice === "any" || g.set === choice }],
  entryOf: ({ text, data }) => entries.find((g) => g.symbol === text && g.name === data?.name),
});
