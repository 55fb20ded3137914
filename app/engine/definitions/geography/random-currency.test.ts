import entries from "../../data/currencies";
import randomCurrency from "./random-currency";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(randomCurrency, {
  entries,
  names: { minimum: 150, of: (c) => c.code },
  entryOf: ({ text, data }) => {
    const entry = entries.find((c) => c.code === data?.code);
    return entry && text === `${entry.code} — ${entry.name}` ? entry : undefined;
  },
});
