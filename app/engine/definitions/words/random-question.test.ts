import { expect, it } from "vitest";

import questions from "../../data/questions";
import { describeListGenerator } from "../../testing/list-suite";
import randomQuestion from "./random-question";

describeListGenerator(randomQuestion, {
  entries: questions,
  entryOf: (value, all) => all.find((q) => q.text === value.text && q.topic === value.data?.topic),
  filters: [
    {
      name: "topic",
      keeps: (q, topic) => topic === "any" || q.topic === topic,
    },
  ],
});

it("holds at least 150 different questions, each a question", () => {
  expect(questions.length).toBeGreaterThanOrEqual(150);
  expect(new Set(questions.map((q) => q.text.toLowerCase())).size).toBe(questions.length);
  for (const q of questions) expect(q.text, q.text).toMatch(/^[A-Z].*\?$/);
  for (const q of questions.filter((q) => q.topic === "would-you"))
    expect(q.text).toMatch(/^Would you /);
});
