import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator from "./poisson-distribution";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "poisson-distribution";
const { run } = generatorHarness([generator], { seed: "poisson", now: 0 });

describe(ID, () => {
  it("gives whole numbers from 0 up, and only 0 for a mean of 0 (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 0, max: 700, noNaN: true }),
        fc.string(),
        async (mean, seed) => {
          const { values } = await run(ID, { mean, count: 20 }, seed);
          for (const { data } of values) {
            expect(Number.isInteger(data?.value) && Number(data?.value) >= 0).toBe(true);
            if (mean === 0) expect(data?.value).toBe(0);
          }
        },
      ),
      { seed: 41, numRuns: 40 },
    );
  });

  it("averages λ over a large run (5 standard errors: false failure below 1e-6)", async () => {
    const { values, summary } = await run(ID, { mean: 9, count: 10_000 });
    const mean = values.reduce((s, v) => s + Number(v.data?.value), 0) / values.length;
    expect(Math.abs(mean - 9)).toBeLessThan(5 * Math.sqrt(9 / 10_000));
    expect(summary).toMatch(/^Sample mean .+ \(expected 9\), variance .+ \(expected 9\)$/);
  });

  it("refuses a mean above 700, naming it", () => {
    expectRefused(generator, { mean: 701 }, "mean");
  });
});
