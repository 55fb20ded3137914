import { expect, it } from "vitest";

import pairs from "../../data/antonyms";
import { describeListGenerator } from "../../testing/list-suite";
import antonymPairs from "./antonym-pairs";

describeListGenerator(antonymPairs, {
  entries: pairs,
  entryOf: (value, all) =>
    all.find((p) => p.word === value.data?.word && p.opposite === value.data?.opposite),
  filters: [
    {
      name: "level",
      keeps: (p, level) => level === "any" || p.level === level,
    },
  ],
});

it("lists each pair once, as two different single words", () => {
  const keys = pairs.map((p) => [p.word, p.opposite].sort().join(" "));
  expect(new Set(keys).size).toBe(pairs.length);
  for (const p of pairs) {
    expect(p.word).toMatch(/^[a-z]+$/);
    expect(p.opposite).toMatch(/^[a-z]+$/);
    expect(p.word).not.toBe(p.opposite);
  }
});
