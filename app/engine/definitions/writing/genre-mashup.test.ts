import fc from "fast-check";
import { describe, expect, it } from "vitest";

import genres from "../../data/story-genres";
import { generatorHarness } from "../../testing/harness";
import genreMashup from "./genre-mashup";

const { run, problemsOf } = generatorHarness([genreMashup], {
  seed: "mashup",
  now: 0,
});

describe("genre-mashup", () => {
  it("blends the chosen number of different genres from the list (property)", async () => {
    const input = fc.record({
      genres: fc.constantFrom(2, 3),
      count: fc.integer({ min: 1, max: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(input, fc.string({ maxLength: 5 }), async (raw, seed) => {
        const { values } = await run("genre-mashup", raw, seed);
        expect(values).toHaveLength(raw.count);
        for (const { data } of values) {
          const picked = data?.genres as string[];
          expect(picked).toHaveLength(raw.genres);
          expect(new Set(picked).size).toBe(raw.genres);
          for (const g of picked) expect(genres).toContain(g);
        }
      }),
      { seed: 17_115, numRuns: 30 },
    );
  });

  it("holds each genre once", () => {
    expect(new Set(genres).size).toBe(genres.length);
  });

  it("refuses a blend of one or four genres, naming the field", () => {
    expect(problemsOf("genre-mashup", { genres: 1 })[0]?.field).toBe("genres");
    expect(problemsOf("genre-mashup", { genres: 4 })[0]?.field).toBe("genres");
  });
});
