import entries from "../../data/languages";
import randomLanguage from "./random-language";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(randomLanguage, {
  entries,
  names: { minimum: 180, of: (l) => l.code },
  entryOf: ({ text, data }) => {
    const entry = entries.find((l) => l.code === data?.code);
    return entry && text.startsWith(entry.name) && text.endsWith(`(${entry.code})`)
      ? entry
      : undefined;
  },
});
