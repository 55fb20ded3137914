import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator from "./rounding-practice";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "rounding-practice";
const { run, runTexts } = generatorHarness([generator], {
  seed: "round",
  now: 0,
});

/** The rounding unit of each target, for a number x (significant figures depend on x). */
const unit = (target: string, x: number) =>
  ({ ten: 10, hundred: 100, thousand: 1000, whole: 1, tenth: 0.1, hundredth: 0.01 })[target] ??
  10 ** (Math.floor(Math.log10(x)) + 1 - (target === "sig2" ? 2 : 3));

describe(ID, () => {
  it("rounds to the nearest multiple of the unit, halves up (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "any",
          "ten",
          "hundred",
          "thousand",
          "whole",
          "tenth",
          "hundredth",
          "sig2",
          "sig3",
        ),
        fc.string(),
        async (target, seed) => {
          const { values } = await run(ID, { target, count: 20 }, seed);
          for (const { data } of values) {
            if (target !== "any") expect(data?.target).toBe(target);
            const [x, r] = [Number(data?.number), Number(data?.value)];
            const u = unit(String(data?.target), x);
            expect(Math.abs(r / u - Math.round(r / u))).toBeLessThan(1e-6);
            expect(Math.abs(x - r)).toBeLessThanOrEqual(u / 2 + 1e-9);
            expect(Number(String(data?.answer).replace(/,/g, ""))).toBeCloseTo(r, 9);
          }
        },
      ),
      { seed: 82, numRuns: 40 },
    );
  });

  it("hides the answers when asked", async () => {
    for (const text of await runTexts(ID, { answers: false, count: 5 }))
      expect(text).toMatch(/^Round .+: \?$/);
  });

  it("refuses an unknown target, naming it", () => {
    expectRefused(generator, { target: "pi" }, "target");
  });
});
