import fc from "fast-check";
import { describe, expect, it } from "vitest";

import elements from "../../data/chemical-elements";
import elementQuiz from "./element-quiz";
import { expectRefused, generatorHarness } from "../../testing/harness";

const { run } = generatorHarness([elementQuiz], { seed: "element seed", now: 0 });

describe("element-quiz", () => {
  it("asks about elements in range, the right answer among distinct options (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          ask: fc.constantFrom("name-from-symbol", "symbol-from-name", "name-from-number"),
          upTo: fc.constantFrom("20", "36", "54", "118"),
          choices: fc.constantFrom("0", "3", "4", "5"),
          showAnswer: fc.boolean(),
          count: fc.integer({ min: 1, max: 120 }).filter((n) => n <= 118),
          unique: fc.boolean(),
          seed: fc.string({ maxLength: 6 }),
        }),
        async ({ seed, ...input }) => {
          const { values, notes } = await run("element-quiz", input, seed);
          const size = Number(input.upTo);
          expect(values).toHaveLength(input.unique ? Math.min(input.count, size) : input.count);
          if (input.unique && input.count > size) expect(notes?.[0]).toMatch(/^Only /);
          for (const v of values) {
            const data = v.data as {
              number: number;
              answer: string;
              options: string[];
              question: string;
            };
            const element = elements.find((e) => e.number === data.number);
            expect(element && element.number <= size).toBe(true);
            expect(data.answer).toBe(
              input.ask === "symbol-from-name" ? element?.symbol : element?.name,
            );
            expect(data.options).toHaveLength(Number(input.choices));
            expect(new Set(data.options).size).toBe(data.options.length);
            if (input.choices !== "0") expect(data.options).toContain(data.answer);
            expect(v.text.includes("Answer: ")).toBe(input.showAnswer);
          }
        },
      ),
      { seed: 118, numRuns: 40 },
    );
  });

  it("refuses unknown questions, ranges and counts over 118, naming the field", () => {
    expectRefused(elementQuiz, { ask: "mass" }, "ask");
    expectRefused(elementQuiz, { upTo: "10" }, "upTo");
    expectRefused(elementQuiz, { count: 119 }, "count");
  });
});
