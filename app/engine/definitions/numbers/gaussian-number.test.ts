import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { FieldSpec } from "../../core/field-kinds";
import gaussianNumber from "./gaussian-number";
import { generatorHarness, validInputArbitrary } from "../../testing/harness";

const { run, runTexts } = generatorHarness([gaussianNumber], {
  seed: "numbers",
  now: 1_700_000_000_000,
});
const FC = { seed: 20261121, numRuns: 60 };
const RUN_SEED = fc.string({ maxLength: 8 });

describe("gaussian-number", () => {
  it("centres normal numbers on the mean with the chosen spread", async () => {
    const values = (
      await runTexts("gaussian-number", { mean: 50, sd: 10, places: 4, count: 10_000 })
    ).map(Number);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
    // Standard error of the mean is 0.1; of the sd about 0.07: 5σ bounds.
    expect(Math.abs(mean - 50)).toBeLessThan(0.5);
    expect(Math.abs(sd - 10)).toBeLessThan(0.36);
  });

  it("writes each value at its places, within Box–Muller's reach of the mean", async () => {
    const anyDecimal = (spec: FieldSpec) =>
      spec.kind === "number"
        ? fc.oneof(
            fc.constant(spec.default),
            fc.constant(spec.min),
            fc.double({ min: spec.min, max: spec.max, noNaN: true }),
          )
        : undefined;
    // u1 ≥ 2^-53, so |z| = √(−2 ln u1)·|cos| ≤ √(106 ln 2) ≈ 8.572: no value lies further out.
    const reach = Math.sqrt(-2 * Math.log(2 ** -53));
    await fc.assert(
      fc.asyncProperty(
        validInputArbitrary(gaussianNumber, anyDecimal),
        RUN_SEED,
        async (raw, seed) => {
          const { mean, sd, places, count } = raw as Record<string, number>;
          const { values } = await run("gaussian-number", raw, seed);
          expect(values).toHaveLength(count!);
          for (const { text, data } of values) {
            const value = data?.value as number;
            expect(Number.isFinite(value)).toBe(true);
            expect(text).toBe(value.toFixed(places!));
            if (sd === 0) expect(value).toBe(mean);
            const slack = 1e-9 * (Math.abs(mean!) + sd!);
            expect(Math.abs(value - mean!)).toBeLessThanOrEqual(reach * sd! + slack);
          }
        },
      ),
      FC,
    );
  });
});
