import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator from "./random-fraction";
import { gcd } from "../../shared/maths";
import {
  chiSquare,
  CHI_SQUARE_LIMIT,
  expectRefused,
  generatorHarness,
} from "../../testing/harness";

const ID = "random-fraction";
const { run } = generatorHarness([generator], { seed: "fraction", now: 0 });

describe(ID, () => {
  it("gives fractions of the chosen kind and size, in lowest terms when asked (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("proper", "improper", "mixed"),
        fc.integer({ min: 2, max: 100 }),
        fc.integer({ min: 1, max: 20 }),
        fc.boolean(),
        fc.string(),
        async (kind, maxDenominator, maxWhole, simplified, seed) => {
          const input = { kind, maxDenominator, maxWhole, simplified, count: 10 };
          const { values } = await run(ID, input, seed);
          for (const { text, data } of values) {
            const n = Number(data?.numerator);
            const d = Number(data?.denominator);
            expect(d >= 2 && d <= maxDenominator).toBe(true);
            if (kind === "proper") expect(n >= 1 && n < d).toBe(true);
            else expect(n > d && n < (maxWhole + 1) * d && n % d !== 0).toBe(true);
            if (simplified) expect(gcd(n, d)).toBe(1);
            const whole = Math.floor(n / d);
            expect(text).toBe(kind === "mixed" ? `${whole} ${n - whole * d}/${d}` : `${n}/${d}`);
          }
        },
      ),
      { seed: 47, numRuns: 40 },
    );
  });

  it("makes every proper fraction in lowest terms with denominator up to 6 equally likely (chi-square, false failure 1e-6)", async () => {
    // 1/2, 1/3, 2/3, 1/4, 3/4, 1/5 … 4/5, 1/6, 5/6: 11 fractions, 10 degrees of freedom; the
    // limit for 15 degrees is looser than needed, so the false-failure rate stays below 1e-6.
    const { values } = await run(ID, { kind: "proper", maxDenominator: 6, count: 10_000 });
    const tally = new Map<string, number>();
    for (const { text } of values) tally.set(text, (tally.get(text) ?? 0) + 1);
    expect(tally.size).toBe(11);
    expect(chiSquare([...tally.values()], values.length / 11)).toBeLessThan(CHI_SQUARE_LIMIT[15]);
  });

  it("refuses a denominator below 2, naming it", () => {
    expectRefused(generator, { maxDenominator: 1 }, "maxDenominator");
  });
});
