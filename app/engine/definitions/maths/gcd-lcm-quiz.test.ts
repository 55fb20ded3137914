import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator from "./gcd-lcm-quiz";
import { gcd } from "../../shared/maths";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "gcd-lcm-quiz";
const { run } = generatorHarness([generator], { seed: "gcd", now: 0 });

describe(ID, () => {
  it("gives different numbers up to the limit with their true GCD and LCM (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 3 }),
        fc.integer({ min: 10, max: 10_000 }),
        fc.string(),
        async (numbers, max, seed) => {
          const { values } = await run(ID, { numbers, max, count: 10 }, seed);
          for (const { data } of values) {
            const set = data?.numbers as number[];
            const [g, l] = [Number(data?.gcd), Number(data?.lcm)];
            expect(set).toHaveLength(numbers);
            expect(new Set(set).size).toBe(numbers);
            expect(set.every((n) => n >= 1 && n <= max)).toBe(true);
            expect(set.every((n) => n % g === 0 && l % n === 0)).toBe(true);
            // g is the greatest: the quotients share nothing more; l is the least: the same for l / n.
            expect(set.map((x) => x / g).reduce(gcd)).toBe(1);
            expect(set.map((x) => l / x).reduce(gcd)).toBe(1);
          }
        },
      ),
      { seed: 75, numRuns: 30 },
    );
  });

  it("refuses a limit below 10, naming it", () => {
    expectRefused(generator, { max: 9 }, "max");
  });
});
