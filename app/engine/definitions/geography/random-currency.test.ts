import entries from "../../data/currencies";
import randomCurrency from "./random-currency";
import { describeListGenerator } from "../../testing/filtered-list-checks";

describeListGenerator(randomCurrency, {
  category: "geography",
  entries,
  names: { minimum: 150, of: (c) => c.code },
  entryOf: ({ text, data }) => {
    const entry = entries.find((c) => c.code === data?.code);
    return entry && text === `${entry.code} — ${entry.name}` ? entry : undefined;
  },
});
