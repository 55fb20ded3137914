import { expect, it } from "vitest";

import palindromes, { letters } from "../../data/palindromes";
import { describeListGenerator } from "../../testing/list-suite";
import randomPalindrome from "./random-palindrome";

describeListGenerator(randomPalindrome, {
  entries: palindromes,
  entryOf: (value, all) => all.find((p) => p.text === value.text),
  filters: [
    {
      name: "kind",
      keeps: (p, kind) => kind === "any" || p.kind === kind,
    },
  ],
});

it("holds only true palindromes, each once", () => {
  for (const { text } of palindromes) {
    const l = letters(text);
    expect(l.length, text).toBeGreaterThan(2);
    expect([...l].reverse().join(""), text).toBe(l);
  }
  expect(new Set(palindromes.map((p) => letters(p.text))).size).toBe(palindromes.length);
});
