import fc from "fast-check";
import { describe, expect, it } from "vitest";

import cards from "../../data/tarot-cards";
import generator from "./tarot-card";
import {
  chiSquare,
  CHI_SQUARE_LIMIT,
  expectProblem,
  generatorHarness,
} from "../../testing/harness";

const ID = "tarot-card";
const { run, problemsOf } = generatorHarness([generator], {
  seed: "tarot",
  now: 0,
});

describe(ID, () => {
  it("holds 78 different cards: 22 major, 14 of each suit", () => {
    expect(new Set(cards.map((c) => c.name)).size).toBe(78);
    expect(cards.filter((c) => c.arcana === "major")).toHaveLength(22);
    for (const suit of ["Wands", "Cups", "Swords", "Pentacles"])
      expect(cards.filter((c) => c.suit === suit)).toHaveLength(14);
    expect(cards[0]?.name).toBe("The Fool");
    expect(cards[21]?.name).toBe("The World");
  });

  it("deals different cards of the chosen part, upright unless reversals are on (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("all", "major", "minor", "Wands", "Cups", "Swords", "Pentacles"),
        fc.boolean(),
        fc.integer({ min: 1, max: 14 }),
        fc.string(),
        async (part, reversals, count, seed) => {
          const { values } = await run(ID, { part, reversals, count }, seed);
          expect(new Set(values.map((v) => v.data?.name)).size).toBe(count);
          for (const { data } of values) {
            if (part === "major" || part === "minor") expect(data?.arcana).toBe(part);
            else if (part !== "all") expect(data?.suit).toBe(part);
            if (!reversals) expect(data?.orientation).toBe("upright");
          }
        },
      ),
      { seed: 60, numRuns: 40 },
    );
  });

  it("draws each major card first equally often (chi-square, false failure 1e-6)", async () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2_200; i++) {
      const { values } = await run(ID, { part: "major", count: 1 }, `t${i}`);
      const name = String(values[0]?.data?.name);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    // 22 cards: 21 degrees of freedom, below the 25-degree limit.
    expect(chiSquare([...counts.values()], 100)).toBeLessThan(CHI_SQUARE_LIMIT[25]);
  });

  it("refuses more cards than the part holds, naming How many", () => {
    expectProblem(problemsOf(ID, { part: "Cups", count: 15 })[0], "count", /only 14/);
    expectProblem(problemsOf(ID, { count: 79 })[0], "count", /78 cards/);
  });
});
