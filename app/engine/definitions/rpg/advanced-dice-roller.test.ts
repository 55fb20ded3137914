import fc from "fast-check";
import { describe, expect, it } from "vitest";

import advancedDiceRoller from "./advanced-dice-roller";
import { expectProblem, generatorHarness } from "../../testing/harness";
import { chiSquareAgainst, chiSquareLimit } from "../../testing/moments";

const ID = "advanced-dice-roller";
const { run, problemsOf } = generatorHarness([advancedDiceRoller], {
  seed: "rpg dice",
  now: 0,
});

describe("advanced-dice-roller", () => {
  it("sums up the roll by its notation", async () => {
    const generation = await run(ID, { notation: "4d6kh3", count: 6 });
    expect(generation.summary).toBe("Rolling 4d6kh3");
  });

  it("keeps the three highest of 4d6, listing the dropped die (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 6 }), async (seed) => {
        const { values } = await run(ID, { notation: "4d6dl1 + 1", count: 5 }, seed);
        for (const { text, data } of values) {
          const rolls = data?.rolls as number[];
          const dropped = data?.dropped as number[];
          expect(rolls).toHaveLength(3);
          expect(data?.sides).toEqual([6, 6, 6]);
          expect(dropped).toHaveLength(1);
          expect(Math.min(...rolls)).toBeGreaterThanOrEqual(dropped[0] as number);
          expect(Number(text)).toBe(rolls.reduce((a, b) => a + b, 0) + 1);
          expect(data?.total).toBe(Number(text));
        }
      }),
      { seed: 1_717, numRuns: 40 },
    );
  });

  it("rolls 4d6 drop lowest with the known distribution of its total", async () => {
    // Exact counts out of 6^4 = 1296 for totals 3..18 (4d6, lowest dropped).
    const ways = [1, 4, 10, 21, 38, 62, 91, 122, 148, 167, 172, 160, 131, 94, 54, 21];
    const { values } = await run(ID, { notation: "4d6kh3", count: 12_960 / 2 });
    const counts = Array<number>(16).fill(0);
    for (const v of values) counts[(v.data?.total as number) - 3]! += 1;
    // Totals 3 and 4 merged, so each expected count is at least 25.
    const n = values.length;
    const observed = [counts[0]! + counts[1]!, ...counts.slice(2)];
    const expected = [5, ...ways.slice(2)].map((w) => (w * n) / 1296);
    expect(chiSquareAgainst(observed, expected)).toBeLessThan(chiSquareLimit(14));
  });

  it("gives advantage and disadvantage: the higher or lower of two d20", async () => {
    const high = await run(ID, { notation: "2d20kh1", count: 200 });
    const low = await run(ID, { notation: "2d20kl1", count: 200 });
    for (const v of high.values)
      expect(v.data?.total).toBeGreaterThanOrEqual((v.data?.dropped as number[])[0]!);
    for (const v of low.values)
      expect(v.data?.total).toBeLessThanOrEqual((v.data?.dropped as number[])[0]!);
  });

  it("explodes and rerolls as written", async () => {
    const exploding = await run(ID, { notation: "5d4!", count: 300 });
    expect(exploding.values.some((v) => (v.data?.rolls as number[]).length > 5)).toBe(true);
    const rerolled = await run(ID, { notation: "6d6r<2", count: 300 });
    for (const v of rerolled.values) {
      expect((v.data?.rolls as number[]).every((face) => face >= 3)).toBe(true);
      expect((v.data?.rerolled as number[]).every((face) => face <= 2)).toBe(true);
    }
  });

  it("refuses bad notation and runs too large, naming the field", () => {
    expectProblem(problemsOf(ID, { notation: "4d6kh5" })[0], "notation", "Can't keep 5 of 4 dice");
    expectProblem(problemsOf(ID, { notation: "4d6d1" })[0], "notation", /dl1/);
    expectProblem(problemsOf(ID, { notation: "" })[0], "notation", /empty/);
    expectProblem(
      problemsOf(ID, { notation: "1000d6kh3", count: 1001 })[0],
      "count",
      /at most 1,000,000/,
    );
  });
});
