import fc from "fast-check";
import { describe, expect, it } from "vitest";

import loremIpsumWords from "./lorem-ipsum-words";
import {
  assertAcceptedRuns,
  assertFieldsValidate,
  assertIntegerFieldsRefuse,
  generatorHarness,
  invalidNumber,
} from "../../testing/harness";
import { loremInputArbitrary, loremOpeningHolds, vocabulary } from "../../testing/lorem-text";

const NOW = 1_700_000_000_000;

const { runTexts, run, refusedProblems } = generatorHarness([loremIpsumWords], {
  seed: "text test seed",
  now: NOW,
});

describe("lorem-ipsum-words", () => {
  it("writes exactly the asked number of words, opening with Lorem ipsum", async () => {
    const result = await run("lorem-ipsum-words", { count: 500 });
    const [value] = result.values;
    const words = value?.text.split(" ") ?? [];
    expect(result.values).toHaveLength(1);
    expect(words).toHaveLength(500);
    expect(value?.text.startsWith("Lorem ipsum dolor sit amet ")).toBe(true);
    for (const w of words) expect(vocabulary.has(w.toLowerCase()), w).toBe(true);
    expect(value?.data?.words).toBe(500);
    expect(result.summary).toBe("500 words");
    const [short] = await runTexts("lorem-ipsum-words", { count: 2 });
    expect(short).toBe("Lorem ipsum");
    const [plain] = await runTexts("lorem-ipsum-words", { count: 5, opening: false });
    expect(plain).not.toBe("Lorem ipsum dolor sit amet");
  });

  it("refuses counts out of range", () => {
    expect(refusedProblems("lorem-ipsum-words", { count: 10_001 })[0]?.message).toBe(
      "Words must be at most 10000",
    );
  });
});

describe("lorem-ipsum-words properties", () => {
  it("any valid input gives values of the declared shape", async () => {
    const parameters = { seed: 20240611, numRuns: 50 };
    await assertAcceptedRuns(
      [loremIpsumWords],
      loremInputArbitrary,
      { now: NOW },
      parameters,
      () =>
        (_raw, input, { values }) => {
          expect(values).toHaveLength(1);
          const text = values[0]?.text ?? "";
          const words = text.split(" ");
          expect(words).toHaveLength(input.count as number);
          expect(text).toMatch(/^[A-Z][a-z]*( [a-z]+)*$/);
          expect(loremOpeningHolds(input, text)).toBe(true);
        },
    );
  });

  it("any out-of-range number is refused, naming its field, never thrown", () => {
    assertIntegerFieldsRefuse(loremIpsumWords, invalidNumber, { seed: 20240611, numRuns: 50 });
  });

  it("any text in the text fields is validated without throwing", () => {
    const parameters = { seed: 20240611, numRuns: 50 };
    assertFieldsValidate(loremIpsumWords, fc.string({ maxLength: 300 }), parameters);
  });
});
