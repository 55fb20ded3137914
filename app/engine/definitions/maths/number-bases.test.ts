import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator from "./number-bases";
import {
  chiSquare,
  CHI_SQUARE_LIMIT,
  expectRefused,
  generatorHarness,
} from "../../testing/harness";

const ID = "number-bases";
const { run } = generatorHarness([generator], { seed: "bases", now: 0 });

describe(ID, () => {
  it("writes the same number in every base, within the bit width (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 53 }),
        fc.boolean(),
        fc.boolean(),
        fc.string(),
        async (bits, pad, prefix, seed) => {
          const { values } = await run(ID, { base: "all", bits, pad, prefix, count: 5 }, seed);
          for (const { data } of values) {
            const value = Number(data?.value);
            expect(value >= 0 && value < 2 ** bits).toBe(true);
            const strip = (s: unknown) => String(s).replace(/^0[box]/, "");
            expect(parseInt(strip(data?.binary), 2)).toBe(value);
            expect(parseInt(strip(data?.octal), 8)).toBe(value);
            expect(parseInt(strip(data?.hex), 16)).toBe(value);
            if (pad) expect(strip(data?.binary)).toHaveLength(bits);
            expect(String(data?.hex).startsWith("0x")).toBe(prefix);
          }
        },
      ),
      { seed: 48, numRuns: 40 },
    );
  });

  it("draws every 4-bit value equally often (chi-square, false failure 1e-6)", async () => {
    const { values } = await run(ID, { bits: 4, count: 8_000 });
    const counts = Array<number>(16).fill(0);
    for (const { data } of values) counts[Number(data?.value)]! += 1;
    expect(chiSquare(counts, 500)).toBeLessThan(CHI_SQUARE_LIMIT[15]);
  });

  it("refuses more than 53 bits, naming Bits", () => {
    expectRefused(generator, { bits: 54 }, "bits");
  });
});
