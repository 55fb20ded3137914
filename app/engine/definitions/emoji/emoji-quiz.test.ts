import fc from "fast-check";
import { describe, expect, it } from "vitest";

import entries from "../../data/emojis";
import emojiQuiz from "./emoji-quiz";
import { expectRefused, generatorHarness } from "../../testing/harness";

const { run } = generatorHarness([emojiQuiz], { seed: "emoji quiz seed", now: 0 });
const byEmoji = new Map(entries.map((e) => [e[0], e]));

describe("emoji-quiz", () => {
  it("asks about widely supported emoji, the right answer among distinct options (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          ask: fc.constantFrom("name", "emoji"),
          kind: fc.constantFrom("any", "animals-nature", "food-drink", "objects"),
          choices: fc.constantFrom("0", "3", "4", "5"),
          showAnswer: fc.boolean(),
          count: fc.integer({ min: 1, max: 40 }),
          seed: fc.string({ maxLength: 6 }),
        }),
        async ({ seed, ...input }) => {
          const { values } = await run("emoji-quiz", input, seed);
          expect(values).toHaveLength(input.count);
          for (const v of values) {
            const data = v.data as {
              emoji: string;
              name: string;
              answer: string;
              options: string[];
            };
            const entry = byEmoji.get(data.emoji);
            expect(entry?.[1]).toBe(data.name);
            expect(entry?.[4]).toBeLessThanOrEqual(13.1);
            expect(entry?.[2]).not.toBe(9);
            expect(data.answer).toBe(input.ask === "name" ? data.name : data.emoji);
            expect(data.options).toHaveLength(Number(input.choices));
            expect(new Set(data.options).size).toBe(data.options.length);
            if (input.choices !== "0") expect(data.options).toContain(data.answer);
          }
          expect(new Set(values.map((v) => (v.data as { emoji: string }).emoji)).size).toBe(
            values.length,
          );
        },
      ),
      { seed: 1313, numRuns: 30 },
    );
  });

  it("refuses unknown questions and groups, naming the field", () => {
    expectRefused(emojiQuiz, { ask: "colour" }, "ask");
    expectRefused(emojiQuiz, { kind: "flags" }, "kind");
    expectRefused(emojiQuiz, { count: 201 }, "count");
  });
});
