import fc from "fast-check";
import { describe, expect, it } from "vitest";

import nicknames from "../../data/nicknames";
import nickname from "./nickname";
import { expectDrawnFrom, expectProblem, generatorHarness } from "../../testing/harness";

const { run, problemsOf } = generatorHarness([nickname], {
  seed: "nicknames",
  now: 0,
});

describe("nickname", () => {
  it("lists each nickname once, under one feel", () => {
    expect(nicknames.length).toBeGreaterThanOrEqual(150);
    expect(new Set(nicknames.map((n) => n.name)).size).toBe(nicknames.length);
  });

  it("keeps to the chosen feel (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("any", "sweet", "cool", "funny", "sporty"),
        fc.boolean(),
        fc.integer({ min: 1, max: 60 }),
        fc.string({ maxLength: 6 }),
        async (feel, unique, count, seed) => {
          const pool = nicknames.filter((n) => feel === "any" || n.feel === feel);
          const result = await run("nickname", { feel, unique, count }, seed);
          expectDrawnFrom(result, { count, unique }, pool, ({ text }) =>
            pool.find((n) => n.name === text),
          );
        },
      ),
      { seed: 20_261_134, numRuns: 40 },
    );
  });

  it("refuses an unknown feel, naming the field", () => {
    expectProblem(problemsOf("nickname", { feel: "rude" })[0], "feel", /Feel/);
  });
});
