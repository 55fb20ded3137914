import words from "../../data/spelling-words";
import { describeListGenerator } from "../../testing/list-suite";
import spellingWords from "./spelling-words";

describeListGenerator(spellingWords, {
  entries: words,
  entryOf: (value, all) => all.find((e) => e.word === value.text),
  filters: [
    {
      name: "grade",
      keeps: (e, grade) => e.grade === Number(grade),
    },
  ],
});
