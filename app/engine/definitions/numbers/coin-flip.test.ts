import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { fieldSpecs } from "../../core/engine";
import coinFlip from "./coin-flip";
import { generatorHarness, texts } from "../../testing/harness";

const { run } = generatorHarness([coinFlip], { seed: "numbers", now: 1_700_000_000_000 });
const FC = { seed: 20261121, numRuns: 60 };
const RUN_SEED = fc.string({ maxLength: 8 });

describe("coin-flip", () => {
  it("flips heads or tails and counts them", async () => {
    const generation = await run("coin-flip", { count: 1_000 });
    const heads = texts(generation).filter((t) => t === "Heads").length;
    expect(texts(generation).every((t) => t === "Heads" || t === "Tails")).toBe(true);
    expect(generation.summary).toBe(
      `${heads.toLocaleString("en-US")} heads, ${(1_000 - heads).toLocaleString("en-US")} tails`,
    );
    // Binomial(1000, 0.5): |heads − 500| > 5σ ≈ 79 has probability below 1e-6.
    expect(Math.abs(heads - 500)).toBeLessThan(79);
  });

  it("gives only Heads or Tails, as many as asked, and counts them", async () => {
    const spec = fieldSpecs(coinFlip).find((s) => s.name === "count");
    if (spec?.kind !== "integer") throw new Error("coin-flip has no integer field count");
    const { min, max } = spec;
    const count = fc.oneof(fc.integer({ min, max: 40 }), fc.integer({ min, max }));
    await fc.assert(
      fc.asyncProperty(count, RUN_SEED, async (n, seed) => {
        const generation = await run("coin-flip", { count: n }, seed);
        const sides = texts(generation);
        expect(sides).toHaveLength(n);
        expect(sides.filter((side) => side !== "Heads" && side !== "Tails")).toEqual([]);
        const heads = sides.filter((side) => side === "Heads").length;
        const tails = n - heads;
        expect(generation.summary).toBe(
          n === 1
            ? undefined
            : `${heads.toLocaleString("en-US")} ${heads === 1 ? "head" : "heads"}, ${tails.toLocaleString("en-US")} ${tails === 1 ? "tail" : "tails"}`,
        );
      }),
      { ...FC, numRuns: 30 },
    );
  });
});
