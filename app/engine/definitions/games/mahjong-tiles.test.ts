import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator, { mahjongSet } from "./mahjong-tiles";
import { expectProblem, generatorHarness } from "../../testing/harness";

const ID = "mahjong-tiles";
const { run, problemsOf } = generatorHarness([generator], {
  seed: "mahjong",
  now: 0,
});

describe(ID, () => {
  it("holds 144 tiles: 4 of each of 34 kinds and 8 bonus tiles", () => {
    const set = mahjongSet(true);
    expect(set).toHaveLength(144);
    expect(mahjongSet(false)).toHaveLength(136);
    expect(new Set(set.map((t) => t.name)).size).toBe(42);
    expect(new Set(set.map((t) => t.char)).size).toBe(42);
    expect(set.find((t) => t.name === "Red Dragon")?.char).toBe("🀄");
  });

  it("never draws a tile more often than the set holds it (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.integer({ min: 1, max: 136 }),
        fc.string(),
        async (bonus, count, seed) => {
          const { values } = await run(ID, { bonus, count }, seed);
          expect(values).toHaveLength(count);
          const tally = new Map<string, number>();
          for (const { data } of values)
            tally.set(String(data?.name), (tally.get(String(data?.name)) ?? 0) + 1);
          for (const [name, n] of tally) {
            const bonusTile = /\((flower|season)\)/.test(name);
            expect(n).toBeLessThanOrEqual(bonusTile ? 1 : 4);
            if (!bonus) expect(bonusTile).toBe(false);
          }
        },
      ),
      { seed: 65, numRuns: 30 },
    );
  });

  it("refuses more than 136 tiles without the bonus tiles, naming How many", () => {
    expectProblem(problemsOf(ID, { bonus: false, count: 137 })[0], "count", /only 136/);
  });
});
