import ideas from "../../data/charades-ideas";
import { describeListGenerator } from "../../testing/list-checks";
import charadesIdeas, { CHARADES_CHOICES, fitsChoice, type CharadesChoice } from "./charades-ideas";

describeListGenerator(charadesIdeas, {
  category: "words",
  entries: ideas,
  entryOf: (value, all) => all.find((e) => e.idea === value.text),
  filter: {
    name: "choice",
    choices: Object.keys(CHARADES_CHOICES),
    keeps: (e, choice) => fitsChoice(e, choice as CharadesChoice),
  },
  seed: 17_008,
});
