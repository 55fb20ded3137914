import fc from "fast-check";
import { describe, expect, it } from "vitest";

import rotationSchedule from "./rotation-schedule";
import { expectProblem, generatorHarness } from "../../testing/harness";

const { run, problemsOf } = generatorHarness([rotationSchedule], {
  seed: "rotation test seed",
  now: 0,
});

describe("rotation-schedule", () => {
  it("gives each person each task once over as many periods as people (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        fc.string({ maxLength: 6 }),
        async (n, t, seed) => {
          fc.pre(t <= n);
          const names = Array.from({ length: n }, (_, i) => `N${i}`);
          const tasks = Array.from({ length: t }, (_, i) => `T${i}`);
          const generation = await run(
            "rotation-schedule",
            { names: names.join("\n"), tasks: tasks.join("\n"), periods: n },
            seed,
          );
          const done = new Set<string>();
          for (const { data } of generation.values) {
            const people = data?.people as string[];
            expect(new Set(people).size).toBe(t);
            people.forEach((p, i) => done.add(`${p}:${tasks[i] ?? ""}`));
          }
          expect(done.size).toBe(n * t);
        },
      ),
      { seed: 59, numRuns: 50 },
    );
  });

  it("refuses a single person, naming the field", () => {
    expectProblem(
      problemsOf("rotation-schedule", { names: "Ana" })[0],
      "names",
      "Enter at least 2 names to rotate tasks between.",
    );
  });
});
