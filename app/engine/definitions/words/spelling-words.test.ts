import words from "../../data/spelling-words";
import { describeListGenerator } from "../../testing/list-checks";
import spellingWords from "./spelling-words";

describeListGenerator(spellingWords, {
  category: "words",
  entries: words,
  entryOf: (value, all) => all.find((e) => e.word === value.text),
  filter: {
    name: "grade",
    choices: ["1", "2", "3", "4", "5", "6", "7", "8"],
    keeps: (e, grade) => e.grade === Number(grade),
  },
  seed: 17_009,
});
