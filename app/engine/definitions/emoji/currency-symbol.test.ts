import entries from "../../data/currency-symbols";
import currencySymbol from "./currency-symbol";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(currencySymbol, {
  entries,
  names: { minimum: 55, of: (c) => c.symbol },
  filters: [
    {
      name: "kind",
      keeps: (c, choice) =>
        choice === "any" ||
        (choice === "current" ? c.kind === "sign" && c.currencies.length > 0 : c.kind === choice),
    },
  ],
  entryOf: ({ text, data }) => entries.find((c) => c.symbol === text && c.name === data?.name),
});
