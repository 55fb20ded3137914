import fc from "fast-check";
import { describe, expect, it } from "vitest";

import parts, { type GameGroup } from "../../data/game-night-parts";
import { generatorHarness } from "../../testing/harness";
import gameNightPlan, { GAME_GROUPS } from "./game-night-plan";

const { run, problemsOf } = generatorHarness([gameNightPlan], {
  seed: "game night",
  now: 0,
});

describe("game-night-plan", () => {
  it("picks a game that suits the group, a theme and a rule from the lists (property)", async () => {
    const input = fc.record({
      group: fc.constantFrom(...(Object.keys(GAME_GROUPS) as GameGroup[])),
      count: fc.integer({ min: 1, max: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(input, fc.string({ maxLength: 5 }), async (raw, seed) => {
        const { values } = await run("game-night-plan", raw, seed);
        expect(values).toHaveLength(raw.count);
        for (const { data } of values) {
          expect(data?.group).toBe(raw.group);
          expect(parts.games[raw.group]).toContain(data?.game);
          expect(parts.themes).toContain(data?.theme);
          expect(parts.rules).toContain(data?.rule);
        }
      }),
      { seed: 17_210, numRuns: 30 },
    );
  });

  it("keeps every list free of repeats", () => {
    for (const list of [parts.themes, parts.rules, ...Object.values(parts.games)])
      expect(new Set(list).size).toBe(list.length);
  });

  it("refuses an unknown group and too many plans, naming the field", () => {
    expect(problemsOf("game-night-plan", { group: "solo" })[0]?.field).toBe("group");
    expect(problemsOf("game-night-plan", { count: 101 })[0]?.field).toBe("count");
  });
});
