import ideas from "../../data/charades-ideas";
import { describeListGenerator } from "../../testing/list-suite";
import charadesIdeas, { fitsChoice, type CharadesChoice } from "./charades-ideas";

describeListGenerator(charadesIdeas, {
  entries: ideas,
  entryOf: (value, all) => all.find((e) => e.idea === value.text),
  filters: [
    {
      name: "choice",
      keeps: (e, choice) => fitsChoice(e, choice as CharadesChoice),
    },
  ],
});
