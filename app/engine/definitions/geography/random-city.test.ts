import fc from "fast-check";
import { describe, expect, it } from "vitest";

import cities from "../../data/cities";
import countries from "../../data/countries";
import randomCity from "./random-city";
import { CHI_SQUARE_LIMIT, expectRefused, generatorHarness } from "../../testing/harness";

const { run } = generatorHarness([randomCity], { seed: "city seed", now: 0 });
const continentOf = new Map<string, string>(countries.map((c) => [c.code, c.continent]));
continentOf.set("HK", "Asia");
continentOf.set("MO", "Asia");
const CONTINENT_NAMES: Record<string, string> = {
  africa: "Africa",
  asia: "Asia",
  europe: "Europe",
  "north-america": "North America",
  oceania: "Oceania",
  "south-america": "South America",
};

describe("random-city", () => {
  it("has over 4,000 cities, each of a known country", () => {
    expect(cities.length).toBeGreaterThan(4000);
    for (const city of cities) expect(continentOf.has(city[1]), city[0]).toBe(true);
  });

  it("gives cities of the chosen continent and size, distinct with No repeats (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          continent: fc.constantFrom("any", ...Object.keys(CONTINENT_NAMES)),
          minPopulation: fc.constantFrom("100000", "250000", "500000", "1000000", "3000000"),
          weighting: fc.constantFrom("even", "population"),
          count: fc.integer({ min: 1, max: 60 }),
          unique: fc.boolean(),
          seed: fc.string({ maxLength: 6 }),
        }),
        async ({ seed, ...input }) => {
          const { values, notes } = await run("random-city", input, seed);
          const pool = cities.filter(
            (c) =>
              c[2] >= Number(input.minPopulation) &&
              (input.continent === "any" ||
                continentOf.get(c[1]) === CONTINENT_NAMES[input.continent]),
          );
          expect(values).toHaveLength(
            input.unique ? Math.min(input.count, pool.length) : pool.length ? input.count : 0,
          );
          for (const v of values) {
            const data = v.data as { name: string; countryCode: string; population: number };
            expect(
              pool.some(
                (c) => c[0] === data.name && c[1] === data.countryCode && c[2] === data.population,
              ),
            ).toBe(true);
          }
          if (input.unique) {
            const keys = values.map((v) => JSON.stringify(v.data));
            expect(new Set(keys).size).toBe(keys.length);
          }
          if (pool.length === 0) expect(notes?.[0]).toMatch(/^No city/);
          else if (input.unique && input.count > pool.length) expect(notes?.[0]).toMatch(/^Only /);
          else expect(notes ?? []).toEqual([]);
        },
      ),
      { seed: 4242, numRuns: 40 },
    );
  });

  it("picks in proportion to population when asked (chi-square)", async () => {
    // The 26 European cities of a million or more, weighted: expected counts are their shares.
    const pool = cities.filter((c) => c[2] >= 1_000_000 && continentOf.get(c[1]) === "Europe");
    expect(pool).toHaveLength(26);
    const total = pool.reduce((sum, c) => sum + c[2], 0);
    const input = {
      continent: "europe",
      minPopulation: "1000000",
      weighting: "population",
      count: 500,
      unique: false,
    };
    const runs = await Promise.all(
      Array.from({ length: 40 }, (_, i) => run("random-city", input, `weighted ${i}`)),
    );
    const counts = new Map<string, number>();
    for (const v of runs.flatMap((g) => g.values)) {
      const { name, countryCode } = v.data as { name: string; countryCode: string };
      counts.set(`${name}|${countryCode}`, (counts.get(`${name}|${countryCode}`) ?? 0) + 1);
    }
    let statistic = 0;
    for (const c of pool) {
      const expected = (20_000 * c[2]) / total;
      statistic += ((counts.get(`${c[0]}|${c[1]}`) ?? 0) - expected) ** 2 / expected;
    }
    // 25 degrees of freedom: a false failure once in a million runs.
    expect(statistic).toBeLessThan(CHI_SQUARE_LIMIT[25]);
  });

  it("refuses an unknown continent, size or a count over 500, naming the field", () => {
    expectRefused(randomCity, { continent: "atlantis" }, "continent");
    expectRefused(randomCity, { continent: "antarctica" }, "continent");
    expectRefused(randomCity, { minPopulation: "7" }, "minPopulation");
    expectRefused(randomCity, { minPopulation: "5000000" }, "minPopulation");
    expectRefused(randomCity, { weighting: "area" }, "weighting");
    expectRefused(randomCity, { count: 501 }, "count");
  });
});
