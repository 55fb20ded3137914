import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { seededRandom } from "../core/random";
import { CHI_SQUARE_LIMIT } from "../testing/harness";
import { cumulativeWeights, distinctByWeight, pickByWeight } from "./weighted";

describe("cumulativeWeights", () => {
  it("keeps running totals and the sum", () => {
    expect(cumulativeWeights([3, 0, 2, 5])).toEqual({ ends: [3, 3, 5, 10], total: 10 });
  });

  it("refuses negative, fractional, all-zero and overflowing weights", () => {
    expect(() => cumulativeWeights([1, -1])).toThrow(RangeError);
    expect(() => cumulativeWeights([1.5])).toThrow(RangeError);
    expect(() => cumulativeWeights([0, 0])).toThrow(RangeError);
    expect(() => cumulativeWeights([])).toThrow(RangeError);
    expect(() => cumulativeWeights([2 ** 52, 2 ** 52])).toThrow(RangeError);
  });
});

describe("pickByWeight", () => {
  it("maps each integer below the total to the entry whose share holds it", () => {
    // A source that returns 0, 1, 2, … shows the exact mapping: r → index.
    const weights = cumulativeWeights([2, 0, 1, 3]);
    let next = 0;
    const counting = { int: (min: number) => min + next++ } as unknown as Parameters<
      typeof pickByWeight
    >[0];
    const indices = Array.from({ length: 6 }, () => pickByWeight(counting, weights));
    expect(indices).toEqual([0, 0, 2, 3, 3, 3]);
  });

  it("never picks a zero weight and always gives an index (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.string({ maxLength: 6 }),
        (weights, seed) => {
          fc.pre(weights.some((w) => w > 0));
          const random = seededRandom(seed);
          const totals = cumulativeWeights(weights);
          for (let i = 0; i < 20; i++) {
            const index = pickByWeight(random, totals);
            expect(weights[index]).toBeGreaterThan(0);
          }
        },
      ),
      { seed: 4_242, numRuns: 50 },
    );
  });

  it("picks in proportion to the weights (chi-square, false failure rate 1e-6)", () => {
    const weights = [1, 2, 3, 4, 10];
    const totals = cumulativeWeights(weights);
    const random = seededRandom("weighted chi-square");
    const n = 20_000;
    const counts = new Array<number>(weights.length).fill(0);
    for (let i = 0; i < n; i++) counts[pickByWeight(random, totals)]! += 1;
    const statistic = counts.reduce((sum, c, i) => {
      const expected = (n * weights[i]!) / totals.total;
      return sum + (c - expected) ** 2 / expected;
    }, 0);
    expect(statistic).toBeLessThan(CHI_SQUARE_LIMIT[4]);
  });
});

describe("distinctByWeight", () => {
  it("gives distinct indices of positive weight, all of them when asked (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 20 }),
        fc.string({ maxLength: 6 }),
        (weights, seed) => {
          const picked = distinctByWeight(seededRandom(seed), weights, weights.length);
          expect([...picked].sort((a, b) => a - b)).toEqual(weights.map((_, i) => i));
        },
      ),
      { seed: 4_243, numRuns: 50 },
    );
  });

  it("draws the heavier entry first more often, as from a hat", () => {
    // Weights 1 and 3: the second comes first with probability 3/4.
    const random = seededRandom("hat");
    let heavyFirst = 0;
    const n = 4000;
    for (let i = 0; i < n; i++) if (distinctByWeight(random, [1, 3], 2)[0] === 1) heavyFirst += 1;
    const expected = n * 0.75;
    const statistic =
      (heavyFirst - expected) ** 2 / expected + (heavyFirst - expected) ** 2 / (n - expected);
    expect(statistic).toBeLessThan(CHI_SQUARE_LIMIT[1]);
  });
});
