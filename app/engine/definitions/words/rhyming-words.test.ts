import { expect, it } from "vitest";

import families from "../../data/rhymes";
import { describeListGenerator } from "../../testing/list-suite";
import rhymingWords from "./rhyming-words";

describeListGenerator(rhymingWords, {
  entries: families,
  entryOf: (value, all) => all.find((f) => f.sound === value.data?.sound),
  filters: [
    {
      name: "syllables",
      keeps: (f, s) => s === "any" || String(f.syllables) === s,
    },
  ],
});

it("names each rhyme sound once, with at least three different words", () => {
  expect(new Set(families.map((f) => f.sound)).size).toBe(families.length);
  for (const f of families) {
    expect(f.words.length, f.sound).toBeGreaterThanOrEqual(3);
    expect(new Set(f.words).size).toBe(f.words.length);
  }
});
