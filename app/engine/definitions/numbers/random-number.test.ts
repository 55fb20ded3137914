import fc from "fast-check";
import { describe, expect, it } from "vitest";

import randomNumber from "./random-number";
import { CHI_SQUARE_LIMIT, chiSquare, generatorHarness } from "../../testing/harness";

const { runTexts, refusedProblems } = generatorHarness([randomNumber], {
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
});
