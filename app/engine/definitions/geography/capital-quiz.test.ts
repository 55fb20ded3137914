import fc from "fast-check";
import { describe, expect, it } from "vitest";

import countries from "../../data/countries";
import capitalQuiz from "./capital-quiz";
import { expectRefused, generatorHarness } from "../../testing/harness";

const { run } = generatorHarness([capitalQuiz], { seed: "capital seed", now: 0 });
const CONTINENT: Record<string, string> = {
  africa: "Africa",
  antarctica: "Antarctica",
  asia: "Asia",
  europe: "Europe",
  "north-america": "North America",
  oceania: "Oceania",
  "south-america": "South America",
};

describe("capital-quiz", () => {
  it("words each question with lettered choices and the answer", async () => {
    const a = await run("capital-quiz", {}, "same");
    expect(a.values[0]?.text).toMatch(/^What is the capital of .+\? — A\) .+ — Answer: [A-D]\) /);
  });

  it("asks about countries of the continent, with the right answer among distinct options (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          continent: fc.constantFrom("any", ...Object.keys(CONTINENT)),
          choices: fc.constantFrom("0", "3", "4", "5"),
          showAnswer: fc.boolean(),
          count: fc.integer({ min: 1, max: 60 }),
          unique: fc.boolean(),
          seed: fc.string({ maxLength: 6 }),
        }),
        async ({ seed, ...input }) => {
          const { values } = await run("capital-quiz", input, seed);
          const pool = countries.filter(
            (c) => input.continent === "any" || c.continent === CONTINENT[input.continent],
          );
          const capitals = new Set(pool.map((c) => c.capital));
          expect(values).toHaveLength(
            input.unique ? Math.min(input.count, pool.length) : input.count,
          );
          for (const v of values) {
            const data = v.data as { code: string; answer: string; options: string[] };
            const country = pool.find((c) => c.code === data.code);
            expect(country).toBeDefined();
            expect(data.answer).toBe(country?.capital);
            const wanted =
              Number(input.choices) === 0 ? 0 : Math.min(Number(input.choices), capitals.size);
            expect(data.options).toHaveLength(wanted);
            expect(new Set(data.options).size).toBe(data.options.length);
            if (wanted > 0) expect(data.options).toContain(data.answer);
            for (const o of data.options) expect(capitals.has(o)).toBe(true);
            expect(v.text.includes("Answer: ")).toBe(input.showAnswer);
          }
          if (input.unique) {
            expect(new Set(values.map((v) => (v.data as { code: string }).code)).size).toBe(
              values.length,
            );
          }
        },
      ),
      { seed: 1717, numRuns: 40 },
    );
  });

  it("refuses unknown choices and counts, naming the field", () => {
    expectRefused(capitalQuiz, { continent: "atlantis" }, "continent");
    expectRefused(capitalQuiz, { choices: "2" }, "choices");
    expectRefused(capitalQuiz, { count: 201 }, "count");
  });
});
