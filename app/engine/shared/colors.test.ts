import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { contrastRatio, hexToHsl, hexToRgb, hslToHex, hslToRgb } from "./colors";

describe("hslToHex", () => {
  it("converts known colours exactly", () => {
    expect(hslToHex(0, 100, 50)).toBe("#ff0000");
    expect(hslToHex(120, 100, 25)).toBe("#008000");
    expect(hslToHex(240, 100, 50)).toBe("#0000ff");
    expect(hslToHex(60, 100, 50)).toBe("#ffff00");
    expect(hslToHex(180, 100, 50)).toBe("#00ffff");
    expect(hslToHex(300, 100, 50)).toBe("#ff00ff");
    expect(hslToHex(0, 0, 0)).toBe("#000000");
    expect(hslToHex(0, 0, 100)).toBe("#ffffff");
    expect(hslToHex(0, 0, 50)).toBe("#808080");
    expect(hslToHex(210, 50, 40)).toBe("#336699");
    expect(hslToHex(360, 100, 50)).toBe("#ff0000");
  });

  it("rounds every channel to the nearest of the CSS formula's exact value", () => {
    // Floating-point reference of CSS Color 4's hslToRgb; the exact version must be within 0.5.
    const reference = (h: number, s: number, l: number, n: number) => {
      const k = (n + h / 30) % 12;
      const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
      return 255 * (l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 359 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (h, s, l) => {
          const rgb = hslToRgb(h, s, l);
          [0, 8, 4].forEach((n, i) => {
            const channel = rgb[i] as number;
            expect(Number.isInteger(channel)).toBe(true);
            expect(Math.abs(channel - reference(h, s, l, n))).toBeLessThanOrEqual(0.5 + 1e-9);
          });
        },
      ),
      { seed: 4242, numRuns: 100 },
    );
  });
});

describe("contrast and HSL of hex colours", () => {
  it("gives the WCAG contrast of known pairs", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    // #767676 on white is the classic lightest grey that passes AA (4.54:1).
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#ffffff", "#777777")).toBeLessThan(4.5);
  });

  it("reads hex back to the HSL it was made from (round trip)", () => {
    for (const [h, s, l] of [
      [0, 100, 50],
      [120, 100, 25],
      [210, 60, 40],
      [300, 50, 50],
    ] as const) {
      expect(hexToHsl(hslToHex(h, s, l))).toEqual([h, s, l]);
    }
    expect(hexToRgb("#0a10ff")).toEqual([10, 16, 255]);
  });
});
