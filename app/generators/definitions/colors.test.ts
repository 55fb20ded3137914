import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { AnyGenerator } from "../core/engine";
import colors, { hslToHex, hslToRgb } from "./colors";
import {
  CHI_SQUARE_LIMIT,
  assertIntegerFieldsRefuse,
  chiSquare,
  generatorHarness,
  outOfBoundsNumber,
  runUnlessRefused,
  validInputArbitrary,
} from "./test-support";

const NOW = { now: 1_700_000_000_000 };
const HEX = /^#[0-9a-f]{6}$/;

const { run, refusedProblems } = generatorHarness(colors, { seed: "colors seed", now: NOW.now });

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

describe("random-hex-color", () => {
  it("gives #rrggbb codes in the chosen case with a matching swatch and channels", async () => {
    const lower = await run("random-hex-color", { count: 200 });
    expect(lower.values).toHaveLength(200);
    for (const value of lower.values) {
      expect(value.text).toMatch(HEX);
      expect(value.swatches).toEqual([value.text]);
      const { r, g, b } = value.data as { r: number; g: number; b: number };
      expect(value.text).toBe(`#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`);
    }
    const upper = await run("random-hex-color", { count: 200, letterCase: "upper" });
    for (const [i, value] of upper.values.entries()) {
      expect(value.text).toMatch(/^#[0-9A-F]{6}$/);
      // Case changes the text only: the same seed draws the same colours.
      expect(value.text.toLowerCase()).toBe(lower.values[i]?.text);
      expect(value.swatches?.[0]).toMatch(HEX);
    }
  });

  it("is deterministic for a seed and differs between seeds", async () => {
    const a = await run("random-hex-color", { count: 20 }, "same");
    const b = await run("random-hex-color", { count: 20 }, "same");
    const c = await run("random-hex-color", { count: 20 }, "other");
    expect(b.values).toEqual(a.values);
    expect(c.values.map((v) => v.text)).not.toEqual(a.values.map((v) => v.text));
  });

  it("spreads the first hex digit uniformly", async () => {
    const { values } = await run("random-hex-color", { count: 10_000 }, "chi-square hex");
    const observed = new Array<number>(16).fill(0);
    for (const { text } of values) observed[parseInt(text.charAt(1), 16)]! += 1;
    // 15 degrees of freedom: p ≤ 1e-6 for a uniform digit.
    expect(chiSquare(observed, 10_000 / 16)).toBeLessThan(CHI_SQUARE_LIMIT[15]);
  });
});

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

describe("random-gradient", () => {
  it("writes a CSS linear-gradient with the chosen number of stops and an angle 0–359", async () => {
    for (const stops of [2, 3]) {
      const { values } = await run("random-gradient", { stops, count: 200 });
      const angles = new Set<number>();
      for (const value of values) {
        const match = /^linear-gradient\((\d+)deg, (#[0-9a-f]{6}(?:, #[0-9a-f]{6})*)\)$/.exec(
          value.text,
        );
        expect(match, value.text).not.toBeNull();
        const angle = Number(match?.[1]);
        angles.add(angle);
        expect(angle).toBeLessThanOrEqual(359);
        expect(match?.[2]?.split(", ")).toEqual(value.swatches);
        expect(value.swatches).toHaveLength(stops);
        expect(value.data).toEqual({ angle, stops: value.swatches });
      }
      expect(angles.size).toBeGreaterThan(100);
    }
  });
});

// ---------------------------------------------------------------------------
// Properties over every generator of the module
// ---------------------------------------------------------------------------

describe("every colour generator", () => {
  for (const g of colors as readonly AnyGenerator[]) {
    it(`${g.id}: any valid input gives the declared count of hex swatches`, async () => {
      await fc.assert(
        fc.asyncProperty(validInputArbitrary(g), async (raw) => {
          const accepted = await runUnlessRefused(g, raw, NOW);
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

    it(`${g.id}: any out-of-bounds number is refused, naming the field`, () => {
      const bad = (min: number, max: number) =>
        outOfBoundsNumber(min, max, fc.constant(Number.NaN));
      assertIntegerFieldsRefuse(g, bad, { seed: 77, numRuns: 50 });
    });
  }
});
