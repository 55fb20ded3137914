import fc from "fast-check";
import { describe, expect, it } from "vitest";

import colorPalette from "./color-palette";
import {
  assertIntegerFieldsRefuse,
  generatorHarness,
  outOfBoundsNumber,
  runUnlessRefused,
  validInputArbitrary,
} from "../../testing/harness";

const NOW = { now: 1_700_000_000_000 };
const HEX = /^#[0-9a-f]{6}$/;

const { run } = generatorHarness([colorPalette], { seed: "colors seed", now: NOW.now });

/** Hue (degrees) of a hex colour, from its 8-bit channels. */
function hueOf(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h *= 60;
  return h < 0 ? h + 360 : h;
}

/** Distance between two hues on the colour wheel, 0..180. */
function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
}

describe("color-palette", () => {
  const schemes = ["analogous", "complementary", "triadic", "monochrome", "random"] as const;

  it("gives the asked number of palettes and colours, text = swatches joined by spaces", async () => {
    for (const scheme of schemes) {
      for (const size of [2, 3, 5, 10]) {
        const { values } = await run("color-palette", { scheme, size, count: 4 });
        expect(values).toHaveLength(4);
        for (const value of values) {
          expect(value.swatches).toHaveLength(size);
          for (const hex of value.swatches ?? []) expect(hex).toMatch(HEX);
          expect(value.text).toBe(value.swatches?.join(" "));
          expect(value.data?.colors).toEqual(value.swatches);
          expect(value.data?.scheme).toBe(scheme);
          if (scheme !== "random") {
            expect(new Set(value.swatches).size, `${scheme} ${value.text}`).toBe(size);
          }
        }
      }
    }
  });

  it("places hues at the scheme's offsets from the base hue", async () => {
    const expectations = {
      complementary: [0, 180],
      triadic: [0, 120, 240],
      analogous: [-30, 0, 30],
      monochrome: [0, 0, 0],
    } as const;
    for (const [scheme, offsets] of Object.entries(expectations)) {
      const { values } = await run("color-palette", { scheme, size: offsets.length, count: 30 });
      for (const value of values) {
        const base = value.data?.baseHue as number;
        offsets.forEach((offset, i) => {
          // 8-bit channels blur the hue by at most a couple of degrees at these saturations.
          expect(hueDistance(hueOf(value.swatches?.[i] ?? ""), base + offset)).toBeLessThan(3);
        });
      }
    }
  });
});

describe("color-palette for any input", () => {
  it("gives the declared count of hex swatches for any valid input", async () => {
    await fc.assert(
      fc.asyncProperty(validInputArbitrary(colorPalette), async (raw) => {
        const accepted = await runUnlessRefused(colorPalette, raw, NOW);
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
    assertIntegerFieldsRefuse(colorPalette, bad, { seed: 77, numRuns: 50 });
  });
});
