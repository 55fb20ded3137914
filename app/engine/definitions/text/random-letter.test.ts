import fc from "fast-check";
import { describe, expect, it } from "vitest";

import randomLetter, { LETTER_SETS } from "./random-letter";
import {
  CHI_SQUARE_LIMIT,
  assertAcceptedRuns,
  assertFieldsValidate,
  assertIntegerFieldsRefuse,
  chiSquare,
  expectProblem,
  generatorHarness,
  invalidNumber,
  validInputArbitrary,
} from "../../testing/harness";

const NOW = 1_700_000_000_000;

const { runTexts, refusedProblems } = generatorHarness([randomLetter], {
  seed: "text test seed",
  now: NOW,
});

describe("random-letter", () => {
  it("draws from the chosen letters in the chosen case", async () => {
    for (const letter of await runTexts("random-letter", { count: 200 }))
      expect(letter).toMatch(/^[A-Z]$/);
    for (const letter of await runTexts("random-letter", {
      count: 100,
      alphabet: "vowels",
      letterCase: "lower",
    })) {
      expect(letter).toMatch(/^[aeiou]$/);
    }
    const consonants = await runTexts("random-letter", { count: 300, alphabet: "consonants" });
    expect(new Set(consonants)).toEqual(new Set(LETTER_SETS.consonants));
    const mixed = await runTexts("random-letter", { count: 200, letterCase: "mixed" });
    expect(mixed.some((l) => /[a-z]/.test(l)) && mixed.some((l) => /[A-Z]/.test(l))).toBe(true);
  });

  it("never repeats a letter (in either case) when asked", async () => {
    const all = await runTexts("random-letter", { count: 26, unique: true, letterCase: "mixed" });
    expect(new Set(all.map((l) => l.toUpperCase()))).toEqual(new Set(LETTER_SETS.english));
    expectProblem(
      refusedProblems("random-letter", { count: 6, unique: true, alphabet: "vowels" })[0],
      "count",
      /only 5.*No repeats/,
    );
  });

  it("draws every letter equally often (chi-square)", async () => {
    const letters = await runTexts("random-letter", { count: 10_000 });
    const counts = new Array<number>(26).fill(0);
    for (const l of letters) counts[l.charCodeAt(0) - 65]! += 1;
    // 25 degrees of freedom: p ≤ 1e-6 for uniform letters.
    expect(chiSquare(counts, 10_000 / 26)).toBeLessThan(CHI_SQUARE_LIMIT[25]);
  });
});

describe("random-letter properties", () => {
  it("any valid input gives values of the declared shape", async () => {
    const parameters = { seed: 20240611, numRuns: 50 };
    await assertAcceptedRuns(
      [randomLetter],
      // Small counts keep the runs quick.
      (g) =>
        validInputArbitrary(g, (spec) =>
          spec.kind === "integer"
            ? fc.integer({ min: spec.min, max: Math.min(spec.max, 5) })
            : undefined,
        ),
      { now: NOW },
      parameters,
      () =>
        (_raw, input, { values }) => {
          const letters: string = LETTER_SETS[input.alphabet as keyof typeof LETTER_SETS];
          expect(values).toHaveLength(input.count as number);
          for (const { text } of values) {
            expect(letters).toContain(text.toUpperCase());
            if (input.letterCase === "upper") expect(text).toBe(text.toUpperCase());
            if (input.letterCase === "lower") expect(text).toBe(text.toLowerCase());
          }
          if (input.unique) {
            expect(new Set(values.map((v) => v.text.toUpperCase())).size).toBe(values.length);
          }
        },
    );
  });

  it("any out-of-range number is refused, naming its field, never thrown", () => {
    assertIntegerFieldsRefuse(randomLetter, invalidNumber, { seed: 20240611, numRuns: 50 });
  });

  it("any text in the text fields is validated without throwing", () => {
    const parameters = { seed: 20240611, numRuns: 50 };
    assertFieldsValidate(randomLetter, fc.string({ maxLength: 300 }), parameters);
  });
});
