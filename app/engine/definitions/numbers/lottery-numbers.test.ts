import fc from "fast-check";
import { describe, expect, it } from "vitest";

import lotteryNumbers from "./lottery-numbers";
import { generatorHarness, validInputArbitrary } from "../../testing/harness";

const { run, problemsOf, refusedProblems } = generatorHarness([lotteryNumbers], {
  seed: "numbers",
  now: 1_700_000_000_000,
});
const FC = { seed: 20261121, numRuns: 60 };
const RUN_SEED = fc.string({ maxLength: 8 });

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

  it("draws sorted distinct numbers from each pool for any valid input, refusing only impossible draws", async () => {
    await fc.assert(
      fc.asyncProperty(validInputArbitrary(lotteryNumbers), RUN_SEED, async (raw, seed) => {
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
});
