import { count, integer, select } from "../core/fields";
import { defineGenerator, type GeneratedValue } from "../core/engine";
import type { Random } from "../core/random";

/** Two lowercase hex digits for a channel in 0..255. */
function hexByte(value: number): string {
  return value.toString(16).padStart(2, "0");
}

/** `#rrggbb` (lowercase) for channels in 0..255. */
export function rgbToHex(r: number, g: number, b: number): string {
  return `#${hexByte(r)}${hexByte(g)}${hexByte(b)}`;
}

/**
 * The sRGB channels (0..255) of `hsl(h, s%, l%)` for whole-number hue (degrees) and
 * percentages, by the CSS Color 4 formula, computed in exact integer arithmetic and rounded
 * half up, so no floating-point error can move a channel across a rounding boundary.
 *
 * CSS: channel(n) = l − s·min(l, 1 − l)·clamp(min(k − 3, 9 − k), −1, 1), k = (n + h/30) mod 12,
 * for n = 0 (red), 8 (green), 4 (blue). Scaled by 30 (k) and 100 (s, l), every term is whole.
 */
export function hslToRgb(
  hue: number,
  saturation: number,
  lightness: number,
): [number, number, number] {
  const h = ((hue % 360) + 360) % 360;
  const channel = (n: number): number => {
    const k30 = (30 * n + h) % 360;
    const t30 = Math.max(-30, Math.min(k30 - 90, 270 - k30, 30));
    // value = (3000·l − s·min(l, 100 − l)·t30) / 300000, a number in [0, 1].
    const numerator =
      255 * (3000 * lightness - saturation * Math.min(lightness, 100 - lightness) * t30);
    const denominator = 300_000;
    return Math.floor((2 * numerator + denominator) / (2 * denominator));
  };
  return [channel(0), channel(8), channel(4)];
}

/** `#rrggbb` of `hsl(h, s%, l%)` (whole-number inputs), exactly as a browser renders it. */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  return rgbToHex(...hslToRgb(hue, saturation, lightness));
}

const randomHexColor = defineGenerator({
  id: "random-hex-color",
  title: "Random Hex Colour",
  category: "colors",
  iconText: "🎨",
  description:
    "Random colours as hex codes like #3fa9c4, each of the 16.7 million 24-bit colours equally likely.",
  keywords: ["hex code", "color", "color code", "html color", "css color"],
  algorithm:
    "One unbiased integer from 0 to 16,777,215 (Random.int, 24 bits) split into its red, green and blue bytes: all 16.7 million colours are equally likely.",
  version: 1,
  inputs: {
    letterCase: select({
      label: "Letters",
      options: [
        { value: "lower", label: "Lowercase (#a1b2c3)" },
        { value: "upper", label: "Uppercase (#A1B2C3)" },
      ],
      default: "lower",
    }),
    count: count(1),
  },
  generate(random, { letterCase, count }) {
    return {
      values: Array.from({ length: count }, () => {
        const value = random.int(0, 0xffffff);
        const r = value >>> 16;
        const g = (value >>> 8) & 0xff;
        const b = value & 0xff;
        const hex = rgbToHex(r, g, b);
        return {
          text: letterCase === "upper" ? hex.toUpperCase() : hex,
          data: { hex, r, g, b },
          swatches: [hex],
        };
      }),
    };
  },
});

const randomRgbColor = defineGenerator({
  id: "random-rgb-color",
  title: "Random RGB Colour",
  category: "colors",
  iconText: "🌈",
  description:
    "Random colours written as CSS rgb(red, green, blue), each channel from 0 to 255, with the hex code.",
  keywords: ["rgb", "red green blue", "color", "css color", "color code"],
  algorithm:
    "Three unbiased integers from 0 to 255 by rejection sampling (Random.int): red, then green, then blue.",
  version: 1,
  inputs: { count: count(1) },
  generate(random, { count }) {
    return {
      values: Array.from({ length: count }, () => {
        const r = random.int(0, 255);
        const g = random.int(0, 255);
        const b = random.int(0, 255);
        const hex = rgbToHex(r, g, b);
        return { text: `rgb(${r}, ${g}, ${b})`, data: { r, g, b, hex }, swatches: [hex] };
      }),
    };
  },
});

function percent(label: string, defaultValue: number) {
  return integer({ label, min: 0, max: 100, default: defaultValue });
}

const randomHslColor = defineGenerator({
  id: "random-hsl-color",
  title: "Random HSL Colour",
  category: "colors",
  iconText: "🖌️",
  description:
    "Random colours as CSS hsl(hue, saturation, lightness), with any hue and the saturation and lightness kept in the ranges you choose.",
  keywords: ["hsl", "hue", "saturation", "lightness", "css color", "pastel"],
  algorithm:
    "Hue is an unbiased integer from 0 to 359, then saturation and lightness are unbiased integers within their ranges (Random.int). The swatch's hex code follows the CSS Color 4 formula, computed in exact integer arithmetic.",
  version: 1,
  inputs: {
    minSaturation: percent("Minimum saturation (%)", 40),
    maxSaturation: percent("Maximum saturation (%)", 90),
    minLightness: percent("Minimum lightness (%)", 30),
    maxLightness: percent("Maximum lightness (%)", 70),
    count: count(1),
  },
  check({ minSaturation, maxSaturation, minLightness, maxLightness }) {
    if (minSaturation > maxSaturation) {
      return {
        field: "maxSaturation",
        message: "Maximum saturation must be at least Minimum saturation.",
      };
    }
    if (minLightness > maxLightness) {
      return {
        field: "maxLightness",
        message: "Maximum lightness must be at least Minimum lightness.",
      };
    }
    return null;
  },
  generate(random, { minSaturation, maxSaturation, minLightness, maxLightness, count }) {
    return {
      values: Array.from({ length: count }, () => {
        const h = random.int(0, 359);
        const s = random.int(minSaturation, maxSaturation);
        const l = random.int(minLightness, maxLightness);
        const hex = hslToHex(h, s, l);
        return { text: `hsl(${h}, ${s}%, ${l}%)`, data: { h, s, l, hex }, swatches: [hex] };
      }),
    };
  },
});

type Scheme = "random" | "analogous" | "complementary" | "triadic" | "monochrome";

/** Hue offsets (degrees from the base hue) each harmonious scheme cycles through. */
const SCHEME_OFFSETS: Record<Exclude<Scheme, "random">, readonly number[]> = {
  analogous: [-30, 0, 30],
  complementary: [0, 180],
  triadic: [0, 120, 240],
  monochrome: [0],
};

/**
 * One palette. "random" draws every colour on its own; the other schemes take a random base
 * hue, saturation and lightness and place the colours at the scheme's fixed hue offsets. When
 * there are more colours than offsets, the offsets repeat at evenly spaced lightness levels
 * around the base lightness (at most 50 points apart), so no two colours coincide.
 */
function palette(random: Random, scheme: Scheme, size: number): GeneratedValue {
  if (scheme === "random") {
    const colors = Array.from({ length: size }, () =>
      hslToHex(random.int(0, 359), random.int(40, 90), random.int(30, 70)),
    );
    return { text: colors.join(" "), data: { scheme, colors }, swatches: colors };
  }
  const offsets = SCHEME_OFFSETS[scheme];
  const baseHue = random.int(0, 359);
  const saturation = random.int(45, 85);
  const baseLightness = random.int(35, 65);
  const rounds = Math.ceil(size / offsets.length);
  const spread = Math.min(50, 15 * (rounds - 1));
  const lowest = Math.min(Math.max(Math.round(baseLightness - spread / 2), 15), 85 - spread);
  const colors = Array.from({ length: size }, (_, i) => {
    const offset = offsets[i % offsets.length] ?? 0;
    const round = Math.floor(i / offsets.length);
    const lightness =
      rounds === 1 ? baseLightness : lowest + Math.round((spread * round) / (rounds - 1));
    return hslToHex((baseHue + offset + 360) % 360, saturation, lightness);
  });
  return { text: colors.join(" "), data: { scheme, baseHue, colors }, swatches: colors };
}

const colorPalette = defineGenerator({
  id: "color-palette",
  title: "Random Colour Palette",
  category: "colors",
  iconText: "🎨",
  description:
    "Colour palettes of 2 to 10 colours that go together — analogous, complementary, triadic or monochrome — as hex codes.",
  keywords: ["palette", "color scheme", "color harmony", "complementary", "analogous", "triadic"],
  algorithm:
    "Random colours: each colour's hue (0–359), saturation (40–90 %) and lightness (30–70 %) are unbiased integers (Random.int). The other schemes draw one base hue, saturation (45–85 %) and lightness (35–65 %), then place the colours at the scheme's fixed hue offsets, repeating them at evenly spaced lightness levels when there are more colours than offsets.",
  version: 1,
  inputs: {
    scheme: select({
      label: "Scheme",
      options: [
        { value: "analogous", label: "Analogous (neighbouring hues)" },
        { value: "complementary", label: "Complementary (opposite hues)" },
        { value: "triadic", label: "Triadic (three hues 120° apart)" },
        { value: "monochrome", label: "Monochrome (one hue, several shades)" },
        { value: "random", label: "Random colours" },
      ],
      default: "analogous",
    }),
    size: integer({ label: "Colours per palette", min: 2, max: 10, default: 5 }),
    count: count(1),
  },
  generate(random, { scheme, size, count }) {
    return { values: Array.from({ length: count }, () => palette(random, scheme, size)) };
  },
});

const randomGradient = defineGenerator({
  id: "random-gradient",
  title: "Random CSS Gradient",
  category: "colors",
  iconText: "🌅",
  description:
    "Random CSS linear gradients with two or three colour stops at a random angle, ready to paste into a stylesheet.",
  keywords: ["gradient", "linear-gradient", "css", "background", "color"],
  algorithm:
    "An angle from 0 to 359 degrees, then for each stop a hue (0–359), saturation (50–90 %) and lightness (40–70 %), all unbiased integers (Random.int), written as a CSS linear-gradient of hex colours.",
  version: 1,
  inputs: {
    stops: integer({ label: "Colour stops", min: 2, max: 3, default: 2 }),
    count: count(1),
  },
  generate(random, { stops, count }) {
    return {
      values: Array.from({ length: count }, () => {
        const angle = random.int(0, 359);
        const colors = Array.from({ length: stops }, () =>
          hslToHex(random.int(0, 359), random.int(50, 90), random.int(40, 70)),
        );
        return {
          text: `linear-gradient(${angle}deg, ${colors.join(", ")})`,
          data: { angle, stops: colors },
          swatches: colors,
        };
      }),
    };
  },
});

export default [randomHexColor, randomRgbColor, randomHslColor, colorPalette, randomGradient];
