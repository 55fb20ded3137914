import fc from "fast-check";
import { describe, expect, it } from "vitest";

import shadeScale from "./shade-scale";
import { relativeLuminance } from "../../shared/colors";
import {
  CHI_SQUARE_LIMIT,
  chiSquare,
  expectRefused,
  generatorHarness,
} from "../../testing/harness";

const { run } = generatorHarness([shadeScale], { seed: "shade seed", now: 0 });

describe("shade-scale", () => {
  it("gives eleven shades from light to dark, within 10° of the chosen hue (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          hue: fc.constantFrom("any", "red", "blue", "amber", "pink"),
          saturation: fc.constantFrom("vivid", "balanced", "muted", "grey"),
          count: fc.integer({ min: 1, max: 5 }),
          seed: fc.string({ maxLength: 6 }),
        }),
        async ({ seed, ...input }) => {
          const { values } = await run("shade-scale", input, seed);
          expect(values).toHaveLength(input.count);
          const centre = { red: 0, blue: 215, amber: 40, pink: 325 }[input.hue as "red"];
          for (const v of values) {
            const { colors, shades, hue } = v.data as {
              colors: string[];
              shades: number[];
              hue: number;
            };
            expect(colors).toHaveLength(11);
            expect(shades).toEqual([50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]);
            expect(v.swatches).toEqual(colors);
            const luminance = colors.map(relativeLuminance);
            for (let i = 1; i < 11; i++)
              expect(luminance[i]).toBeLessThan(luminance[i - 1] as number);
            if (centre !== undefined) {
              const distance = Math.abs(((hue - centre + 540) % 360) - 180);
              expect(distance).toBeLessThanOrEqual(10);
            }
          }
        },
      ),
      { seed: 950, numRuns: 40 },
    );
  });

  it("draws any hue evenly around the wheel (chi-square over six sectors)", async () => {
    const { values } = await run("shade-scale", { count: 50 }, "wheel");
    const more = await Promise.all(
      Array.from({ length: 59 }, (_, i) => run("shade-scale", { count: 50 }, `wheel ${i}`)),
    );
    const counts = new Array<number>(6).fill(0);
    for (const v of [values, ...more.map((g) => g.values)].flat()) {
      counts[Math.floor((v.data as { hue: number }).hue / 60)]! += 1;
    }
    // 5 degrees of freedom, 3,000 scales: a false failure once in a million runs.
    expect(chiSquare(counts, 500)).toBeLessThan(CHI_SQUARE_LIMIT[5]);
  });

  it("refuses unknown hues and counts over 50, naming the field", () => {
    expectRefused(shadeScale, { hue: "gold" }, "hue");
    expectRefused(shadeScale, { saturation: "loud" }, "saturation");
    expectRefused(shadeScale, { count: 51 }, "count");
  });
});
