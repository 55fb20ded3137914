import fc from "fast-check";
import { describe, expect, it } from "vitest";

import parts, { type MovieMood } from "../../data/movie-night-parts";
import { generatorHarness } from "../../testing/harness";
import movieNightPlan, { MOVIE_MOODS } from "./movie-night-plan";

const { run, problemsOf } = generatorHarness([movieNightPlan], {
  seed: "movie night",
  now: 0,
});

describe("movie-night-plan", () => {
  it("picks a kind of film that suits the mood, a snack and an activity (property)", async () => {
    const input = fc.record({
      mood: fc.constantFrom("any", ...Object.keys(MOVIE_MOODS)),
      count: fc.integer({ min: 1, max: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(input, fc.string({ maxLength: 5 }), async (raw, seed) => {
        const { values } = await run("movie-night-plan", raw, seed);
        expect(values).toHaveLength(raw.count);
        for (const { data } of values) {
          const mood = data?.mood as MovieMood;
          if (raw.mood !== "any") expect(mood).toBe(raw.mood);
          expect(parts.genres[mood]).toContain(data?.genre);
          expect(parts.snacks).toContain(data?.snack);
          expect(parts.activities).toContain(data?.activity);
        }
      }),
      { seed: 17_209, numRuns: 30 },
    );
  });

  it("keeps every list free of repeats", () => {
    for (const list of [parts.snacks, parts.activities, ...Object.values(parts.genres)])
      expect(new Set(list).size).toBe(list.length);
  });

  it("refuses an unknown mood and too many plans, naming the field", () => {
    expect(problemsOf("movie-night-plan", { mood: "sad" })[0]?.field).toBe("mood");
    expect(problemsOf("movie-night-plan", { count: 101 })[0]?.field).toBe("count");
  });
});
