import fc from "fast-check";
import { describe, expect, it } from "vitest";

import loremIpsumSentences from "./lorem-ipsum-sentences";
import {
  assertAcceptedRuns,
  assertFieldsValidate,
  assertIntegerFieldsRefuse,
  generatorHarness,
  invalidNumber,
} from "../../testing/harness";
import {
  isLoremSentence,
  loremInputArbitrary,
  loremOpeningHolds,
  sentencesOf,
} from "../../testing/lorem-text";

const NOW = 1_700_000_000_000;

const { run, refusedProblems } = generatorHarness([loremIpsumSentences], {
  seed: "text test seed",
  now: NOW,
});

describe("lorem-ipsum-sentences", () => {
  it("writes sentences of 6 to 16 words with occasional commas", async () => {
    const result = await run("lorem-ipsum-sentences", { count: 1000 });
    const text = result.values[0]?.text ?? "";
    expect(text.startsWith("Lorem ipsum dolor sit amet, ")).toBe(true);
    const sentences = text.match(/[^.]+\./g)?.map((s) => s.trim()) ?? [];
    expect(sentences).toHaveLength(1000);
    expect(sentences.filter((s) => !isLoremSentence(s))).toEqual([]);
    const lengths = new Set(sentencesOf(text).map((words) => words.length));
    expect(lengths).toEqual(new Set([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]));
    const commas = (text.match(/,/g) ?? []).length;
    expect(commas).toBeGreaterThan(200);
    expect(commas).toBeLessThan(1500);
    const totalWords = sentencesOf(text).reduce((sum, words) => sum + words.length, 0);
    expect(result.values[0]?.data).toEqual({ sentences: 1000, words: totalWords });
  });

  it("refuses counts out of range", () => {
    expect(refusedProblems("lorem-ipsum-sentences", { count: 0 })[0]?.field).toBe("count");
  });
});

describe("lorem-ipsum-sentences properties", () => {
  it("any valid input gives values of the declared shape", async () => {
    const parameters = { seed: 20240611, numRuns: 50 };
    await assertAcceptedRuns(
      [loremIpsumSentences],
      loremInputArbitrary,
      { now: NOW },
      parameters,
      () =>
        (_raw, input, { values }) => {
          expect(values).toHaveLength(1);
          const text = values[0]?.text ?? "";
          const sentences = text.match(/[^.]+\./g)?.map((s) => s.trim()) ?? [];
          expect(sentences).toHaveLength(input.count as number);
          expect(sentences.join(" ")).toBe(text);
          expect(sentences.filter((s) => !isLoremSentence(s))).toEqual([]);
          expect(loremOpeningHolds({ ...input, count: 5 }, text)).toBe(true);
        },
    );
  });

  it("any out-of-range number is refused, naming its field, never thrown", () => {
    assertIntegerFieldsRefuse(loremIpsumSentences, invalidNumber, { seed: 20240611, numRuns: 50 });
  });

  it("any text in the text fields is validated without throwing", () => {
    const parameters = { seed: 20240611, numRuns: 50 };
    assertFieldsValidate(loremIpsumSentences, fc.string({ maxLength: 300 }), parameters);
  });
});
