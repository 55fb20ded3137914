import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator, { writeFraction } from "./fraction-arithmetic";
import { gcd } from "../../shared/maths";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "fraction-arithmetic";
const { run } = generatorHarness([generator], { seed: "fractions", now: 0 });

describe(ID, () => {
  it("writes answers in lowest terms", () => {
    expect(writeFraction(6, 8)).toBe("3/4");
    expect(writeFraction(-2, 8)).toBe("-1/4");
    expect(writeFraction(10, 5)).toBe("2");
    expect(writeFraction(0, 12)).toBe("0");
  });

  it("gives the exact answer of each problem, reduced (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("all", "add", "subtract", "multiply", "divide"),
        fc.integer({ min: 2, max: 20 }),
        fc.boolean(),
        fc.string(),
        async (operations, maxDenominator, sameDenominator, seed) => {
          const input = { operations, maxDenominator, sameDenominator, count: 10 };
          const { values } = await run(ID, input, seed);
          for (const { data } of values) {
            const m = /^(\d+)\/(\d+) (.) (\d+)\/(\d+)$/.exec(String(data?.problem));
            expect(m).not.toBeNull();
            const [a, b, sign, c, d] = [
              Number(m![1]),
              Number(m![2]),
              m![3],
              Number(m![4]),
              Number(m![5]),
            ];
            expect(a < b && c < d && b <= maxDenominator && d <= maxDenominator).toBe(true);
            if (sameDenominator) expect(b).toBe(d);
            const exact = {
              "+": a / b + c / d,
              "−": a / b - c / d,
              "×": (a / b) * (c / d),
              "÷": a / b / (c / d),
            }[sign!];
            const [top, bottom = "1"] = String(data?.answer).split("/");
            expect(Number(top) / Number(bottom)).toBeCloseTo(exact ?? NaN, 9);
            expect(Math.abs(gcd(Number(top), Number(bottom)))).toBeLessThanOrEqual(
              1 + Number(top === "0"),
            );
          }
        },
      ),
      { seed: 74, numRuns: 40 },
    );
  });

  it("refuses a denominator above 20, naming it", () => {
    expectRefused(generator, { maxDenominator: 21 }, "maxDenominator");
  });
});
