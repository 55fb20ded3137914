import fc from "fast-check";
import { describe, expect, it } from "vitest";

import cssGradient from "./css-gradient";
import {
  assertIntegerFieldsRefuse,
  expectRefused,
  generatorHarness,
  invalidNumber,
} from "../../testing/harness";

const { run } = generatorHarness([cssGradient], { seed: "gradient seed", now: 0 });

describe("css-gradient", () => {
  it("writes a gradient of the chosen kind with increasing stops from 0 to 100 % (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          kind: fc.constantFrom("radial", "conic", "linear"),
          stops: fc.integer({ min: 2, max: 8 }),
          count: fc.integer({ min: 1, max: 5 }),
          seed: fc.string({ maxLength: 6 }),
        }),
        async ({ seed, ...input }) => {
          const { values } = await run("css-gradient", input, seed);
          expect(values).toHaveLength(input.count);
          for (const v of values) {
            const { colors, positions } = v.data as { colors: string[]; positions: number[] };
            expect(v.text.startsWith(`${input.kind}-gradient(`)).toBe(true);
            expect(colors).toHaveLength(input.stops);
            expect(v.swatches).toEqual(colors);
            expect(positions[0]).toBe(0);
            for (let i = 1; i < positions.length; i++) {
              expect(positions[i]).toBeGreaterThan(positions[i - 1] as number);
            }
            const stops = [...v.text.matchAll(/(#[0-9a-f]{6}) (\d+)%/g)].map((m) => [
              m[1],
              Number(m[2]),
            ]);
            expect(stops.at(-1)?.[1]).toBe(100);
            expect(stops).toHaveLength(input.kind === "conic" ? input.stops + 1 : input.stops);
            if (input.kind === "conic") expect(stops.at(-1)?.[0]).toBe(colors[0]);
          }
        },
      ),
      { seed: 360, numRuns: 50 },
    );
  });

  it("refuses unknown kinds and out-of-range stops, naming the field", () => {
    expectRefused(cssGradient, { kind: "diamond" }, "kind");
    assertIntegerFieldsRefuse(cssGradient, invalidNumber, { seed: 8, numRuns: 20 });
  });
});
