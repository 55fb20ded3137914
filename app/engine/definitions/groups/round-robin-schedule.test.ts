import fc from "fast-check";
import { describe, expect, it } from "vitest";

import roundRobin from "./round-robin-schedule";
import { expectProblem, generatorHarness } from "../../testing/harness";

const { run, problemsOf } = generatorHarness([roundRobin], {
  seed: "round robin test seed",
  now: 0,
});

describe("round-robin-schedule", () => {
  it("has everyone meet everyone once (or twice, both ways), once a round, byes shared (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 14 }),
        fc.constantFrom("single", "double"),
        fc.string({ maxLength: 6 }),
        async (n, legs, seed) => {
          const players = Array.from({ length: n }, (_, i) => `P${i}`);
          const generation = await run(
            "round-robin-schedule",
            { names: players.join("\n"), legs },
            seed,
          );
          const legCount = legs === "double" ? 2 : 1;
          const rounds = legCount * (n % 2 === 0 ? n - 1 : n);
          const meetings = new Map<string, number>();
          const byes = new Map<string, number>();
          for (let round = 1; round <= rounds; round++) {
            const games = generation.values.filter((v) => v.data?.round === round);
            const seen = games.flatMap((v) =>
              v.data?.bye !== undefined
                ? [v.data.bye as string]
                : [v.data?.home as string, v.data?.away as string],
            );
            // Everyone appears exactly once each round, playing or resting.
            expect([...seen].sort()).toEqual([...players].sort());
            for (const v of games) {
              if (v.data?.bye !== undefined) {
                byes.set(v.data.bye as string, (byes.get(v.data.bye as string) ?? 0) + 1);
                continue;
              }
              const key = `${String(v.data?.home)}>${String(v.data?.away)}`;
              meetings.set(key, (meetings.get(key) ?? 0) + 1);
            }
          }
          for (const a of players) {
            for (const b of players) {
              if (a >= b) continue;
              const ab = meetings.get(`${a}>${b}`) ?? 0;
              const ba = meetings.get(`${b}>${a}`) ?? 0;
              expect(ab + ba).toBe(legCount);
              if (legCount === 2) expect([ab, ba]).toEqual([1, 1]);
            }
          }
          if (n % 2 === 1) for (const p of players) expect(byes.get(p)).toBe(legCount);
          else expect(byes.size).toBe(0);
        },
      ),
      { seed: 33, numRuns: 40 },
    );
  });

  it("schedules 100 teams home and away within 10,000 values", async () => {
    const teams = Array.from({ length: 100 }, (_, i) => `Team ${i}`).join("\n");
    const generation = await run("round-robin-schedule", { names: teams, legs: "double" });
    expect(generation.values).toHaveLength(9_900);
    expect(generation.summary).toBe("198 rounds, 9,900 games");
  });

  it("refuses a single player, naming the field", () => {
    expectProblem(
      problemsOf("round-robin-schedule", { names: "Solo" })[0],
      "names",
      /at least 2 names/,
    );
    expectProblem(problemsOf("round-robin-schedule", { legs: "triple" })[0], "legs", /Meetings/);
  });
});
