import { expect, it } from "vitest";

import questions from "../../data/book-club-questions";
import { describeListGenerator } from "../../testing/list-suite";
import bookClubQuestion from "./book-club-question";

describeListGenerator(bookClubQuestion, {
  entries: questions,
  entryOf: (value, all) => all.find((q) => q.question === value.text),
  filters: [
    {
      name: "book",
      keeps: (q, book) => q.kind === "any" || q.kind === book,
    },
  ],
});

it("asks 60 different questions, each ending with a question mark", () => {
  expect(new Set(questions.map((q) => q.question)).size).toBe(60);
  for (const q of questions) expect(q.question.endsWith("?"), q.question).toBe(true);
});
