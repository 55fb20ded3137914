import fc from "fast-check";
import { describe, expect, it } from "vitest";

import firstNames from "../../data/first-names";
import lastNames from "../../data/last-names";
import parts from "../../data/story-character-parts";
import { generatorHarness } from "../../testing/harness";
import storyCharacter from "./story-character";

const { run, problemsOf } = generatorHarness([storyCharacter], {
  seed: "characters",
  now: 0,
});

describe("story-character", () => {
  it("builds each character from the lists, with a first name of the chosen gender (property)", async () => {
    const input = fc.record({
      gender: fc.constantFrom("any", "female", "male", "neutral"),
      count: fc.integer({ min: 1, max: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(input, fc.string({ maxLength: 5 }), async (raw, seed) => {
        const { values } = await run("story-character", raw, seed);
        expect(values).toHaveLength(raw.count);
        for (const { text, data } of values) {
          const [first = "", ...rest] = String(data?.name).split(" ");
          const firstName = firstNames.find((n) => n.name === first);
          expect(firstName, first).toBeDefined();
          if (raw.gender !== "any") expect(firstName?.gender).toBe(raw.gender);
          expect(lastNames).toContain(rest.join(" "));
          expect(parts.occupations).toContain(data?.occupation);
          expect(parts.quirks).toContain(data?.quirk);
          expect(parts.wants).toContain(data?.want);
          expect(text).toMatch(/^.+, an? .+ who .+, wants to .+\.$/);
        }
      }),
      { seed: 17_104, numRuns: 30 },
    );
  });

  it("keeps each list free of repeats", () => {
    for (const list of [parts.occupations, parts.quirks, parts.wants])
      expect(new Set(list).size).toBe(list.length);
  });

  it("refuses an unknown gender and too large a cast, naming the field", () => {
    expect(problemsOf("story-character", { gender: "robot" })[0]?.field).toBe("gender");
    expect(problemsOf("story-character", { count: 1001 })[0]?.field).toBe("count");
  });
});
