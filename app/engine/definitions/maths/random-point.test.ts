import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator from "./random-point";
import {
  chiSquare,
  CHI_SQUARE_LIMIT,
  expectRefused,
  generatorHarness,
} from "../../testing/harness";

const ID = "random-point";
const { run } = generatorHarness([generator], { seed: "point", now: 0 });

describe(ID, () => {
  it("keeps points inside, or on, the shape in every dimension (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("cube", "ball", "sphere"),
        fc.integer({ min: 1, max: 10 }),
        fc.double({ min: 0.001, max: 1e6, noNaN: true }),
        fc.string(),
        async (shape, dimensions, size, seed) => {
          const input = { shape, dimensions, size, places: 10, count: 10 };
          const { values } = await run(ID, input, seed);
          const slack = size * 1e-9 + 1e-9;
          for (const { data } of values) {
            const point = data?.coordinates as number[];
            expect(point).toHaveLength(dimensions);
            const length = Math.hypot(...point);
            if (shape === "cube")
              expect(Math.max(...point.map(Math.abs))).toBeLessThanOrEqual(size + slack);
            if (shape === "ball") expect(length).toBeLessThanOrEqual(size + slack);
            if (shape === "sphere") expect(Math.abs(length - size)).toBeLessThanOrEqual(slack * 10);
          }
        },
      ),
      { seed: 56, numRuns: 40 },
    );
  });

  it("fills a disc evenly: equal-area rings get equal shares (chi-square, false failure 1e-6)", async () => {
    // Rings between radii sqrt(k/5) hold equal areas of the unit disc; a point crowded at the
    // centre (a uniform radius) would overfill the inner ones.
    const { values } = await run(ID, { shape: "ball", dimensions: 2, places: 10, count: 10_000 });
    const rings = Array<number>(5).fill(0);
    for (const { data } of values)
      rings[Math.min(4, Math.floor(Number(data?.distance) ** 2 * 5))]! += 1;
    expect(chiSquare(rings, 2_000)).toBeLessThan(CHI_SQUARE_LIMIT[4]);
  });

  it("spreads directions on a circle evenly across the four quadrants (chi-square, false failure 1e-6)", async () => {
    const { values } = await run(ID, { shape: "sphere", dimensions: 2, places: 10, count: 8_000 });
    const quadrants = Array<number>(4).fill(0);
    for (const { data } of values) {
      const x = Number(data?.x);
      const y = Number(data?.y);
      quadrants[(x >= 0 ? 0 : 1) + (y >= 0 ? 0 : 2)]! += 1;
    }
    expect(chiSquare(quadrants, 2_000)).toBeLessThan(CHI_SQUARE_LIMIT[4]);
  });

  it("refuses 11 dimensions, naming them", () => {
    expectRefused(generator, { dimensions: 11 }, "dimensions");
  });
});
