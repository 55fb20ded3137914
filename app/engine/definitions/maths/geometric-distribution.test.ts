import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator from "./geometric-distribution";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "geometric-distribution";
const { run } = generatorHarness([generator], { seed: "geometric", now: 0 });

describe(ID, () => {
  it("counts trials from 1 and failures from 0; a sure success takes one trial (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 0.001, max: 1, noNaN: true }),
        fc.constantFrom("trials", "failures"),
        fc.string(),
        async (probability, counting, seed) => {
          const { values } = await run(ID, { probability, counting, count: 20 }, seed);
          const least = counting === "trials" ? 1 : 0;
          for (const { data } of values) {
            const k = Number(data?.value);
            expect(Number.isInteger(k) && k >= least).toBe(true);
            if (probability === 1) expect(k).toBe(least);
          }
        },
      ),
      { seed: 43, numRuns: 40 },
    );
  });

  it("averages 1/p over a large run (5 standard errors: false failure below 1e-6)", async () => {
    const { values } = await run(ID, { probability: 0.25, count: 10_000 });
    const mean = values.reduce((s, v) => s + Number(v.data?.value), 0) / values.length;
    expect(Math.abs(mean - 4)).toBeLessThan(5 * Math.sqrt(0.75 / 0.25 ** 2 / 10_000));
  });

  it("refuses a chance of 0, naming it", () => {
    expectRefused(generator, { probability: 0 }, "probability");
  });
});
