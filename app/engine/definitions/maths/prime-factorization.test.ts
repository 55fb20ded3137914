import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator, { primeFactors, writeFactorization } from "./prime-factorization";
import { expectProblem, generatorHarness } from "../../testing/harness";

const ID = "prime-factorization";
const { run, problemsOf } = generatorHarness([generator], {
  seed: "factors",
  now: 0,
});

const isPrime = (n: number) => n >= 2 && primeFactors(n).length === 1;

describe(ID, () => {
  it("factorizes known numbers", () => {
    expect(writeFactorization(primeFactors(360))).toBe("2³ × 3² × 5");
    expect(writeFactorization(primeFactors(97))).toBe("97");
    expect(writeFactorization(primeFactors(1_000_000))).toBe("2⁶ × 5⁶");
    expect(primeFactors(999_983)).toEqual([999_983]);
  });

  it("gives numbers in range whose prime factors multiply back (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 1_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.boolean(),
        fc.string(),
        async (min, width, compositeOnly, seed) => {
          const max = Math.min(1_000_000, min + width);
          const { values } = await run(ID, { min, max, compositeOnly, count: 10 }, seed);
          for (const { data } of values) {
            const value = Number(data?.value);
            const factors = data?.factors as number[];
            expect(value >= min && value <= max).toBe(true);
            expect(factors.reduce((a, b) => a * b, 1)).toBe(value);
            expect(factors.every(isPrime)).toBe(true);
            if (compositeOnly) expect(factors.length).toBeGreaterThan(1);
          }
        },
      ),
      { seed: 54, numRuns: 40 },
    );
  });

  it("refuses a range without composites, and reversed bounds, naming To", () => {
    for (const [min, max] of [
      [2, 3],
      [7, 7],
      [13, 13],
    ]) {
      expectProblem(problemsOf(ID, { min, max })[0], "max", /no composite number/);
    }
    expect(problemsOf(ID, { min: 2, max: 3, compositeOnly: false })).toEqual([]);
    expect(problemsOf(ID, { min: 3, max: 4 })).toEqual([]);
    expectProblem(problemsOf(ID, { min: 30, max: 20 })[0], "max", /at least From/);
  });
});
