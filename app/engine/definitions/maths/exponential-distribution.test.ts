import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator from "./exponential-distribution";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "exponential-distribution";
const { run } = generatorHarness([generator], { seed: "exponential", now: 0 });

describe(ID, () => {
  it("gives non-negative numbers with the chosen decimal places (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 0.001, max: 1e6, noNaN: true }),
        fc.integer({ min: 0, max: 10 }),
        fc.string(),
        async (mean, places, seed) => {
          const { values } = await run(ID, { mean, places, count: 10 }, seed);
          for (const { text, data } of values) {
            expect(Number(data?.value)).toBeGreaterThanOrEqual(0);
            expect(text).toMatch(places === 0 ? /^\d+$/ : new RegExp(`^\\d+\\.\\d{${places}}$`));
          }
        },
      ),
      { seed: 44, numRuns: 40 },
    );
  });

  it("averages the mean over a large run (5 standard errors: false failure below 1e-6)", async () => {
    const { values } = await run(ID, { mean: 3, places: 6, count: 10_000 });
    const mean = values.reduce((s, v) => s + Number(v.data?.value), 0) / values.length;
    expect(Math.abs(mean - 3)).toBeLessThan(5 * (3 / Math.sqrt(10_000)));
  });

  it("refuses a mean of 0, naming it", () => {
    expectRefused(generator, { mean: 0 }, "mean");
  });
});
