import fc from "fast-check";
import { describe, expect, it } from "vitest";

import countries from "../data/countries";
import usStates from "../data/us-states";
import { inputFromParams, validateInput } from "../core/engine";
import type { Country } from "../data/countries";
import type { GeneratedValue } from "../core/engine";
import places, { CONTINENTS } from "./places";
import {
  expectDrawnFrom,
  expectProblem,
  expectWellFormed,
  generatorHarness,
  listCountArbitrary,
  texts,
} from "./test-support";

const FC = { seed: 20_240_603, numRuns: 50 };
const RUN_SEED = fc.string({ maxLength: 8 });

/** A continent choice of the country generators with its countries. */
const continentChoice = fc.constantFrom("any", ...CONTINENTS.map((c) => c.value)).map((value) => {
  const name = CONTINENTS.find((c) => c.value === value)?.name;
  return { value, pool: countries.filter((c) => name === undefined || c.continent === name) };
});

/** Checks that `show` writes each value of a country generator from one country of `pool`. */
async function expectCountriesShown(
  id: string,
  show: (country: Country, value: GeneratedValue) => boolean,
): Promise<void> {
  const byCode = new Map(countries.map((c) => [c.code, c]));
  await fc.assert(
    fc.asyncProperty(
      continentChoice.chain((choice) =>
        fc.record({
          choice: fc.constant(choice),
          count: listCountArbitrary(choice.pool.length),
          unique: fc.boolean(),
          seed: RUN_SEED,
        }),
      ),
      async ({ choice, count, unique, seed }) => {
        const generation = await run(id, { continent: choice.value, count, unique }, seed);
        expectDrawnFrom(generation, { count, unique }, choice.pool, (value) => {
          const country = byCode.get(String(value.data?.code));
          return country && choice.pool.includes(country) && show(country, value)
            ? country
            : undefined;
        });
      },
    ),
    FC,
  );
}

const { run, problemsOf, generator } = generatorHarness(places, {
  seed: "places test seed",
  now: 0,
});

/** Parses "48.85661, 2.35222" into numbers, checking the number of decimal places. */
function parsePoint(text: string, decimals: number): [number, number] {
  const number = decimals === 0 ? "-?\\d+" : `-?\\d+\\.\\d{${decimals}}`;
  expect(text).toMatch(new RegExp(`^${number}, ${number}$`));
  const [lat, lon] = text.split(", ").map(Number);
  return [lat ?? NaN, lon ?? NaN];
}

describe("places conventions", () => {
  it.each(places.map((g) => [g.id, g] as const))("%s is well formed and runs", async (id, g) => {
    expectWellFormed(g, "places");
    const result = await run(id, {});
    expect(result.values.length).toBeGreaterThan(0);
    expect(await run(id, { count: 5 }, "same")).toEqual(await run(id, { count: 5 }, "same"));
  });
});

describe("random-country", () => {
  it.each([
    ["europe", "Europe"],
    ["south-america", "South America"],
    ["oceania", "Oceania"],
  ])("keeps to %s", async (value, name) => {
    const result = await run("random-country", { continent: value, count: 10 });
    expect(result.values).toHaveLength(10);
    for (const { text, data } of result.values) {
      expect(data?.continent).toBe(name);
      const country = countries.find((c) => c.code === data?.code);
      expect(country?.continent).toBe(name);
      expect(text).toBe(`${country?.flag} ${country?.name}`);
      expect(data?.capital).toBe(country?.capital);
    }
  });

  it("gives every country once, with a note, when asked for more than exist", async () => {
    const result = await run("random-country", { count: 300 });
    expect(result.values).toHaveLength(countries.length);
    expect(new Set(result.values.map((v) => v.data?.code)).size).toBe(countries.length);
    expect(result.notes).toEqual([
      `Only ${countries.length} countries exist in the list, so you get all ${countries.length}.`,
    ]);
  });

  it("names the continent in the note", async () => {
    const antarctic = countries.filter((c) => c.continent === "Antarctica").length;
    const result = await run("random-country", { continent: "antarctica", count: 5 });
    expect(result.values).toHaveLength(antarctic);
    expect(result.notes?.[0]).toContain(`countries in Antarctica`);
  });

  it("shows countries of the chosen continent only, with flag and capital (property)", async () => {
    await expectCountriesShown(
      "random-country",
      (c, { text, data }) =>
        text === `${c.flag} ${c.name}` &&
        data?.name === c.name &&
        data.capital === c.capital &&
        data.continent === c.continent,
    );
  });

  it("rejects an unknown continent, naming the field", () => {
    expectProblem(
      problemsOf("random-country", { continent: "atlantis" })[0],
      "continent",
      /Continent/,
    );
  });
});

describe("random-capital", () => {
  it("writes 'Capital, Country' for distinct countries", async () => {
    const result = await run("random-capital", { count: 50 });
    for (const { text, data } of result.values) {
      const country = countries.find((c) => c.code === data?.code);
      expect(text).toBe(`${country?.capital}, ${country?.name}`);
    }
    expect(new Set(result.values.map((v) => v.data?.code)).size).toBe(50);
  });
});

describe("random-capital", () => {
  it("gives each capital with its own country, from the chosen continent (property)", async () => {
    await expectCountriesShown(
      "random-capital",
      (c, { text, data }) =>
        text === `${c.capital}, ${c.name}` &&
        data?.capital === c.capital &&
        data.country === c.name &&
        data.continent === c.continent,
    );
  });
});

describe("us-state", () => {
  it("draws states of the list with their code and capital (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        listCountArbitrary(usStates.length),
        fc.boolean(),
        RUN_SEED,
        async (count, unique, seed) => {
          const generation = await run("us-state", { count, unique }, seed);
          expectDrawnFrom(generation, { count, unique }, usStates, ({ text, data }) => {
            const state = usStates.find((s) => s.code === data?.code);
            return state &&
              text === `${state.name} (${state.code})` &&
              data?.name === state.name &&
              data.capital === state.capital
              ? state
              : undefined;
          });
        },
      ),
      FC,
    );
  });

  it("writes 'Name (CODE)' with the capital in data, and all 50 at most", async () => {
    const result = await run("us-state", { count: 60 });
    expect(result.values).toHaveLength(50);
    expect(result.notes).toEqual(["Only 50 states exist in the list, so you get all 50."]);
    for (const { text, data } of result.values) {
      const state = usStates.find((s) => s.code === data?.code);
      expect(text).toBe(`${state?.name} (${state?.code})`);
      expect(data?.capital).toBe(state?.capital);
    }
  });
});

describe("random-coordinates", () => {
  it("is uniform by area over the globe: half the points within 30° of the equator", async () => {
    const n = 100_000;
    let tropical = 0;
    let western = 0;
    for (let batch = 0; batch < 10; batch++) {
      const result = await run(
        "random-coordinates",
        { count: 10_000, decimals: 8 },
        `globe ${batch}`,
      );
      // The data holds the same numbers as the text (checked by the property below).
      for (const { data } of result.values) {
        if (Math.abs(Number(data?.latitude)) < 30) tropical++;
        if (Number(data?.longitude) < 0) western++;
      }
    }
    // On a sphere the band |lat| < 30° holds sin(30°) = 1/2 of the area; a sampler uniform in
    // latitude would put 1/3 of the points there (z ≈ −105). Two-sided binomial z-test:
    // |z| ≥ 4.8916 has probability p ≤ 1e-6 under the null hypothesis.
    const Z_CRITICAL = 4.8916;
    const z = (count: number, p: number) => (count - n * p) / Math.sqrt(n * p * (1 - p));
    expect(Math.abs(z(tropical, 0.5))).toBeLessThan(Z_CRITICAL);
    expect(Math.abs(z(western, 0.5))).toBeLessThan(Z_CRITICAL);
  });

  it("stays uniform by area inside a box", async () => {
    // Latitudes 0°–60°: the band below 30° holds sin 30° / sin 60° ≈ 0.577 of the area
    // (a sampler uniform in latitude would give 0.5, z ≈ −49). Same test and threshold.
    const n = 40_000;
    let low = 0;
    let outside = 0;
    for (let batch = 0; batch < 4; batch++) {
      const input = { count: 10_000, decimals: 8, minLat: 0, maxLat: 60, minLon: 10, maxLon: 20 };
      const result = await run("random-coordinates", input, `box ${batch}`);
      for (const { data } of result.values) {
        const lat = Number(data?.latitude);
        const lon = Number(data?.longitude);
        if (!(lat >= 0 && lat <= 60 && lon >= 10 && lon <= 20)) outside++;
        if (lat < 30) low++;
      }
    }
    expect(outside).toBe(0);
    const p = Math.sin(Math.PI / 6) / Math.sin(Math.PI / 3);
    expect(Math.abs((low - n * p) / Math.sqrt(n * p * (1 - p)))).toBeLessThan(4.8916);
  });

  it("keeps every point inside the box, at the chosen precision (property)", async () => {
    const lat = fc.double({ min: -90, max: 90, noNaN: true });
    const lon = fc.double({ min: -180, max: 180, noNaN: true });
    await fc.assert(
      fc.asyncProperty(
        lat,
        lat,
        lon,
        lon,
        fc.integer({ min: 0, max: 8 }),
        async (lat1, lat2, lon1, lon2, decimals) => {
          const [minLat, maxLat] = lat1 < lat2 ? [lat1, lat2] : [lat2, lat1];
          const [minLon, maxLon] = lon1 < lon2 ? [lon1, lon2] : [lon2, lon1];
          const raw = { minLat, maxLat, minLon, maxLon, decimals, count: 20 };
          const validation = validateInput(generator("random-coordinates"), raw);
          if (!validation.ok) {
            // Only an equal pair or a box too thin for the precision is refused.
            const [problem] = validation.problems;
            expect(["maxLat", "maxLon", "decimals"]).toContain(problem?.field);
            return;
          }
          const result = await run("random-coordinates", raw);
          expect(result.values).toHaveLength(20);
          for (const { text, data } of result.values) {
            const [latitude, longitude] = parsePoint(text, decimals);
            expect(data).toEqual({ latitude, longitude });
            expect(
              latitude >= minLat && latitude <= maxLat,
              `${text} in lat ${minLat}..${maxLat}`,
            ).toBe(true);
            expect(
              longitude >= minLon && longitude <= maxLon,
              `${text} in lon ${minLon}..${maxLon}`,
            ).toBe(true);
          }
        },
      ),
      FC,
    );
  });

  it("refuses out-of-range and reversed bounds, naming the field", () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ minLat: -91 }, "minLat", /Minimum latitude must be at least -90/],
      [{ maxLat: 90.5 }, "maxLat", /Maximum latitude must be at most 90/],
      [{ minLon: -180.01 }, "minLon", /Minimum longitude/],
      [{ maxLon: 181 }, "maxLon", /Maximum longitude/],
      [
        { minLat: 10, maxLat: 5 },
        "maxLat",
        /Maximum latitude must be greater than Minimum latitude/,
      ],
      [{ minLat: 5, maxLat: 5 }, "maxLat", /latitude/],
      [{ minLon: 20, maxLon: -20 }, "maxLon", /Maximum longitude must be greater/],
      [{ decimals: 9 }, "decimals", /Decimal places/],
      [{ minLat: 10.1, maxLat: 10.2, decimals: 0 }, "decimals", /latitude/],
      [{ minLat: "abc" }, "minLat", /Minimum latitude/],
      [{ maxLon: Number.NaN }, "maxLon", /Maximum longitude/],
      [{ minLon: Number.NEGATIVE_INFINITY }, "minLon", /Minimum longitude/],
    ];
    for (const [raw, field, message] of cases) {
      const problems = problemsOf("random-coordinates", raw);
      expect(problems[0]?.field, JSON.stringify(raw)).toBe(field);
      expect(problems[0]?.message).toMatch(message);
    }
  });

  it("falls back to defaults for bad URL parameters instead of failing", () => {
    const { input, problems } = inputFromParams(
      generator("random-coordinates"),
      new URLSearchParams("minLat=50&maxLat=10"),
    );
    expect(problems[0]?.field).toBe("maxLat");
    expect(validateInput(generator("random-coordinates"), input).ok).toBe(true);
  });
});

describe("random-continent", () => {
  it("gives the seven continents once each", async () => {
    const result = await run("random-continent", { count: 7 });
    expect(new Set(texts(result))).toEqual(
      new Set([
        "Africa",
        "Antarctica",
        "Asia",
        "Europe",
        "North America",
        "Oceania",
        "South America",
      ]),
    );
  });

  it("names only the seven continents, refusing only more distinct ones than exist (property)", async () => {
    const names: readonly string[] = CONTINENTS.map((c) => c.name);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        RUN_SEED,
        async (count, unique, seed) => {
          if (unique && count > names.length) {
            expect(problemsOf("random-continent", { count, unique }).map((p) => p.field)).toEqual([
              "count",
            ]);
            return;
          }
          const generation = await run("random-continent", { count, unique }, seed);
          expectDrawnFrom(generation, { count, unique }, names, ({ text, data }) =>
            names.includes(text) && data?.continent === text ? text : undefined,
          );
        },
      ),
      FC,
    );
  });

  it("refuses an eighth different continent but allows repeats", () => {
    const [problem] = problemsOf("random-continent", { count: 8 });
    expect(problem?.field).toBe("count");
    expect(problem?.message).toBe(
      "Can't pick 8 different continents: there are only 7. Lower How many or turn off No repeats.",
    );
    expect(problemsOf("random-continent", { count: 8, unique: false })).toEqual([]);
  });
});
