import fc from "fast-check";
import { describe, expect, it } from "vitest";

import names from "../../data/color-names";
import namedColorScheme from "./named-color-scheme";
import { hexToHsl } from "../../shared/colors";
import { expectRefused, generatorHarness } from "../../testing/harness";

const { run } = generatorHarness([namedColorScheme], { seed: "scheme seed", now: 0 });
const SIZES = { complementary: 2, "split-complementary": 3, analogous: 3, triadic: 3, tetradic: 4 };
const byName = new Map(names.map((n) => [n[0], n]));

describe("named-color-scheme", () => {
  it("starts from a named colour of the family and names every colour (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          family: fc.constantFrom("any", "red", "blue", "neutral", "brown", "green"),
          scheme: fc.constantFrom(...(Object.keys(SIZES) as (keyof typeof SIZES)[])),
          count: fc.integer({ min: 1, max: 4 }),
          seed: fc.string({ maxLength: 6 }),
        }),
        async ({ seed, ...input }) => {
          const { values } = await run("named-color-scheme", input, seed);
          expect(values).toHaveLength(input.count);
          for (const v of values) {
            const data = v.data as { base: string; colors: string[]; names: string[] };
            expect(data.colors).toHaveLength(SIZES[input.scheme]);
            expect(v.swatches).toEqual(data.colors);
            const base = byName.get(data.base);
            expect(base?.[1]).toBe(data.colors[0]);
            if (input.family !== "any") expect(base?.[2]).toBe(input.family);
            for (const name of data.names) expect(byName.has(name)).toBe(true);
            // The added colours keep the base's lightness (within rounding to whole channels).
            const [, , l] = hexToHsl(data.colors[0] as string);
            for (const hex of data.colors)
              expect(Math.abs(hexToHsl(hex)[2] - l)).toBeLessThanOrEqual(1);
          }
        },
      ),
      { seed: 777, numRuns: 30 },
    );
  });

  it("refuses unknown schemes, families and counts over 50, naming the field", () => {
    expectRefused(namedColorScheme, { scheme: "square" }, "scheme");
    expectRefused(namedColorScheme, { family: "gold" }, "family");
    expectRefused(namedColorScheme, { count: 51 }, "count");
  });
});
