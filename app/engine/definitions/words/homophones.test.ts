import { expect, it } from "vitest";

import sets from "../../data/homophones";
import { describeListGenerator } from "../../testing/list-checks";
import homophones from "./homophones";

describeListGenerator(homophones, {
  category: "words",
  entries: sets,
  entryOf: (value, all) =>
    all.find((s) => s.words.map((w) => w.word).join() === String(value.data?.words)),
  filter: {
    name: "size",
    choices: ["any", "pair", "trio"],
    keeps: (s, size) => size === "any" || (size === "pair") === (s.words.length === 2),
  },
  seed: 17_012,
});

it("lists each spelling once, with a hint, in sets of two or more", () => {
  const spellings = sets.flatMap((s) => s.words.map((w) => w.word));
  expect(new Set(spellings).size).toBe(spellings.length);
  for (const s of sets) {
    expect(s.words.length).toBeGreaterThanOrEqual(2);
    for (const w of s.words) expect(w.hint.length, w.word).toBeGreaterThan(1);
  }
});
