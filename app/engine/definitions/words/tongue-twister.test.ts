import fc from "fast-check";
import { describe, expect, it } from "vitest";

import sounds from "../../data/tongue-twister-words";
import { generatorHarness } from "../../testing/harness";
import tongueTwister, { TWISTER_SOUNDS } from "./tongue-twister";

const { run, problemsOf } = generatorHarness([tongueTwister], {
  seed: "twisters",
  now: 0,
});
const SMALL = new Set([
  "the",
  "by",
  "in",
  "on",
  "at",
  "down",
  "behind",
  "beside",
  "if",
  "where",
  "are",
]);

describe("tongue-twister", () => {
  it("offers exactly the sounds of the word lists, each with enough words", () => {
    expect(sounds.map((s) => s.sound)).toEqual([...TWISTER_SOUNDS]);
    for (const s of sounds) {
      for (const list of [s.names, s.adjectives, s.actors, s.verbs, s.things, s.places]) {
        expect(list.length, s.sound).toBeGreaterThanOrEqual(3);
      }
      expect(s.adjectives.length).toBeGreaterThanOrEqual(5);
    }
  });

  it("starts every word but the small ones with the chosen sound (property)", async () => {
    const input = fc.record({
      sound: fc.constantFrom(...TWISTER_SOUNDS),
      length: fc.constantFrom("short", "medium", "long"),
      count: fc.integer({ min: 1, max: 10 }),
    });
    await fc.assert(
      fc.asyncProperty(input, fc.string({ maxLength: 5 }), async (raw, seed) => {
        const { values } = await run("tongue-twister", raw, seed);
        expect(values).toHaveLength(raw.count);
        for (const { text, data } of values) {
          expect(data?.sound).toBe(raw.sound);
          for (const word of text.toLowerCase().replace(/[.,?]/g, "").split(" ")) {
            if (SMALL.has(word)) continue;
            expect(word.startsWith(raw.sound), `${word} in ${text}`).toBe(true);
            // "s" is not "sh", and "c" and "t" keep their hard sound.
            if (raw.sound === "s" || raw.sound === "c" || raw.sound === "t")
              expect(word).not.toMatch(/^(sh|ch|ce|ci|th)/);
          }
          const expected = { short: 4, medium: 7 }[raw.length as "short"];
          if (expected) expect(text.split(" ")).toHaveLength(expected);
        }
      }),
      { seed: 17_015, numRuns: 40 },
    );
  });

  it("refuses an unknown sound or length, naming the field", () => {
    expect(problemsOf("tongue-twister", { sound: "x" })[0]?.field).toBe("sound");
    expect(problemsOf("tongue-twister", { length: "epic" })[0]?.field).toBe("length");
  });
});
