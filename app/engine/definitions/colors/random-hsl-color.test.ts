import fc from "fast-check";
import { describe, expect, it } from "vitest";

import randomHslColor from "./random-hsl-color";
import { hslToHex } from "../../shared/colors";
import {
  assertIntegerFieldsRefuse,
  generatorHarness,
  outOfBoundsNumber,
  runUnlessRefused,
  validInputArbitrary,
} from "../../testing/harness";

const NOW = { now: 1_700_000_000_000 };
const HEX = /^#[0-9a-f]{6}$/;

const { run, refusedProblems } = generatorHarness([randomHslColor], {
  seed: "colors seed",
  now: NOW.now,
});

describe("random-hsl-color", () => {
  it("keeps saturation and lightness in range and converts the swatch exactly", async () => {
    const input = { minSaturation: 20, maxSaturation: 35, minLightness: 60, maxLightness: 62 };
    const { values } = await run("random-hsl-color", { ...input, count: 500 });
    const seenS = new Set<number>();
    const seenL = new Set<number>();
    for (const value of values) {
      const match = /^hsl\((\d+), (\d+)%, (\d+)%\)$/.exec(value.text);
      expect(match, value.text).not.toBeNull();
      const [h, s, l] = [match?.[1], match?.[2], match?.[3]].map(Number) as [
        number,
        number,
        number,
      ];
      expect(h).toBeLessThanOrEqual(359);
      expect(s).toBeGreaterThanOrEqual(20);
      expect(s).toBeLessThanOrEqual(35);
      expect(l).toBeGreaterThanOrEqual(60);
      expect(l).toBeLessThanOrEqual(62);
      seenS.add(s);
      seenL.add(l);
      expect(value.swatches).toEqual([hslToHex(h, s, l)]);
      expect(value.data).toEqual({ h, s, l, hex: hslToHex(h, s, l) });
    }
    // Both ends of each range are reachable.
    expect(Math.min(...seenS)).toBe(20);
    expect(Math.max(...seenS)).toBe(35);
    expect([...seenL].sort()).toEqual([60, 61, 62]);
  });

  it("uses the documented defaults", async () => {
    const { values } = await run("random-hsl-color", { count: 100 });
    for (const value of values) {
      const { s, l } = value.data as { s: number; l: number };
      expect(s).toBeGreaterThanOrEqual(40);
      expect(s).toBeLessThanOrEqual(90);
      expect(l).toBeGreaterThanOrEqual(30);
      expect(l).toBeLessThanOrEqual(70);
    }
  });

  it("rejects a minimum above the maximum, naming the field", () => {
    expect(refusedProblems("random-hsl-color", { minSaturation: 80, maxSaturation: 50 })).toEqual([
      {
        field: "maxSaturation",
        message: "Maximum saturation must be at least Minimum saturation.",
      },
    ]);
    expect(refusedProblems("random-hsl-color", { minLightness: 71 })[0]?.field).toBe(
      "maxLightness",
    );
    expect(refusedProblems("random-hsl-color", { maxLightness: 101 })[0]?.field).toBe(
      "maxLightness",
    );
  });
});

describe("random-hsl-color for any input", () => {
  it("gives the declared count of hex swatches for any valid input", async () => {
    await fc.assert(
      fc.asyncProperty(validInputArbitrary(randomHslColor), async (raw) => {
        const accepted = await runUnlessRefused(randomHslColor, raw, NOW);
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
    assertIntegerFieldsRefuse(randomHslColor, bad, { seed: 77, numRuns: 50 });
  });
});
