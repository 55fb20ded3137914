import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator, { angleType } from "./random-angle";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "random-angle";
const { run, runTexts } = generatorHarness([generator], {
  seed: "angle",
  now: 0,
});

describe(ID, () => {
  it("keeps each kind strictly inside its range, named by its type (property)", async () => {
    const inside = {
      any: (d: number) => d >= 0 && d < 360,
      acute: (d: number) => d > 0 && d < 90,
      obtuse: (d: number) => d > 90 && d < 180,
      reflex: (d: number) => d > 180 && d < 360,
      "multiple-15": (d: number) => d % 15 === 0 && d < 360,
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(inside) as (keyof typeof inside)[])),
        fc.integer({ min: 0, max: 3 }),
        fc.string(),
        async (kind, places, seed) => {
          const { values } = await run(ID, { kind, places, count: 20 }, seed);
          for (const { data } of values) {
            const degrees = Number(data?.value);
            expect(inside[kind](degrees)).toBe(true);
            expect(data?.type).toBe(angleType(degrees));
            expect(Number(data?.radians)).toBeCloseTo((degrees * Math.PI) / 180, 5);
          }
        },
      ),
      { seed: 55, numRuns: 40 },
    );
  });

  it("writes multiples of 15° as fractions of π", async () => {
    const texts = await runTexts(ID, { kind: "multiple-15", count: 200 });
    expect(texts).toContain("45° = π/4 rad (acute)");
    expect(texts).toContain("270° = 3π/2 rad (reflex)");
    expect(texts).toContain("180° = π rad (straight)");
  });

  it("refuses more than 3 decimal places, naming them", () => {
    expectRefused(generator, { places: 4 }, "places");
  });
});
