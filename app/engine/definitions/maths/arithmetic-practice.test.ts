import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator, { RANGES } from "./arithmetic-practice";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "arithmetic-practice";
const { run } = generatorHarness([generator], { seed: "sums", now: 0 });

describe(ID, () => {
  it("gives correct whole answers in the level's range, negative only when allowed (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "all",
          "add-subtract",
          "multiply-divide",
          "add",
          "subtract",
          "multiply",
          "divide",
        ),
        fc.constantFrom("easy", "medium", "hard"),
        fc.boolean(),
        fc.boolean(),
        fc.string(),
        async (operations, difficulty, negatives, answers, seed) => {
          const input = { operations, difficulty, negatives, answers, count: 20 };
          const { values } = await run(ID, input, seed);
          const { sum, factor } = RANGES[difficulty as keyof typeof RANGES];
          for (const { text, data } of values) {
            const a = Number(data?.a);
            const b = Number(data?.b);
            const answer = Number(data?.answer);
            if (operations !== "all" && !operations.includes("-"))
              expect(data?.operation).toBe(operations);
            switch (data?.operation) {
              case "add":
                expect(answer).toBe(a + b);
                expect(Math.max(a, b)).toBeLessThanOrEqual(sum);
                break;
              case "subtract":
                expect(answer).toBe(a - b);
                if (!negatives) expect(answer).toBeGreaterThanOrEqual(0);
                break;
              case "multiply":
                expect(answer).toBe(a * b);
                expect(Math.max(a, b)).toBeLessThanOrEqual(factor);
                break;
              default:
                expect(b).toBeGreaterThan(0);
                expect(answer * b).toBe(a);
            }
            expect(text).toBe(`${String(data?.problem)} = ${answers ? answer : "?"}`);
          }
        },
      ),
      { seed: 50, numRuns: 40 },
    );
  });

  it("refuses an unknown level, naming it", () => {
    expectRefused(generator, { difficulty: "genius" }, "difficulty");
  });
});
