import fc from "fast-check";
import { describe, expect, it } from "vitest";

import campaignWeather, {
  CONDITIONS,
  PERSISTENCE,
  WEATHER,
  type Climate,
  type Season,
} from "./campaign-weather";
import { expectRefused, generatorHarness } from "../../testing/harness";
import { chiSquareAgainst, chiSquareLimit, Z_1E6 } from "../../testing/moments";

const ID = "campaign-weather";
const { run } = generatorHarness([campaignWeather], { seed: "weather", now: 0 });
const CLIMATES = Object.keys(WEATHER) as Climate[];
const SEASONS = ["spring", "summer", "autumn", "winter"] as Season[];
const labelOf = (kind: string) => CONDITIONS[kind as keyof typeof CONDITIONS].label;

describe("campaign-weather", () => {
  it("has weights for every climate and season, naming known weather", () => {
    for (const climate of CLIMATES) {
      for (const season of SEASONS) {
        const { high, weights } = WEATHER[climate][season];
        expect(high[0]).toBeLessThan(high[1]);
        expect(Object.keys(weights).length).toBeGreaterThanOrEqual(4);
        for (const [kind, weight] of Object.entries(weights)) {
          expect(CONDITIONS).toHaveProperty(kind);
          expect(weight).toBeGreaterThan(0);
        }
      }
    }
  });

  it("numbers the days and keeps each within its climate and season (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CLIMATES),
        fc.constantFrom(...SEASONS),
        fc.constantFrom("slowly", "sometimes", "daily"),
        fc.integer({ min: 1, max: 40 }),
        fc.string({ maxLength: 6 }),
        async (climate, season, changes, days, seed) => {
          const { values } = await run(ID, { climate, season, changes, days }, seed);
          expect(values).toHaveLength(days);
          const { high, weights } = WEATHER[climate][season];
          const allowed = Object.keys(weights);
          values.forEach(({ text, data }, i) => {
            expect(data?.day).toBe(i + 1);
            const kind = allowed.find((k) => labelOf(k) === data?.condition);
            expect(kind, String(data?.condition)).toBeDefined();
            const { winds, shift } = CONDITIONS[kind as keyof typeof CONDITIONS];
            const celsius = data?.celsius as number;
            expect(celsius).toBeGreaterThanOrEqual(high[0] + shift);
            expect(celsius).toBeLessThanOrEqual(high[1] + shift);
            expect(data?.fahrenheit).toBe(Math.round((celsius * 9) / 5 + 32));
            expect(winds).toContain(data?.wind);
            expect(
              text.startsWith(`Day ${i + 1}: ${String(data?.condition)}, high of ${celsius} °C`),
            ).toBe(true);
          });
        },
      ),
      { seed: 51, numRuns: 40 },
    );
  });

  it("draws independent days in proportion to the weights", async () => {
    const { weights } = WEATHER.temperate.autumn;
    const kinds = Object.keys(weights);
    const total = Object.values(weights).reduce((a, b) => a + b, 0);
    const counts = new Map<string, number>();
    let n = 0;
    for (const seed of ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]) {
      const { values } = await run(
        ID,
        { climate: "temperate", season: "autumn", changes: "daily", days: 365 },
        seed,
      );
      for (const v of values)
        counts.set(String(v.data?.condition), (counts.get(String(v.data?.condition)) ?? 0) + 1);
      n += values.length;
    }
    const observed = kinds.map((k) => counts.get(labelOf(k)) ?? 0);
    const expected = kinds.map((k) => ((weights[k as keyof typeof weights] as number) / total) * n);
    // Chi-square with 6 degrees of freedom, false-failure rate 1e-6.
    expect(chiSquareAgainst(observed, expected)).toBeLessThan(chiSquareLimit(kinds.length - 1));
  });

  it("keeps the day before's weather as often as the choice says", async () => {
    const { weights } = WEATHER.coastal.winter;
    const total = Object.values(weights).reduce((a, b) => a + b, 0);
    const sameByChance = Object.values(weights).reduce((s, w) => s + (w / total) ** 2, 0);
    for (const changes of ["slowly", "sometimes"] as const) {
      let same = 0;
      let pairs = 0;
      for (const seed of ["one", "two", "three", "four", "five", "six"]) {
        const { values } = await run(
          ID,
          { climate: "coastal", season: "winter", changes, days: 365 },
          seed,
        );
        for (let i = 1; i < values.length; i++) {
          pairs++;
          if (values[i]?.data?.condition === values[i - 1]?.data?.condition) same++;
        }
      }
      const keep = PERSISTENCE[changes];
      const p = keep + (1 - keep) * sameByChance;
      // Days are a Markov chain, so their variance is larger than a binomial's; a z of twice
      // the binomial one is still far beyond chance at 1e-6 for this chain's short memory.
      const error = 2 * Math.sqrt((p * (1 - p)) / pairs);
      expect(Math.abs(same / pairs - p)).toBeLessThan(Z_1E6 * error);
    }
  });

  it("refuses an unknown climate or too many days, naming the field", () => {
    expectRefused(campaignWeather, { climate: "lunar" }, "climate");
    expectRefused(campaignWeather, { days: 366 }, "days");
  });
});
