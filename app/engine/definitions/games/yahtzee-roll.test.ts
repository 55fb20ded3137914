import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator, { yahtzeeCategory } from "./yahtzee-roll";
import {
  chiSquare,
  CHI_SQUARE_LIMIT,
  expectRefused,
  generatorHarness,
} from "../../testing/harness";

const ID = "yahtzee-roll";
const { run } = generatorHarness([generator], { seed: "yahtzee", now: 0 });

describe(ID, () => {
  it("scores known rolls", () => {
    expect(yahtzeeCategory([4, 4, 4, 4, 4])).toEqual({ category: "Yahtzee", score: 50 });
    expect(yahtzeeCategory([2, 3, 4, 5, 6])).toEqual({ category: "Large straight", score: 40 });
    expect(yahtzeeCategory([1, 3, 4, 2, 2])).toEqual({ category: "Small straight", score: 30 });
    expect(yahtzeeCategory([3, 3, 5, 5, 3])).toEqual({ category: "Full house", score: 25 });
    expect(yahtzeeCategory([6, 6, 6, 6, 1])).toEqual({ category: "Four of a kind", score: 25 });
    expect(yahtzeeCategory([2, 2, 2, 5, 6])).toEqual({ category: "Three of a kind", score: 17 });
    expect(yahtzeeCategory([1, 1, 3, 5, 6])).toEqual({ category: "Chance", score: 16 });
  });

  it("gives five d6 in the dice view's shape, scored (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 3 }), fc.string(), async (rolls, seed) => {
        const { values } = await run(ID, { rolls, count: 5 }, seed);
        for (const { data } of values) {
          const dice = data?.rolls as number[];
          expect(dice).toHaveLength(5);
          expect(data?.sides).toEqual([6, 6, 6, 6, 6]);
          expect(dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)).toBe(true);
          expect(data?.total).toBe(dice.reduce((a, b) => a + b, 0));
          expect(data?.category).toBe(yahtzeeCategory(dice).category);
        }
      }),
      { seed: 63, numRuns: 30 },
    );
  });

  it("rolls each face equally often on one roll (chi-square, false failure 1e-6)", async () => {
    const { values } = await run(ID, { count: 1_200 });
    const counts = Array<number>(6).fill(0);
    for (const { data } of values) for (const d of data?.rolls as number[]) counts[d - 1]! += 1;
    expect(chiSquare(counts, 1_000)).toBeLessThan(CHI_SQUARE_LIMIT[5]);
  });

  it("makes more Yahtzees with re-rolls (about 4.6% in three rolls vs 0.08% in one)", async () => {
    const share = async (rolls: number) =>
      (await run(ID, { rolls, count: 4_000 })).values.filter((v) => v.data?.category === "Yahtzee")
        .length;
    // Binomial(4000, 0.046): mean 184, sd 13; 5 sd either side bounds it below 1e-6.
    expect(await share(3)).toBeGreaterThan(118);
    expect(await share(1)).toBeLessThan(20);
  });

  it("refuses four rolls, naming Rolls per turn", () => {
    expectRefused(generator, { rolls: 4 }, "rolls");
  });
});
