import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator, { decimalForm } from "./scientific-notation";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "scientific-notation";
const { run } = generatorHarness([generator], { seed: "science", now: 0 });

describe(ID, () => {
  it("writes the decimal form exactly", () => {
    expect(decimalForm("314", 3)).toBe("314,000");
    expect(decimalForm("314", -2)).toBe("3.14");
    expect(decimalForm("314", -5)).toBe("0.00314");
    expect(decimalForm("300", -2)).toBe("3");
    expect(decimalForm("1234567", 0)).toBe("1,234,567");
  });

  it("keeps the mantissa in [1, 10), the exponent in bounds and the forms equal (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -30, max: 30 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 10 }),
        fc.string(),
        async (minExponent, width, digits, seed) => {
          const maxExponent = Math.min(30, minExponent + width);
          const input = { minExponent, maxExponent, digits, count: 5 };
          const { values } = await run(ID, input, seed);
          for (const { data } of values) {
            const mantissa = Number(data?.mantissa);
            const exponent = Number(data?.exponent);
            expect(mantissa >= 1 && mantissa < 10).toBe(true);
            expect(exponent >= minExponent && exponent <= maxExponent).toBe(true);
            const decimal = Number(String(data?.decimal).replace(/,/g, ""));
            expect(Math.abs(decimal / Number(data?.eNotation) - 1)).toBeLessThan(1e-12);
          }
        },
      ),
      { seed: 49, numRuns: 40 },
    );
  });

  it("refuses reversed powers, naming the largest", () => {
    expectRefused(generator, { minExponent: 5, maxExponent: 2 }, "maxExponent");
  });
});
