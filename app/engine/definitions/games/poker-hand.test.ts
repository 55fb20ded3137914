import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator, { handValue } from "./poker-hand";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "poker-hand";
const { run } = generatorHarness([generator], { seed: "poker", now: 0 });

/** "AS KS QS JS TS" → cards (rank 0 = two … 12 = ace). */
const cards = (text: string) =>
  text
    .split(" ")
    .map((c) => ({ rank: "23456789TJQKA".indexOf(c[0]!), suit: "SHDC".indexOf(c[1]!) }));
const category = (text: string) => handValue(cards(text)).category;

describe(ID, () => {
  it("ranks the categories in the standard order, ace-low straight included", () => {
    expect(category("AS KS QS JS TS")).toBe(8);
    expect(category("5H 4H 3H 2H AH")).toBe(8);
    expect(category("9C 9D 9H 9S 2C")).toBe(7);
    expect(category("3C 3D 3H 7S 7C")).toBe(6);
    expect(category("2D 7D 9D JD KD")).toBe(5);
    expect(category("5C 4D 3H 2S AC")).toBe(4);
    expect(category("QC QD QH 2S 7C")).toBe(3);
    expect(category("QC QD 2H 2S 7C")).toBe(2);
    expect(category("QC QD 3H 2S 7C")).toBe(1);
    expect(category("QC JD 3H 2S 7C")).toBe(0);
    expect(handValue(cards("6S 5H 4H 3H 2H")).value).toBeGreaterThan(
      handValue(cards("5C 4D 3H 2S AC")).value,
    );
    expect(handValue(cards("AS AH KD 4C 3C")).value).toBeGreaterThan(
      handValue(cards("AD AC QD JC TC")).value,
    );
  });

  it("deals distinct cards and names the hand (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("draw", "holdem"), fc.string(), async (game, seed) => {
        const { values } = await run(ID, { game, count: 5 }, seed);
        for (const { data } of values) {
          const dealt = data?.cards as string[];
          expect(dealt).toHaveLength(game === "draw" ? 5 : 7);
          expect(new Set(dealt).size).toBe(dealt.length);
          if (game === "holdem") for (const c of data?.best as string[]) expect(dealt).toContain(c);
        }
      }),
      { seed: 71, numRuns: 30 },
    );
  });

  it("deals a pair or better in about half of five-card hands (49.9%)", async () => {
    const { values } = await run(ID, { count: 2_000 });
    const pairs = values.filter((v) => v.data?.category !== "High card").length;
    // Binomial(2000, 0.499): sd 22.4; 5 sd either side bounds it below 1e-6.
    expect(Math.abs(pairs - 998)).toBeLessThan(112);
  });

  it("refuses an unknown game, naming it", () => {
    expectRefused(generator, { game: "stud" }, "game");
  });
});
