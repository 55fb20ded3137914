import { expect, it } from "vitest";

import sets from "../../data/homophones";
import { describeListGenerator } from "../../testing/list-suite";
import homophones from "./homophones";

describeListGenerator(homophones, {
  entries: sets,
  entryOf: (value, all) =>
    all.find((s) => s.words.map((w) => w.word).join() === String(value.data?.words)),
  filters: [
    {
      name: "size",
      keeps: (s, size) => size === "any" || (size === "pair") === (s.words.length === 2),
    },
  ],
});

it("lists each spelling once, with a hint, in sets of two or more", () => {
  const spellings = sets.flatMap((s) => s.words.map((w) => w.word));
  expect(new Set(spellings).size).toBe(spellings.length);
  for (const s of sets) {
    expect(s.words.length).toBeGreaterThanOrEqual(2);
    for (const w of s.words) expect(w.hint.length, w.word).toBeGreaterThan(1);
  }
});
