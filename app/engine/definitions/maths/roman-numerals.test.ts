import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator, { toRoman } from "./roman-numerals";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "roman-numerals";
const { run, problemsOf } = generatorHarness([generator], {
  seed: "roman",
  now: 0,
});

/** Reads a numeral back by the subtractive rule, to check the writing independently. */
function fromRoman(roman: string): number {
  const worth: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
  let total = 0;
  for (let i = 0; i < roman.length; i++) {
    const here = worth[roman[i] ?? ""] ?? NaN;
    const next = worth[roman[i + 1] ?? ""] ?? 0;
    total += here < next ? -here : here;
  }
  return total;
}

describe(ID, () => {
  it("writes known numerals", () => {
    expect([1, 4, 9, 14, 40, 90, 400, 1994, 2026, 3999].map(toRoman)).toEqual([
      "I",
      "IV",
      "IX",
      "XIV",
      "XL",
      "XC",
      "CD",
      "MCMXCIV",
      "MMXXVI",
      "MMMCMXCIX",
    ]);
  });

  it("writes every number from 1 to 3999 as a canonical numeral that reads back", () => {
    const canonical = /^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;
    for (let n = 1; n <= 3999; n++) {
      const roman = toRoman(n);
      expect(roman).toMatch(canonical);
      expect(fromRoman(roman)).toBe(n);
    }
  });

  it("stays within the bounds, without repeats when asked (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3999 }),
        fc.integer({ min: 0, max: 50 }),
        fc.constantFrom("both", "numeral", "number"),
        fc.string(),
        async (min, width, show, seed) => {
          const max = Math.min(3999, min + width);
          const count = Math.min(10, max - min + 1);
          const { values } = await run(ID, { min, max, show, count, unique: true }, seed);
          const numbers = values.map((v) => Number(v.data?.value));
          expect(new Set(numbers).size).toBe(count);
          for (const { text, data } of values) {
            expect(Number(data?.value)).toBeGreaterThanOrEqual(min);
            expect(Number(data?.value)).toBeLessThanOrEqual(max);
            if (show === "both")
              expect(text).toBe(`${String(data?.roman)} = ${String(data?.value)}`);
            if (show === "numeral") expect(text).toBe(data?.roman);
          }
        },
      ),
      { seed: 45, numRuns: 40 },
    );
  });

  it("refuses reversed bounds and too many different numbers, naming the field", () => {
    expectRefused(generator, { min: 50, max: 10 }, "max");
    expect(problemsOf(ID, { min: 1, max: 5, count: 6 })[0]?.message).toMatch(/only 5/);
    expectRefused(generator, { max: 4000 }, "max");
  });
});
