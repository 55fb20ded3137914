import words from "../../data/pictionary-words";
import { describeListGenerator } from "../../testing/list-checks";
import pictionaryWords from "./pictionary-words";

describeListGenerator(pictionaryWords, {
  category: "words",
  entries: words,
  entryOf: (value, all) => all.find((e) => e.word === value.text),
  filter: {
    name: "difficulty",
    choices: ["any", "easy", "medium", "hard"],
    keeps: (e, level) => level === "any" || e.difficulty === level,
  },
  seed: 17_007,
});
