import fc from "fast-check";
import { describe, expect, it } from "vitest";

import randomRgbColor from "./random-rgb-color";
import {
  assertIntegerFieldsRefuse,
  generatorHarness,
  outOfBoundsNumber,
  runUnlessRefused,
  validInputArbitrary,
} from "../../testing/harness";

const NOW = { now: 1_700_000_000_000 };
const HEX = /^#[0-9a-f]{6}$/;

const { run } = generatorHarness([randomRgbColor], { seed: "colors seed", now: NOW.now });

describe("random-rgb-color", () => {
  it("writes rgb(r, g, b) with channels 0–255 and the matching hex", async () => {
    const { values } = await run("random-rgb-color", { count: 300 });
    for (const value of values) {
      const match = /^rgb\((\d{1,3}), (\d{1,3}), (\d{1,3})\)$/.exec(value.text);
      expect(match, value.text).not.toBeNull();
      const [r, g, b] = [match?.[1], match?.[2], match?.[3]].map(Number) as [
        number,
        number,
        number,
      ];
      for (const c of [r, g, b]) expect(c).toBeLessThanOrEqual(255);
      expect(value.data).toMatchObject({ r, g, b });
      const hex = value.data?.hex as string;
      expect(hex).toMatch(HEX);
      expect(parseInt(hex.slice(1), 16)).toBe(r * 65536 + g * 256 + b);
      expect(value.swatches).toEqual([hex]);
    }
  });
});

describe("random-rgb-color for any input", () => {
  it("gives the declared count of hex swatches for any valid input", async () => {
    await fc.assert(
      fc.asyncProperty(validInputArbitrary(randomRgbColor), async (raw) => {
        const accepted = await runUnlessRefused(randomRgbColor, raw, NOW);
        if (!accepted) return;
        const { values } = accepted.generation;
        expect(values).toHaveLength(accepted.input.count as number);
        for (const value of values) {
          expect(value.text.length).toBeGreaterThan(0);
          expect(value.swatches?.length).toBeGreaterThan(0);
          for (const hex of value.swatches ?? []) expect(hex).toMatch(HEX);
        }
      }),
      { seed: 20260101, numRuns: 60 },
    );
  });

  it("refuses any out-of-bounds number, naming the field", () => {
    const bad = (min: number, max: number) => outOfBoundsNumber(min, max, fc.constant(Number.NaN));
    assertIntegerFieldsRefuse(randomRgbColor, bad, { seed: 77, numRuns: 50 });
  });
});
