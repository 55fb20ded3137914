import words from "../../data/pictionary-words";
import { describeListGenerator } from "../../testing/list-suite";
import pictionaryWords from "./pictionary-words";

describeListGenerator(pictionaryWords, {
  entries: words,
  entryOf: (value, all) => all.find((e) => e.word === value.text),
  filters: [
    {
      name: "difficulty",
      keeps: (e, level) => level === "any" || e.difficulty === level,
    },
  ],
});
