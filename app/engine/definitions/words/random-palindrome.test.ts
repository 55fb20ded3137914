import { expect, it } from "vitest";

import palindromes, { letters } from "../../data/palindromes";
import { describeListGenerator } from "../../testing/list-checks";
import randomPalindrome from "./random-palindrome";

describeListGenerator(randomPalindrome, {
  category: "words",
  entries: palindromes,
  entryOf: (value, all) => all.find((p) => p.text === value.text),
  filter: {
    name: "kind",
    choices: ["any", "word", "phrase"],
    keeps: (p, kind) => kind === "any" || p.kind === kind,
  },
  seed: 17_014,
});

it("holds only true palindromes, each once", () => {
  for (const { text } of palindromes) {
    const l = letters(text);
    expect(l.length, text).toBeGreaterThan(2);
    expect([...l].reverse().join(""), text).toBe(l);
  }
  expect(new Set(palindromes.map((p) => letters(p.text))).size).toBe(palindromes.length);
});
