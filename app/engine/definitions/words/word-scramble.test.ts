import fc from "fast-check";
import { describe, expect, it } from "vitest";

import nouns from "../../data/wordnet-nouns";
import { generatorHarness } from "../../testing/harness";
import { seededRandom } from "../../core/random";
import wordScramble, { SCRAMBLE_LEVELS, scramble } from "./word-scramble";

const { run, problemsOf } = generatorHarness([wordScramble], {
  seed: "scramble",
  now: 0,
});
const sorted = (w: string) => [...w].sort().join("");

describe("word-scramble", () => {
  it("mixes the letters of a noun of the chosen length into another order (property)", async () => {
    const words = new Set(nouns.map((n) => n.word));
    const input = fc.record({
      difficulty: fc.constantFrom("easy", "medium", "hard"),
      count: fc.integer({ min: 1, max: 40 }),
      unique: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(input, fc.string({ maxLength: 5 }), async (raw, seed) => {
        const { values } = await run("word-scramble", raw, seed);
        expect(values).toHaveLength(raw.count);
        const level = SCRAMBLE_LEVELS[raw.difficulty as "easy"];
        const answers = values.map((v) => String(v.data?.answer));
        if (raw.unique) expect(new Set(answers).size).toBe(answers.length);
        for (const { data } of values) {
          const answer = String(data?.answer);
          const scrambled = String(data?.scrambled);
          expect(words.has(answer)).toBe(true);
          expect(answer.length).toBeGreaterThanOrEqual(level.min);
          expect(answer.length).toBeLessThanOrEqual(level.max);
          expect(sorted(scrambled)).toBe(sorted(answer));
          expect(scrambled).not.toBe(answer);
        }
      }),
      { seed: 17_022, numRuns: 30 },
    );
  });

  it("leaves a word of one repeated letter as it is instead of looping", () => {
    expect(scramble(seededRandom("x"), "aaa")).toBe("aaa");
  });

  it("refuses an unknown difficulty and too many words, naming the field", () => {
    expect(problemsOf("word-scramble", { difficulty: "extreme" })[0]?.field).toBe("difficulty");
    expect(problemsOf("word-scramble", { count: 501 })[0]?.field).toBe("count");
  });
});
