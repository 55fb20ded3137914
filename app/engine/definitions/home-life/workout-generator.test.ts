import fc from "fast-check";
import { describe, expect, it } from "vitest";

import exercises from "../../data/exercises";
import workoutGenerator from "./workout-generator";
import { expectProblem, generatorHarness } from "../../testing/harness";

const { run, problemsOf } = generatorHarness([workoutGenerator], {
  seed: "workout test seed",
  now: 0,
});

const RANGES = {
  beginner: { sets: 2, reps: [6, 10], seconds: [20, 30] },
  intermediate: { sets: 3, reps: [10, 15], seconds: [30, 45] },
  advanced: { sets: 4, reps: [15, 20], seconds: [45, 60] },
} as const;

describe("workout-generator", () => {
  it("has at least 12 distinct exercises for every area", () => {
    expect(new Set(exercises.map((e) => e.name)).size).toBe(exercises.length);
    for (const area of ["upper", "lower", "core", "cardio"])
      expect(exercises.filter((e) => e.area === area).length).toBeGreaterThanOrEqual(12);
  });

  it("gives distinct exercises of the focus, with the level's sets and ranges (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("full", "upper", "lower", "core", "cardio"),
        fc.constantFrom("beginner", "intermediate", "advanced"),
        fc.integer({ min: 1, max: 12 }),
        fc.string({ maxLength: 8 }),
        async (focus, level, count, seed) => {
          const generation = await run(
            "workout-generator",
            { focus, level, exercises: count },
            seed,
          );
          expect(generation.values).toHaveLength(count);
          const names = generation.values.map((v) => v.data?.exercise);
          expect(new Set(names).size).toBe(count);
          const range = RANGES[level];
          const areas = new Set<unknown>();
          for (const { data } of generation.values) {
            const exercise = exercises.find((e) => e.name === data?.exercise);
            expect(exercise).toBeDefined();
            areas.add(exercise?.area);
            if (focus !== "full") expect(exercise?.area).toBe(focus);
            expect(data?.sets).toBe(range.sets);
            const [lo, hi] = data?.unit === "reps" ? range.reps : range.seconds;
            expect(data?.amount).toBeGreaterThanOrEqual(lo);
            expect(data?.amount).toBeLessThanOrEqual(hi);
          }
          if (focus === "full") expect(areas.size).toBe(Math.min(count, 4));
        },
      ),
      { seed: 13_013, numRuns: 50 },
    );
  });

  it("refuses more than 12 exercises, naming the field", () => {
    expectProblem(problemsOf("workout-generator", { exercises: 13 })[0], "exercises", /Exercises/);
  });
});
