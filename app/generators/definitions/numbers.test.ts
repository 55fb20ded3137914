import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { fieldSpecs, runGenerator, type GeneratedValue } from "../core/engine";
import { seededRandom } from "../core/random";
import type { FieldSpec } from "../core/field-kinds";
import numbers, { decimalSteps, isPrime, parseDiceNotation } from "./numbers";
import {
  CHI_SQUARE_LIMIT,
  chiSquare,
  generatorHarness,
  texts,
  validInputArbitrary,
} from "./test-support";

const { generator, run, runTexts, problemsOf, refusedProblems, expectSeedDecides } =
  generatorHarness(numbers, {
    seed: "numbers",
    now: 1_700_000_000_000,
  });
const FC = { seed: 20261121, numRuns: 60 };

describe("random-number", () => {
  it("stays within [min, max] for any valid range, including huge and negative ones", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -(2 ** 52), max: 2 ** 52 - 1 }),
        fc.integer({ min: 0, max: 2 ** 52 - 1 }),
        fc.integer({ min: 1, max: 20 }),
        async (min, width, count) => {
          const values = (await runTexts("random-number", { min, max: min + width, count })).map(
            Number,
          );
          expect(values).toHaveLength(count);
          for (const value of values) {
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(min);
            expect(value).toBeLessThanOrEqual(min + width);
          }
        },
      ),
      FC,
    );
  });

  it("gives every number of the range once when asked for all of them without repeats", async () => {
    const values = (
      await runTexts("random-number", { min: -3, max: 6, count: 10, unique: true })
    ).map(Number);
    expect([...values].sort((a, b) => a - b)).toEqual([-3, -2, -1, 0, 1, 2, 3, 4, 5, 6]);
  });

  it("sorts when asked", async () => {
    const up = (await runTexts("random-number", { count: 30, order: "ascending" })).map(Number);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await runTexts("random-number", { count: 30, order: "descending" })).map(Number);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it("refuses impossible settings with a message naming the field", () => {
    expect(refusedProblems("random-number", { min: 5, max: 1 })).toEqual([
      { field: "max", message: "Maximum must be at least Minimum." },
    ]);
    expect(
      refusedProblems("random-number", { min: 1, max: 5, count: 10, unique: true })[0],
    ).toEqual({
      field: "count",
      message:
        "Can't pick 10 different numbers between 1 and 5: there are only 5. Lower How many or turn off No repeats.",
    });
    expect(refusedProblems("random-number", { count: 10_001 })[0]?.field).toBe("count");
  });

  it("is uniform over 1..6 (chi-square, fixed seed)", async () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (const value of await runTexts("random-number", { min: 1, max: 6, count: 10_000 })) {
      counts[Number(value) - 1]! += 1;
    }
    // Limit at p = 1e-6 for 5 degrees of freedom: a fair die fails this once in a million seeds.
    expect(chiSquare(counts, 10_000 / 6)).toBeLessThan(CHI_SQUARE_LIMIT[5]);
  });

  it("depends on the seed and only on the seed", async () => {
    await expectSeedDecides("random-number", { min: 1, max: 1_000_000, count: 5 });
  });
});

describe("random-decimal", () => {
  it("reaches both ends of the range despite float error (version 2)", () => {
    expect(decimalSteps(0.07, 0.09, 2)).toEqual({ scale: 100, low: 7, high: 9 });
    expect(decimalSteps(0.071, 0.079, 2)).toEqual({ scale: 100, low: 8, high: 7 });
    expect(decimalSteps(-1.005, 2.5, 1)).toEqual({ scale: 10, low: -10, high: 25 });
  });

  it("keeps values within the range at the chosen places", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.double({ min: 0.5, max: 1000, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        async (min, width, places) => {
          const raw = { min, max: min + width, places, count: 10 };
          if (generator("random-decimal").check?.(raw)) return;
          for (const text of await runTexts("random-decimal", raw)) {
            const value = Number(text);
            expect(value).toBeGreaterThanOrEqual(min);
            expect(value).toBeLessThanOrEqual(min + width);
            expect(text.split(".")[1]?.length ?? 0).toBe(places);
          }
        },
      ),
      FC,
    );
  });

  it("can draw the minimum 0.07, which version 1 never could", async () => {
    const raw = { min: 0.07, max: 0.08, places: 2, count: 200 };
    expect(new Set(await runTexts("random-decimal", raw))).toEqual(new Set(["0.07", "0.08"]));
    const v1 = await runGenerator(
      generator("random-decimal"),
      seededRandom("numbers"),
      { ...raw, places: 2 },
      {
        now: 0,
        version: 1,
      },
    );
    expect(new Set(texts(v1))).toEqual(new Set(["0.08"]));
  });
});

describe("number-list", () => {
  it("lists every number from From to To exactly once", async () => {
    const values = (await runTexts("number-list", { from: -2, to: 7 })).map(Number);
    expect([...values].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("refuses more than 10,000 numbers", () => {
    expect(refusedProblems("number-list", { from: 1, to: 10_001 })[0]?.field).toBe("to");
  });
});

describe("lottery-numbers", () => {
  it("draws distinct sorted main numbers and bonus numbers from their pools", async () => {
    const generation = await run("lottery-numbers", {
      picks: 6,
      pool: 49,
      bonusPicks: 2,
      bonusPool: 12,
      count: 50,
    });
    for (const value of generation.values) {
      const main = value.data?.main as number[];
      const bonus = value.data?.bonus as number[];
      expect(new Set(main).size).toBe(6);
      expect(main).toEqual([...main].sort((a, b) => a - b));
      expect(main.every((n) => n >= 1 && n <= 49)).toBe(true);
      expect(bonus.every((n) => n >= 1 && n <= 12)).toBe(true);
      expect(value.text).toBe(`${main.join(" ")} + ${bonus.join(" ")}`);
    }
  });

  it("refuses more picks than the pool holds", () => {
    expect(refusedProblems("lottery-numbers", { picks: 10, pool: 5 })[0]).toEqual({
      field: "picks",
      message: "Can't draw 10 different numbers from a pool of 5.",
    });
  });
});

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
});

describe("dice-roller", () => {
  it("reads standard dice notation", () => {
    expect(parseDiceNotation("3d6+2")).toEqual({
      dice: [{ count: 3, sides: 6, sign: 1 }],
      modifier: 2,
    });
    expect(parseDiceNotation(" d20 ")).toEqual({
      dice: [{ count: 1, sides: 20, sign: 1 }],
      modifier: 0,
    });
    expect(parseDiceNotation("2d8+1d6-1")).toEqual({
      dice: [
        { count: 2, sides: 8, sign: 1 },
        { count: 1, sides: 6, sign: 1 },
      ],
      modifier: -1,
    });
    expect(parseDiceNotation("d%")).toEqual({
      dice: [{ count: 1, sides: 100, sign: 1 }],
      modifier: 0,
    });
  });

  it.each(["", "3x6", "d1", "1001d6", "2d6+", "hello"])(
    "refuses %j with an example of the notation",
    (notation) => {
      const problem = refusedProblems("dice-roller", { notation })[0];
      expect(problem?.field).toBe("notation");
      expect(problem?.message.length).toBeGreaterThan(10);
    },
  );

  it("rolls 10,000 times, up to 1,000,000 dice in one run", async () => {
    expect((await run("dice-roller", { notation: "d20", count: 10_000 })).values).toHaveLength(
      10_000,
    );
    expect(problemsOf("dice-roller", { notation: "100d6", count: 10_000 })).toEqual([]);
  });

  it("refuses more than 1,000,000 dice in one run, naming How many", () => {
    expect(refusedProblems("dice-roller", { notation: "1000d6", count: 1_001 })).toEqual([
      {
        field: "count",
        message:
          "1,001 rolls of 1,000 dice would be 1,001,000 dice; one run rolls at most 1,000,000. Lower How many or roll fewer dice.",
      },
    ]);
  });

  it("totals the dice and the modifier, each die within its sides", async () => {
    const generation = await run("dice-roller", { notation: "3d6+2", count: 500 });
    for (const value of generation.values) {
      const rolls = value.data?.rolls as number[];
      expect(rolls).toHaveLength(3);
      expect(rolls.every((r) => r >= 1 && r <= 6)).toBe(true);
      expect(Number(value.text)).toBe(rolls.reduce((a, b) => a + b, 0) + 2);
    }
    const totals = generation.values.map((v) => Number(v.text));
    expect(Math.min(...totals)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...totals)).toBeLessThanOrEqual(20);
  });
});

describe("coin-flip and gaussian-number", () => {
  it("flips heads or tails and counts them", async () => {
    const generation = await run("coin-flip", { count: 1_000 });
    const heads = texts(generation).filter((t) => t === "Heads").length;
    expect(texts(generation).every((t) => t === "Heads" || t === "Tails")).toBe(true);
    expect(generation.summary).toBe(
      `${heads.toLocaleString("en-US")} heads, ${(1_000 - heads).toLocaleString("en-US")} tails`,
    );
    // Binomial(1000, 0.5): |heads − 500| > 5σ ≈ 79 has probability below 1e-6.
    expect(Math.abs(heads - 500)).toBeLessThan(79);
  });

  it("centres normal numbers on the mean with the chosen spread", async () => {
    const values = (
      await runTexts("gaussian-number", { mean: 50, sd: 10, places: 4, count: 10_000 })
    ).map(Number);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
    // Standard error of the mean is 0.1; of the sd about 0.07: 5σ bounds.
    expect(Math.abs(mean - 50)).toBeLessThan(0.5);
    expect(Math.abs(sd - 10)).toBeLessThan(0.36);
  });
});

// ---------------------------------------------------------------------------
// Shape and bounds for any valid input (fast-check, fixed seeds, random run seeds)
// ---------------------------------------------------------------------------

const RUN_SEED = fc.string({ maxLength: 8 });

/** The bounds of an integer field, as the generator declares them. */
function bounds(id: string, name: string): { min: number; max: number } {
  const spec = fieldSpecs(generator(id)).find((s) => s.name === name);
  if (spec?.kind !== "integer") throw new Error(`${id} has no integer field ${name}`);
  return { min: spec.min, max: spec.max };
}

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

/** Whole numbers strictly increasing, each in [1, pool]: a sorted draw without repeats. */
function expectSortedDraw(numbers: readonly number[], picks: number, pool: number): void {
  expect(numbers).toHaveLength(picks);
  numbers.forEach((n, i) => {
    expect(Number.isInteger(n)).toBe(true);
    expect(n).toBeGreaterThanOrEqual(1);
    expect(n).toBeLessThanOrEqual(pool);
    if (i > 0) expect(n).toBeGreaterThan(numbers[i - 1]!);
  });
}

describe("every numbers generator: shape and bounds for any valid input", () => {
  it("number-list lists From to To once each, and refuses only reversed or too long lists", async () => {
    const { min, max } = bounds("number-list", "from");
    const width = fc.oneof(
      fc.integer({ min: -3, max: 60 }),
      fc.integer({ min: 9_990, max: 10_010 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min, max }), width, RUN_SEED, async (from, w, seed) => {
        const to = Math.min(from + w, bounds("number-list", "to").max);
        const size = to - from + 1;
        if (size < 1 || size > 10_000) {
          expect(problemsOf("number-list", { from, to }).map((p) => p.field)).toEqual(["to"]);
          return;
        }
        const { values } = await run("number-list", { from, to }, seed);
        const numbers = values.map((v) => v.data?.value as number);
        expect(values.map((v) => v.text)).toEqual(numbers.map(String));
        expect([...numbers].sort((a, b) => a - b)).toEqual(
          Array.from({ length: size }, (_, i) => from + i),
        );
      }),
      { ...FC, numRuns: 40 },
    );
  });

  it("lottery-numbers draws sorted distinct numbers from each pool, refusing only impossible draws", async () => {
    const g = generator("lottery-numbers");
    await fc.assert(
      fc.asyncProperty(validInputArbitrary(g), RUN_SEED, async (raw, seed) => {
        const { picks, pool, bonusPicks, bonusPool, count } = raw as Record<string, number>;
        const impossible = [
          ...(picks! > pool! ? ["picks"] : []),
          ...(bonusPicks! > bonusPool! ? ["bonusPicks"] : []),
        ];
        if (impossible.length > 0) {
          expect(problemsOf("lottery-numbers", raw).map((p) => p.field)).toEqual(
            impossible.slice(0, 1),
          );
          return;
        }
        const { values } = await run("lottery-numbers", raw, seed);
        expect(values).toHaveLength(count!);
        for (const { text, data } of values) {
          const main = data?.main as number[];
          const bonus = data?.bonus as number[];
          expectSortedDraw(main, picks!, pool!);
          expectSortedDraw(bonus, bonusPicks!, bonusPool!);
          expect(text).toBe(
            bonus.length > 0 ? `${main.join(" ")} + ${bonus.join(" ")}` : main.join(" "),
          );
        }
      }),
      FC,
    );
  });

  it("random-prime gives primes within [min, max], refusing only ranges without one", async () => {
    const { min: low, max: high } = bounds("random-prime", "max");
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

  const diceTerm = fc.record({
    count: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
    sides: fc.oneof(fc.integer({ min: 2, max: 1000 }), fc.constant("%" as const)),
    minus: fc.boolean(),
  });
  const diceRoll = fc.record({
    terms: fc.array(diceTerm, { minLength: 1, maxLength: 3 }),
    modifier: fc.integer({ min: -1000, max: 1000 }),
    spaced: fc.boolean(),
    count: fc.integer({ min: 1, max: 5 }),
  });

  it("dice-roller keeps every die within its sides and the total within the notation's range", async () => {
    await fc.assert(
      fc.asyncProperty(diceRoll, RUN_SEED, async ({ terms, modifier, spaced, count }, seed) => {
        const written = terms.map(
          (t, i) => `${t.minus ? "-" : i === 0 ? "" : "+"}${t.count ?? ""}d${t.sides}`,
        );
        if (modifier !== 0) written.push(modifier > 0 ? `+${modifier}` : String(modifier));
        const notation = written.join(spaced ? " " : "");
        const dice = terms.map((t) => ({
          count: t.count ?? 1,
          sides: t.sides === "%" ? 100 : t.sides,
          sign: t.minus ? -1 : 1,
        }));
        // The smallest total rolls 1 on added dice and the top face on subtracted ones.
        const lowest = dice.reduce(
          (sum, d) => sum + d.sign * d.count * (d.sign > 0 ? 1 : d.sides),
          modifier,
        );
        const highest = dice.reduce(
          (sum, d) => sum + d.sign * d.count * (d.sign > 0 ? d.sides : 1),
          modifier,
        );
        const generation = await run("dice-roller", { notation, count }, seed);
        expect(generation.values).toHaveLength(count);
        expect(generation.summary).toBe(`Rolling ${notation.replace(/ /g, "")}`);
        for (const { text, data } of generation.values as GeneratedValue[]) {
          const rolls = [...(data?.rolls as number[])];
          expect(rolls).toHaveLength(dice.reduce((sum, d) => sum + d.count, 0));
          let total = modifier;
          for (const d of dice) {
            for (const roll of rolls.splice(0, d.count)) {
              expect(Number.isInteger(roll)).toBe(true);
              expect(roll).toBeGreaterThanOrEqual(1);
              expect(roll).toBeLessThanOrEqual(d.sides);
              total += d.sign * roll;
            }
          }
          expect(text).toBe(String(total));
          expect(total).toBeGreaterThanOrEqual(lowest);
          expect(total).toBeLessThanOrEqual(highest);
        }
      }),
      FC,
    );
  });

  it("coin-flip gives only Heads or Tails, as many as asked, and counts them", async () => {
    const { min, max } = bounds("coin-flip", "count");
    const count = fc.oneof(fc.integer({ min, max: 40 }), fc.integer({ min, max }));
    await fc.assert(
      fc.asyncProperty(count, RUN_SEED, async (n, seed) => {
        const generation = await run("coin-flip", { count: n }, seed);
        const sides = texts(generation);
        expect(sides).toHaveLength(n);
        expect(sides.filter((side) => side !== "Heads" && side !== "Tails")).toEqual([]);
        const heads = sides.filter((side) => side === "Heads").length;
        const tails = n - heads;
        expect(generation.summary).toBe(
          n === 1
            ? undefined
            : `${heads.toLocaleString("en-US")} ${heads === 1 ? "head" : "heads"}, ${tails.toLocaleString("en-US")} ${tails === 1 ? "tail" : "tails"}`,
        );
      }),
      { ...FC, numRuns: 30 },
    );
  });

  it("gaussian-number writes each value at its places, within Box–Muller's reach of the mean", async () => {
    const g = generator("gaussian-number");
    const anyDecimal = (spec: FieldSpec) =>
      spec.kind === "number"
        ? fc.oneof(
            fc.constant(spec.default),
            fc.constant(spec.min),
            fc.double({ min: spec.min, max: spec.max, noNaN: true }),
          )
        : undefined;
    // u1 ≥ 2^-53, so |z| = √(−2 ln u1)·|cos| ≤ √(106 ln 2) ≈ 8.572: no value lies further out.
    const reach = Math.sqrt(-2 * Math.log(2 ** -53));
    await fc.assert(
      fc.asyncProperty(validInputArbitrary(g, anyDecimal), RUN_SEED, async (raw, seed) => {
        const { mean, sd, places, count } = raw as Record<string, number>;
        const { values } = await run("gaussian-number", raw, seed);
        expect(values).toHaveLength(count!);
        for (const { text, data } of values) {
          const value = data?.value as number;
          expect(Number.isFinite(value)).toBe(true);
          expect(text).toBe(value.toFixed(places!));
          if (sd === 0) expect(value).toBe(mean);
          const slack = 1e-9 * (Math.abs(mean!) + sd!);
          expect(Math.abs(value - mean!)).toBeLessThanOrEqual(reach * sd! + slack);
        }
      }),
      FC,
    );
  });
});
