import fc from "fast-check";
import { describe, expect, it } from "vitest";

import words from "../../data/haiku-seasons";
import { generatorHarness } from "../../testing/harness";
import haikuSeedWords from "./haiku-seed-words";

const { run, problemsOf } = generatorHarness([haikuSeedWords], {
  seed: "haiku",
  now: 0,
});

describe("haiku-seed-words", () => {
  it("gives k different images of one season, the chosen one (property)", async () => {
    const input = fc.record({
      season: fc.constantFrom("any", "spring", "summer", "autumn", "winter"),
      words: fc.integer({ min: 1, max: 5 }),
      count: fc.integer({ min: 1, max: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(input, fc.string({ maxLength: 5 }), async (raw, seed) => {
        const { values } = await run("haiku-seed-words", raw, seed);
        expect(values).toHaveLength(raw.count);
        for (const { data } of values) {
          if (raw.season !== "any") expect(data?.season).toBe(raw.season);
          const picked = data?.words as string[];
          expect(picked).toHaveLength(raw.words);
          expect(new Set(picked).size).toBe(raw.words);
          for (const w of picked)
            expect(words.some((e) => e.word === w && e.season === data?.season)).toBe(true);
        }
      }),
      { seed: 17_116, numRuns: 30 },
    );
  });

  it("lists each image once", () => {
    expect(new Set(words.map((w) => w.word)).size).toBe(words.length);
  });

  it("refuses an unknown season and too many words, naming the field", () => {
    expect(problemsOf("haiku-seed-words", { season: "monsoon" })[0]?.field).toBe("season");
    expect(problemsOf("haiku-seed-words", { words: 6 })[0]?.field).toBe("words");
  });
});
