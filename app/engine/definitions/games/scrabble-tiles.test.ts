import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator, { ENGLISH_TILES } from "./scrabble-tiles";
import { expectProblem, generatorHarness } from "../../testing/harness";

const ID = "scrabble-tiles";
const { run, problemsOf } = generatorHarness([generator], {
  seed: "scrabble",
  now: 0,
});

describe(ID, () => {
  it("has the standard 100 tiles worth 187 points", () => {
    expect(ENGLISH_TILES.reduce((s, [, n]) => s + n, 0)).toBe(100);
    expect(ENGLISH_TILES.reduce((s, [, n, p]) => s + n * p, 0)).toBe(187);
  });

  it("draws no letter more often than the bag holds it (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.integer({ min: 1, max: 98 }),
        fc.string(),
        async (blanks, count, seed) => {
          const { values, summary } = await run(ID, { blanks, count }, seed);
          const tally = new Map<string, number>();
          for (const { data } of values)
            tally.set(String(data?.letter), (tally.get(String(data?.letter)) ?? 0) + 1);
          for (const [letter, n] of tally) {
            const entry = ENGLISH_TILES.find(([l]) => l === (letter === "blank" ? "?" : letter));
            expect(n).toBeLessThanOrEqual(entry?.[1] ?? 0);
            if (!blanks) expect(letter).not.toBe("blank");
          }
          const total = values.reduce((s, v) => s + Number(v.data?.points), 0);
          expect(summary).toMatch(new RegExp(`: ${total} points$`));
        },
      ),
      { seed: 67, numRuns: 30 },
    );
  });

  it("refuses 99 tiles without blanks, naming How many", () => {
    expectProblem(problemsOf(ID, { blanks: false, count: 99 })[0], "count", /only 98/);
  });
});
