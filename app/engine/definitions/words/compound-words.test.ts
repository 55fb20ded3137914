import { expect, it } from "vitest";

import words from "../../data/compound-words";
import { describeListGenerator } from "../../testing/list-suite";
import compoundWords from "./compound-words";

describeListGenerator(compoundWords, {
  entries: words,
  entryOf: (value, all) => all.find((c) => c.word === value.data?.word),
  filters: [
    {
      name: "length",
      keeps: (c, length) =>
        length === "any" || (length === "short" ? c.word.length <= 7 : c.word.length >= 8),
    },
  ],
});

it("joins each compound's parts exactly into it, all different", () => {
  for (const c of words) expect(c.parts.join("")).toBe(c.word);
  expect(new Set(words.map((c) => c.word)).size).toBe(words.length);
});
