import fc from "fast-check";
import { describe, expect, it } from "vitest";

import titleWords from "../../data/story-title-words";
import { generatorHarness } from "../../testing/harness";
import storyTitle from "./story-title";

const { run, problemsOf } = generatorHarness([storyTitle], {
  seed: "titles",
  now: 0,
});

const SMALL = new Set(["The", "of", "the", "and", "Beyond", "Secret"]);

describe("story-title", () => {
  it("fills titles only with words of the chosen mood, without repeats (property)", async () => {
    const input = fc.record({
      mood: fc.constantFrom("any", "adventure", "mystery", "whimsical"),
      count: fc.integer({ min: 1, max: 40 }),
    });
    await fc.assert(
      fc.asyncProperty(input, fc.string({ maxLength: 5 }), async (raw, seed) => {
        const { values } = await run("story-title", { ...raw, unique: true }, seed);
        expect(values).toHaveLength(raw.count);
        expect(new Set(values.map((v) => v.text)).size).toBe(raw.count);
        for (const { text, data } of values) {
          const mood = data?.mood as keyof typeof titleWords;
          if (raw.mood !== "any") expect(mood).toBe(raw.mood);
          const w = titleWords[mood];
          const known = new Set([...w.adjectives, ...w.nouns, ...w.plurals]);
          for (const word of text.split(" "))
            if (!SMALL.has(word)) expect(known.has(word), `${word} in ${text}`).toBe(true);
        }
      }),
      { seed: 17_118, numRuns: 30 },
    );
  });

  it("refuses an unknown mood and too many titles, naming the field", () => {
    expect(problemsOf("story-title", { mood: "tragic" })[0]?.field).toBe("mood");
    expect(problemsOf("story-title", { count: 501 })[0]?.field).toBe("count");
  });
});
