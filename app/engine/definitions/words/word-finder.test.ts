import fc from "fast-check";
import { describe, expect, it } from "vitest";

import adjectives from "../../data/wordnet-adjectives";
import adverbs from "../../data/wordnet-adverbs";
import nouns from "../../data/wordnet-nouns";
import verbs from "../../data/wordnet-verbs";
import { generatorHarness } from "../../testing/harness";
import wordFinder, { matchingCount } from "./word-finder";

const { run, problemsOf } = generatorHarness([wordFinder], {
  seed: "word finder",
  now: 0,
});
const LISTS = {
  noun: nouns.map((n) => n.word),
  verb: verbs.map((v) => v.word),
  adjective: adjectives.map((a) => a.word),
  adverb: [...adverbs],
};

describe("word-finder", () => {
  it("keeps its counts in step with the word lists", () => {
    for (const [cls, list] of Object.entries(LISTS)) {
      for (const letter of "abcdefghijklmnopqrstuvwxyz") {
        for (let length = 3; length <= 12; length++) {
          const actual = list.filter((w) => w.startsWith(letter) && w.length === length).length;
          const choice = { wordClass: cls as "noun", letter, minLength: length, maxLength: length };
          expect(matchingCount(choice), `${cls} ${letter} ${length}`).toBe(actual);
        }
      }
    }
  });

  it("gives words of the chosen class, letter and length, none twice (property)", async () => {
    const input = fc.record({
      wordClass: fc.constantFrom("any", "noun", "verb", "adjective", "adverb"),
      letter: fc.constantFrom("any", "a", "s", "t", "q", "z"),
      minLength: fc.integer({ min: 3, max: 8 }),
      span: fc.integer({ min: 0, max: 4 }),
      count: fc.integer({ min: 1, max: 40 }),
    });
    await fc.assert(
      fc.asyncProperty(input, fc.string({ maxLength: 5 }), async (raw, seed) => {
        const choice = { ...raw, maxLength: raw.minLength + raw.span, unique: true };
        const problems = problemsOf("word-finder", choice);
        if (matchingCount(choice) === 0) {
          expect(problems[0]?.field).toBe("letter");
          return;
        }
        const { values, notes } = await run("word-finder", choice, seed);
        const all =
          raw.wordClass === "any" ? Object.values(LISTS).flat() : LISTS[raw.wordClass as "noun"];
        for (const { text } of values) {
          expect(all).toContain(text);
          if (raw.letter !== "any") expect(text.startsWith(raw.letter)).toBe(true);
          expect(text.length).toBeGreaterThanOrEqual(choice.minLength);
          expect(text.length).toBeLessThanOrEqual(choice.maxLength);
        }
        expect(new Set(values.map((v) => v.text)).size).toBe(values.length);
        if (values.length < raw.count) expect(notes?.[0]).toMatch(/^Only \d+ .+ exist in the list/);
      }),
      { seed: 17_005, numRuns: 40 },
    );
  });

  it("refuses a reversed range and a choice no word matches, naming the field", () => {
    expect(problemsOf("word-finder", { minLength: 7, maxLength: 4 })).toEqual([
      {
        field: "maxLength",
        message: "Longest must be at least Shortest: swap them or widen the range.",
      },
    ]);
    expect(
      problemsOf("word-finder", { wordClass: "adverb", letter: "x", minLength: 3, maxLength: 12 }),
    ).toEqual([
      {
        field: "letter",
        message:
          'No adverbs of 3 to 12 letters starting with "x" are in the list: choose another letter, length or word class.',
      },
    ]);
    expect(problemsOf("word-finder", { minLength: 13 })[0]?.field).toBe("minLength");
  });
});
