import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator from "./binomial-distribution";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "binomial-distribution";
const { run } = generatorHarness([generator], { seed: "binomial", now: 0 });

describe(ID, () => {
  it("gives whole numbers from 0 to n, all or none at p = 1 or 0 (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom(0, 0.01, 0.3, 0.5, 0.77, 1),
        fc.string(),
        async (trials, probability, seed) => {
          const { values } = await run(ID, { trials, probability, count: 20 }, seed);
          for (const { data } of values) {
            const k = Number(data?.value);
            expect(Number.isInteger(k) && k >= 0 && k <= trials).toBe(true);
            if (probability === 0) expect(k).toBe(0);
            if (probability === 1) expect(k).toBe(trials);
          }
        },
      ),
      { seed: 42, numRuns: 40 },
    );
  });

  it("averages np over a large run (5 standard errors: false failure below 1e-6)", async () => {
    const { values } = await run(ID, { trials: 40, probability: 0.75, count: 10_000 });
    const mean = values.reduce((s, v) => s + Number(v.data?.value), 0) / values.length;
    expect(Math.abs(mean - 30)).toBeLessThan(5 * Math.sqrt((40 * 0.75 * 0.25) / 10_000));
  });

  it("refuses a chance above 1 and more than 1,000 trials, naming them", () => {
    expectRefused(generator, { probability: 1.5 }, "probability");
    expectRefused(generator, { trials: 1001 }, "trials");
  });
});
