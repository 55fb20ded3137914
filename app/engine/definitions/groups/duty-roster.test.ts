import fc from "fast-check";
import { describe, expect, it } from "vitest";

import dutyRoster from "./duty-roster";
import { expectProblem, generatorHarness } from "../../testing/harness";

const { run, problemsOf } = generatorHarness([dutyRoster], {
  seed: "roster test seed",
  now: 0,
});

describe("duty-roster", () => {
  it("shares turns within one of each other, distinct people each day (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 40 }),
        fc.boolean(),
        fc.string({ maxLength: 6 }),
        async (n, perDay, days, skipWeekends, seed) => {
          fc.pre(perDay <= n);
          const names = Array.from({ length: n }, (_, i) => `N${i}`);
          const generation = await run(
            "duty-roster",
            { names: names.join("\n"), perDay, days, skipWeekends },
            seed,
          );
          expect(generation.values).toHaveLength(days);
          const turns = new Map(names.map((name) => [name, 0]));
          for (const { data } of generation.values) {
            const people = data?.people as string[];
            expect(new Set(people).size).toBe(perDay);
            for (const p of people) turns.set(p, (turns.get(p) ?? 0) + 1);
            if (skipWeekends) expect(["Saturday", "Sunday"]).not.toContain(data?.weekday);
          }
          const counts = [...turns.values()];
          expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        },
      ),
      { seed: 47, numRuns: 50 },
    );
  });

  it("refuses more people per day than names, naming the field", () => {
    expectProblem(
      problemsOf("duty-roster", { names: "Ana\nBen", perDay: 3 })[0],
      "perDay",
      /^Can't put 3 people on duty each day with only 2 names/,
    );
  });
});
