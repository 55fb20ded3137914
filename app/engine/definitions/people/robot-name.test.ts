import { expect, it } from "vitest";

import words from "../../data/robot-name-words";
import robotName from "./robot-name";
import { describeNameGenerator, expectCleanLists } from "../../testing/name-generators";

const PATTERNS: Record<string, RegExp> = {
  Serial: /^[A-HJ-NP-Z]{2}-[1-9]\d$/,
  Friendly: /^[A-Z][\w -]+-(\d|X|Zero|Prime)$/,
  Model: /^[A-Z][\w-]*Bot [1-9]000$/,
};

describeNameGenerator(robotName, {
  field: "style",
  label: /Style/,
  choices: ["any", "serial", "friendly", "model"],
  seed: 20_261_128,
  matches({ text, data }, choice) {
    const style = String(data?.style);
    if (choice !== "any") expect(style.toLowerCase()).toBe(choice);
    expect(text).toMatch(PATTERNS[style] ?? /^$/);
  },
});

it("has clean word lists", () => {
  const { letters, ...lists } = words;
  expect(letters).toHaveLength(24);
  expectCleanLists(lists);
});
