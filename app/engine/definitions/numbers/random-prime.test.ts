import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { fieldSpecs } from "../../core/engine";
import randomPrime, { isPrime } from "./random-prime";
import { CHI_SQUARE_LIMIT, chiSquare, generatorHarness } from "../../testing/harness";

const { runTexts, problemsOf, refusedProblems } = generatorHarness([randomPrime], {
  seed: "numbers",
  now: 1_700_000_000_000,
});
const FC = { seed: 20261121, numRuns: 60 };
const RUN_SEED = fc.string({ maxLength: 8 });

/** Primes up to √(10^9) by a sieve of Eratosthenes, to test primality without isPrime. */
const SMALL_PRIMES = (() => {
  const limit = 31_623; // 31,623² > 10^9, the largest Maximum random-prime accepts
  const composite = new Uint8Array(limit + 1);
  const primes: number[] = [];
  for (let n = 2; n <= limit; n++) {
    if (composite[n]) continue;
    primes.push(n);
    for (let m = n * n; m <= limit; m += n) composite[m] = 1;
  }
  return primes;
})();

function primeBySieve(n: number): boolean {
  if (n < 2) return false;
  for (const p of SMALL_PRIMES) {
    if (p * p > n) break;
    if (n % p === 0) return n === p;
  }
  return true;
}

describe("random-prime", () => {
  it("knows its primes", () => {
    const small = Array.from({ length: 50 }, (_, n) => n).filter(isPrime);
    expect(small).toEqual([2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47]);
    expect(isPrime(999_999_937)).toBe(true);
    expect(isPrime(999_999_939)).toBe(false);
  });

  it("gives only primes in the range", async () => {
    for (const text of await runTexts("random-prime", { min: 1_000, max: 2_000, count: 200 })) {
      const value = Number(text);
      expect(isPrime(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(1_000);
      expect(value).toBeLessThanOrEqual(2_000);
    }
  });

  it("is uniform over the primes of the range, not the gaps between them", async () => {
    // Primes in [2, 13]: 2, 3, 5, 7, 11, 13. A gap-weighted draw would favour 2 and 13's neighbours.
    const primes = [2, 3, 5, 7, 11, 13];
    const counts = primes.map(() => 0);
    for (const text of await runTexts(
      "random-prime",
      { min: 2, max: 13, count: 1_000 },
      "primes-a",
    )) {
      counts[primes.indexOf(Number(text))]! += 1;
    }
    // 1,000 draws over 6 primes; limit at p = 1e-6 for 5 degrees of freedom.
    expect(chiSquare(counts, 1_000 / 6)).toBeLessThan(CHI_SQUARE_LIMIT[5]);
  });

  it("says when a range holds no prime", () => {
    expect(refusedProblems("random-prime", { min: 24, max: 28 })[0]).toEqual({
      field: "max",
      message: "There is no prime number between 24 and 28: widen the range.",
    });
  });

  it("gives primes within [min, max] for any valid input, refusing only ranges without one", async () => {
    const spec = fieldSpecs(randomPrime).find((s) => s.name === "max");
    if (spec?.kind !== "integer") throw new Error("random-prime has no integer field max");
    const { min: low, max: high } = spec;
    const narrow = fc
      .tuple(fc.integer({ min: low, max: high }), fc.integer({ min: -2, max: 400 }))
      .map(([min, width]) => ({ min, max: Math.min(min + width, high) }));
    const anywhere = fc.record({
      min: fc.integer({ min: low, max: high }),
      max: fc.integer({ min: low, max: high }),
    });
    const count = fc.integer({ min: 1, max: 5 });
    await fc.assert(
      fc.asyncProperty(fc.oneof(narrow, anywhere), count, RUN_SEED, async (range, n, seed) => {
        const raw = { ...range, count: n };
        // No gap between consecutive primes below 10^9 reaches 300, so only a range narrower
        // than that can hold none; scan those.
        let hasPrime = range.max - range.min >= 300;
        for (let k = range.min; !hasPrime && k <= range.max; k++) hasPrime = primeBySieve(k);
        if (!hasPrime) {
          expect(problemsOf("random-prime", raw).map((p) => p.field)).toEqual(["max"]);
          return;
        }
        const values = (await runTexts("random-prime", raw, seed)).map(Number);
        expect(values).toHaveLength(n);
        for (const value of values) {
          expect(primeBySieve(value), String(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(range.min);
          expect(value).toBeLessThanOrEqual(range.max);
        }
      }),
      FC,
    );
  });
});
