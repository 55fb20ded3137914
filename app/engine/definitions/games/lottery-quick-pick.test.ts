import fc from "fast-check";
import { describe, expect, it } from "vitest";

import games from "../../data/lottery-games";
import generator from "./lottery-quick-pick";
import { fieldSpecs } from "../../core/engine";
import {
  chiSquare,
  CHI_SQUARE_LIMIT,
  expectRefused,
  generatorHarness,
} from "../../testing/harness";

const ID = "lottery-quick-pick";
const { run } = generatorHarness([generator], { seed: "lotto", now: 0 });

describe(ID, () => {
  it("offers exactly the games of the data, with sane formats", () => {
    const spec = fieldSpecs(generator).find((s) => s.name === "game");
    if (spec?.kind !== "select") throw new Error("no game select");
    expect(spec.options.map((o) => o.value)).toEqual(games.map((g) => g.id));
    for (const { main, bonus } of games) {
      expect(main.picks).toBeLessThanOrEqual(main.max - main.min + 1);
      if (bonus) expect(bonus.picks).toBeLessThanOrEqual(bonus.max - bonus.min + 1);
    }
    const powerball = games.find((g) => g.id === "us-powerball");
    expect(powerball?.main).toEqual({ picks: 5, min: 1, max: 69 });
    expect(powerball?.bonus?.max).toBe(26);
  });

  it("fills each ticket with the game's counts and ranges, sorted, no number twice (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...games), fc.string(), async (game, seed) => {
        const { values } = await run(ID, { game: game.id, count: 3 }, seed);
        for (const { data } of values) {
          const main = data?.main as number[];
          const bonus = data?.bonus as number[];
          expect(main).toHaveLength(game.main.picks);
          expect(new Set(main).size).toBe(main.length);
          expect(main).toEqual([...main].sort((a, b) => a - b));
          expect(main.every((n) => n >= game.main.min && n <= game.main.max)).toBe(true);
          expect(bonus).toHaveLength(game.bonus?.picks ?? 0);
          if (game.bonus)
            expect(bonus.every((n) => n >= game.bonus!.min && n <= game.bonus!.max)).toBe(true);
        }
      }),
      { seed: 68, numRuns: 40 },
    );
  });

  it("draws each Superzahl from 0 to 9 equally often (chi-square, false failure 1e-6)", async () => {
    const { values } = await run(ID, { game: "de-lotto-6aus49", count: 5_000 });
    const counts = Array<number>(10).fill(0);
    for (const { data } of values) counts[(data?.bonus as number[])[0]!]! += 1;
    // 9 degrees of freedom; the 15-degree limit is looser, so false failures stay below 1e-6.
    expect(chiSquare(counts, 500)).toBeLessThan(CHI_SQUARE_LIMIT[15]);
  });

  it("refuses an unknown game, naming it", () => {
    expectRefused(generator, { game: "moon-lotto" }, "game");
  });
});
