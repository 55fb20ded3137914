import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { count, integer, select } from "../../core/fields";
import type { Random } from "../../core/random";
import { hslToHex } from "../../shared/colors";

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

export default defineGenerator({
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
