import fc from "fast-check";
import { describe, expect, it } from "vitest";

import cities from "../../data/cities";
import biggerCityQuiz from "./bigger-city-quiz";
import {
  CHI_SQUARE_LIMIT,
  chiSquare,
  expectRefused,
  generatorHarness,
} from "../../testing/harness";

const { run } = generatorHarness([biggerCityQuiz], { seed: "bigger seed", now: 0 });
const population = new Map(cities.filter((c) => c[2] >= 1_000_000).map((c) => [c[0], c[2]]));

describe("bigger-city-quiz", () => {
  it("pairs two cities of a million or more and names the bigger one (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          continent: fc.constantFrom(
            "any",
            "africa",
            "asia",
            "europe",
            "north-america",
            "oceania",
            "south-america",
          ),
          showAnswer: fc.boolean(),
          count: fc.integer({ min: 1, max: 50 }),
          unique: fc.boolean(),
          seed: fc.string({ maxLength: 6 }),
        }),
        async ({ seed, ...input }) => {
          const { values, notes } = await run("bigger-city-quiz", input, seed);
          const limited = input.continent === "oceania" && input.unique && input.count > 10;
          expect(values).toHaveLength(limited ? 10 : input.count);
          if (limited) expect(notes?.[0]).toMatch(/^Only 10 pairs/);
          const keys = new Set<string>();
          for (const v of values) {
            const d = v.data as {
              answer: string;
              first: string;
              firstPopulation: number;
              second: string;
              secondPopulation: number;
            };
            expect(d.firstPopulation).toBeGreaterThanOrEqual(1_000_000);
            expect(d.secondPopulation).toBeGreaterThanOrEqual(1_000_000);
            expect(d.firstPopulation).not.toBe(d.secondPopulation);
            expect(d.answer).toBe(d.firstPopulation > d.secondPopulation ? d.first : d.second);
            expect(v.text.includes("Answer: ")).toBe(input.showAnswer);
            keys.add([d.first, d.second].sort().join("/"));
          }
          if (input.unique) expect(keys.size).toBe(values.length);
          for (const name of [...keys].flatMap((k) => k.split("/")))
            expect(population.has(name)).toBe(true);
        },
      ),
      { seed: 1000, numRuns: 40 },
    );
  });

  it("puts the bigger city first half the time (chi-square)", async () => {
    const runs = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        run("bigger-city-quiz", { count: 50, unique: false }, `order ${i}`),
      ),
    );
    let biggerFirst = 0;
    for (const v of runs.flatMap((g) => g.values)) {
      const d = v.data as { firstPopulation: number; secondPopulation: number };
      if (d.firstPopulation > d.secondPopulation) biggerFirst += 1;
    }
    // 1 degree of freedom, 2,000 questions: a false failure once in a million runs.
    expect(chiSquare([biggerFirst, 2000 - biggerFirst], 1000)).toBeLessThan(CHI_SQUARE_LIMIT[1]);
  });

  it("refuses unknown continents and counts over 50, naming the field", () => {
    expectRefused(biggerCityQuiz, { continent: "antarctica" }, "continent");
    expectRefused(biggerCityQuiz, { count: 51 }, "count");
  });
});
