import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator, { describeTriangle } from "./random-triangle";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "random-triangle";
const { run } = generatorHarness([generator], { seed: "triangle", now: 0 });

describe(ID, () => {
  it("measures a 3-4-5 triangle", () => {
    const { angles, area } = describeTriangle(3, 4, 5);
    expect(area).toBeCloseTo(6, 9);
    expect(angles[2]).toBeCloseTo(90, 9);
  });

  it("gives proper triangles of the chosen kind within the limit (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("any", "equilateral", "isosceles", "scalene", "right"),
        fc.integer({ min: 5, max: 1000 }),
        fc.string(),
        async (kind, maxSide, seed) => {
          const { values } = await run(ID, { kind, maxSide, count: 10 }, seed);
          for (const { data } of values) {
            const [a, b, c] = data?.sides as [number, number, number];
            expect(a <= b && b <= c && c <= maxSide && a >= 1).toBe(true);
            expect(a + b).toBeGreaterThan(c);
            const angles = data?.angles as number[];
            expect(angles.reduce((s, x) => s + x, 0)).toBeCloseTo(180, 1);
            if (kind === "right") expect(a * a + b * b).toBe(c * c);
            if (kind === "equilateral" || kind === "isosceles" || kind === "scalene")
              expect(data?.shape).toBe(kind);
          }
        },
      ),
      { seed: 73, numRuns: 40 },
    );
  });

  it("refuses a limit below 5 (no right triangle fits), naming it", () => {
    expectRefused(generator, { maxSide: 4 }, "maxSide");
  });
});
