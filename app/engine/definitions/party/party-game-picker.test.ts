import fc from "fast-check";
import { describe, expect, it } from "vitest";

import games from "../../data/party-games";
import partyGamePicker, { fitsSetting } from "./party-game-picker";
import {
  expectDrawnFrom,
  expectProblem,
  generatorHarness,
  listCountArbitrary,
} from "../../testing/harness";

const { run, problemsOf } = generatorHarness([partyGamePicker], {
  seed: "party game test seed",
  now: 0,
});

describe("party-game-picker", () => {
  it("has at least 60 distinct games, some for two players in every place", () => {
    expect(new Set(games.map((g) => g.name)).size).toBe(games.length);
    expect(games.length).toBeGreaterThanOrEqual(60);
    for (const setting of ["indoor", "outdoor", "car"] as const) {
      expect(
        games.some((g) => g.minPlayers === 2 && fitsSetting(g, setting)),
        setting,
      ).toBe(true);
    }
  });

  it("gives only games for that many players in that place (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 10 }),
        fc.constantFrom("any", "indoor", "outdoor", "anywhere", "car"),
        fc.boolean(),
        fc.string({ maxLength: 8 }),
        async (players, setting, unique, seed) => {
          const pool = games.filter(
            (g) => g.minPlayers <= players && fitsSetting(g, setting as "any"),
          );
          const count =
            fc.sample(listCountArbitrary(pool.length), { seed: seed.length, numRuns: 1 })[0] ?? 1;
          const generation = await run(
            "party-game-picker",
            { players, setting, count, unique },
            seed,
          );
          expectDrawnFrom(generation, { count, unique }, pool, ({ data }) =>
            pool.find((g) => g.name === data?.game),
          );
        },
      ),
      { seed: 9_119, numRuns: 40 },
    );
  });

  it("refuses a single player, naming the field", () => {
    expectProblem(problemsOf("party-game-picker", { players: 1 })[0], "players", /Players/);
  });
});
