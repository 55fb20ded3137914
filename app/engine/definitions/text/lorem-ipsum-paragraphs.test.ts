import fc from "fast-check";
import { describe, expect, it } from "vitest";

import loremIpsumParagraphs from "./lorem-ipsum-paragraphs";
import {
  assertAcceptedRuns,
  assertFieldsValidate,
  assertIntegerFieldsRefuse,
  generatorHarness,
  invalidNumber,
} from "../../testing/harness";
import { isLoremSentence, loremInputArbitrary, loremOpeningHolds } from "../../testing/lorem-text";

const NOW = 1_700_000_000_000;

const { run, refusedProblems } = generatorHarness([loremIpsumParagraphs], {
  seed: "text test seed",
  now: NOW,
});

describe("lorem-ipsum-paragraphs", () => {
  it("writes paragraphs of 3 to 7 sentences separated by blank lines", async () => {
    const result = await run("lorem-ipsum-paragraphs", { count: 100 });
    const paragraphs = result.values[0]?.text.split("\n\n") ?? [];
    expect(paragraphs).toHaveLength(100);
    const sizes = new Set<number>();
    for (const paragraph of paragraphs) {
      const sentences = paragraph.match(/[^.]+\./g)?.map((s) => s.trim()) ?? [];
      expect(sentences.join(" ")).toBe(paragraph);
      sizes.add(sentences.length);
      expect(sentences.filter((s) => !isLoremSentence(s))).toEqual([]);
    }
    expect(sizes).toEqual(new Set([3, 4, 5, 6, 7]));
    expect(paragraphs[0]?.startsWith("Lorem ipsum dolor sit amet, ")).toBe(true);
    expect(paragraphs.slice(1).some((p) => p.startsWith("Lorem ipsum dolor"))).toBe(false);
  });

  it("refuses counts out of range", () => {
    expect(refusedProblems("lorem-ipsum-paragraphs", { count: 101 })[0]?.field).toBe("count");
  });
});

describe("lorem-ipsum-paragraphs properties", () => {
  it("any valid input gives values of the declared shape", async () => {
    const parameters = { seed: 20240611, numRuns: 50 };
    await assertAcceptedRuns(
      [loremIpsumParagraphs],
      loremInputArbitrary,
      { now: NOW },
      parameters,
      () =>
        (_raw, input, { values }) => {
          expect(values).toHaveLength(1);
          const paragraphs = values[0]?.text.split("\n\n") ?? [];
          expect(paragraphs).toHaveLength(input.count as number);
          for (const paragraph of paragraphs) {
            const sentences = paragraph.match(/[^.]+\./g)?.map((s) => s.trim()) ?? [];
            expect(sentences.length).toBeGreaterThanOrEqual(3);
            expect(sentences.length).toBeLessThanOrEqual(7);
            expect(sentences.filter((s) => !isLoremSentence(s))).toEqual([]);
          }
          expect(loremOpeningHolds({ ...input, count: 5 }, values[0]?.text ?? "")).toBe(true);
        },
    );
  });

  it("any out-of-range number is refused, naming its field, never thrown", () => {
    assertIntegerFieldsRefuse(loremIpsumParagraphs, invalidNumber, {
      seed: 20240611,
      numRuns: 50,
    });
  });

  it("any text in the text fields is validated without throwing", () => {
    const parameters = { seed: 20240611, numRuns: 50 };
    assertFieldsValidate(loremIpsumParagraphs, fc.string({ maxLength: 300 }), parameters);
  });
});
