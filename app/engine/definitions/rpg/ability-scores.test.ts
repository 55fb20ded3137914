import fc from "fast-check";
import { describe, expect, it } from "vitest";

import abilityScores, { legalPointBuyArrays, modifier } from "./ability-scores";
import { expectRefused, generatorHarness } from "../../testing/harness";
import { chiSquareAgainst, chiSquareLimit } from "../../testing/moments";

const ID = "ability-scores";
const { run } = generatorHarness([abilityScores], { seed: "stats", now: 0 });
const COST: Record<number, number> = { 8: 0, 9: 1, 10: 2, 11: 3, 12: 4, 13: 5, 14: 7, 15: 9 };

describe("ability-scores", () => {
  it("writes the six scores with their modifiers", async () => {
    const { values } = await run(ID, {});
    expect(values[0]?.text).toMatch(
      /^STR \d+ \([+−]\d\) · DEX \d+ \([+−]\d\) · CON \d+ \([+−]\d\) · INT \d+ \([+−]\d\) · WIS \d+ \([+−]\d\) · CHA \d+ \([+−]\d\)$/,
    );
  });

  it("gives six scores in range for every method, with their modifiers (property)", async () => {
    const bounds = { "4d6": [3, 18], "3d6": [3, 18], standard: [8, 15], "point-buy": [8, 15] };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("4d6", "3d6", "standard", "point-buy"),
        fc.constantFrom("abilities", "highest"),
        fc.string({ maxLength: 6 }),
        async (method, order, seed) => {
          const { values } = await run(ID, { method, order, count: 3 }, seed);
          for (const { data } of values) {
            const scores = data?.scores as number[];
            expect(scores).toHaveLength(6);
            const [low, high] = bounds[method as keyof typeof bounds];
            for (const s of scores) expect(s >= low! && s <= high!).toBe(true);
            expect(data?.modifiers).toEqual(scores.map(modifier));
            if (order === "highest") expect(scores).toEqual([...scores].sort((a, b) => b - a));
            if (method === "standard") {
              expect([...scores].sort((a, b) => b - a)).toEqual([15, 14, 13, 12, 10, 8]);
            }
            if (method === "point-buy") {
              expect(scores.reduce((sum, s) => sum + COST[s]!, 0)).toBe(27);
            }
          }
        },
      ),
      { seed: 99, numRuns: 40 },
    );
  });

  it("knows every legal point buy: distinct, each spending exactly 27", () => {
    const arrays = legalPointBuyArrays();
    expect(new Set(arrays.map((a) => a.join())).size).toBe(arrays.length);
    for (const a of arrays) expect(a.reduce((sum, s) => sum + COST[s]!, 0)).toBe(27);
    expect(arrays.some((a) => a.join() === "15,15,15,8,8,8")).toBe(true);
    expect(arrays.some((a) => a.join() === "13,13,13,12,12,12")).toBe(true);
    expect(arrays.some((a) => a.join() === "15,15,15,15,8,8")).toBe(false);
  });

  it("picks point buys uniformly: Strength follows its share of the legal arrays", async () => {
    const arrays = legalPointBuyArrays();
    const { values } = await run(ID, { method: "point-buy", count: 6000 });
    const scores = [8, 9, 10, 11, 12, 13, 14, 15];
    const observed = scores.map(
      (s) => values.filter((v) => (v.data?.scores as number[])[0] === s).length,
    );
    const expected = scores.map(
      (s) => (arrays.filter((a) => a[0] === s).length / arrays.length) * values.length,
    );
    // Chi-square with 7 degrees of freedom, false-failure rate 1e-6.
    expect(chiSquareAgainst(observed, expected)).toBeLessThan(chiSquareLimit(7));
  });

  it("rolls 4d6 drop lowest with its exact distribution", async () => {
    const ways = [1, 4, 10, 21, 38, 62, 91, 122, 148, 167, 172, 160, 131, 94, 54, 21];
    const { values } = await run(ID, { method: "4d6", count: 1000 });
    const counts = Array<number>(16).fill(0);
    for (const v of values) for (const s of v.data?.scores as number[]) counts[s - 3]! += 1;
    const n = values.length * 6;
    const observed = [counts[0]! + counts[1]! + counts[2]!, ...counts.slice(3)];
    const expected = [15, ...ways.slice(3)].map((w) => (w * n) / 1296);
    expect(chiSquareAgainst(observed, expected)).toBeLessThan(chiSquareLimit(13));
  });

  it("refuses an unknown method, naming it", () => {
    expectRefused(abilityScores, { method: "5d6" }, "method");
    expectRefused(abilityScores, { order: "random" }, "order");
  });
});
