import fc from "fast-check";
import { describe, expect, it } from "vitest";

import themes from "../../data/song-themes";
import { generatorHarness } from "../../testing/harness";
import songIdea, { KEY_NOTES, SONG_MOODS, TIME_SIGNATURES } from "./song-idea";

const { run, problemsOf } = generatorHarness([songIdea], {
  seed: "songs",
  now: 0,
});

describe("song-idea", () => {
  it("keeps tempo and key within the mood's and draws the rest from the lists (property)", async () => {
    const input = fc.record({
      mood: fc.constantFrom("any", ...Object.keys(SONG_MOODS)),
      count: fc.integer({ min: 1, max: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(input, fc.string({ maxLength: 5 }), async (raw, seed) => {
        const { values } = await run("song-idea", raw, seed);
        expect(values).toHaveLength(raw.count);
        for (const { data } of values) {
          const mood = data?.mood as keyof typeof SONG_MOODS;
          if (raw.mood !== "any") expect(mood).toBe(raw.mood);
          const spec = SONG_MOODS[mood];
          const bpm = Number(data?.bpm);
          expect(Number.isInteger(bpm) && bpm >= spec.minBpm && bpm <= spec.maxBpm).toBe(true);
          const [note, mode] = String(data?.key).split(" ");
          expect(KEY_NOTES).toContain(note);
          expect(spec.modes).toContain(mode);
          expect(TIME_SIGNATURES).toContain(data?.timeSignature);
          expect(themes).toContain(data?.theme);
        }
      }),
      { seed: 17_111, numRuns: 30 },
    );
  });

  it("holds each theme once", () => {
    expect(new Set(themes).size).toBe(themes.length);
  });

  it("refuses an unknown mood, naming the field", () => {
    expect(problemsOf("song-idea", { mood: "angry" })[0]?.field).toBe("mood");
  });
});
