import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { validateInput } from "../../core/engine";
import { inputFromParams } from "../../core/read-run";
import randomCoordinates from "./random-coordinates";
import { generatorHarness } from "../../testing/harness";

const FC = { seed: 20_240_603, numRuns: 50 };

const { run, problemsOf, generator } = generatorHarness([randomCoordinates], {
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

describe("random-coordinates near the poles", () => {
  // A box reaching R = 0.000004° from a pole: 400 steps of 8 decimal places. Version 1 drew
  // sin(latitude), which near ±1 is a multiple of 2^-53: here it gave 23 different latitudes,
  // and 2.3 % of its points within 0.0000004° of the pole instead of 1.0 % (z ≈ 39 below).
  const R = 0.000004;
  const STEPS_PER_DEGREE = 1e8;
  /** The share of the sphere within `degrees` of a pole, up to a constant: sin²(d/2). */
  const cap = (degrees: number) => Math.sin((degrees * Math.PI) / 360) ** 2;

  /** How far each of 100,000 points lies from the pole, in steps of 0.00000001°. */
  async function stepsFromPole(pole: 1 | -1): Promise<number[]> {
    const box = pole === 1 ? { minLat: 90 - R, maxLat: 90 } : { minLat: -90, maxLat: R - 90 };
    const steps: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const input = { ...box, decimals: 8, count: 10_000 };
      const result = await run("random-coordinates", input, `pole ${pole} ${batch}`);
      for (const { data } of result.values) {
        steps.push(Math.round((90 - pole * Number(data?.latitude)) * STEPS_PER_DEGREE));
      }
    }
    return steps;
  }

  it.each([
    ["north", 1],
    ["south", -1],
  ] as const)(
    "gives a cap around the %s pole the share of points its area holds",
    async (_, pole) => {
      const steps = await stepsFromPole(pole);
      const n = steps.length;
      for (const within of [40, 100]) {
        // A point shown within k steps was drawn within k + ½ steps (it is rounded to the grid).
        const p = cap((within + 0.5) / STEPS_PER_DEGREE) / cap(R);
        const inside = steps.filter((s) => s <= within).length;
        // Two-sided binomial z-test: |z| ≥ 4.8916 has probability p ≤ 1e-6 per check when the
        // share is right, so the four checks fail falsely with probability at most 4e-6.
        const z = (inside - n * p) / Math.sqrt(n * p * (1 - p));
        expect(Math.abs(z), `${inside} of ${n} within ${within} steps`).toBeLessThan(4.8916);
      }
    },
  );

  it("reaches nearly every 8-decimal latitude next to the pole", async () => {
    // 401 latitudes lie in the box; the rarest ones, next to the pole, may be missed.
    expect(new Set(await stepsFromPole(1)).size).toBeGreaterThan(390);
  });

  it("draws from a band thinner than a colatitude can resolve", async () => {
    for (const [minLat, maxLat] of [
      [0, 5e-324],
      [-5e-324, 0],
      [-5e-324, 5e-324],
    ]) {
      const result = await run("random-coordinates", { minLat, maxLat, decimals: 0, count: 3 });
      for (const { data } of result.values) expect(data?.latitude).toBe(0);
    }
  });
});
