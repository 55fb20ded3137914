import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";
import { hslToHex } from "../../shared/colors";

/** The shade steps and the lightness (%) of each, light to dark, as in Tailwind-style scales. */
const STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
const LIGHTNESS = [97, 94, 86, 77, 66, 55, 46, 38, 31, 25, 15] as const;

/** Hue families by their central hue, in degrees. */
const HUES = [
  { value: "red", label: "Red", hue: 0 },
  { value: "orange", label: "Orange", hue: 25 },
  { value: "amber", label: "Amber", hue: 40 },
  { value: "yellow", label: "Yellow", hue: 52 },
  { value: "lime", label: "Lime", hue: 80 },
  { value: "green", label: "Green", hue: 130 },
  { value: "teal", label: "Teal", hue: 172 },
  { value: "cyan", label: "Cyan", hue: 188 },
  { value: "blue", label: "Blue", hue: 215 },
  { value: "indigo", label: "Indigo", hue: 238 },
  { value: "violet", label: "Violet", hue: 260 },
  { value: "purple", label: "Purple", hue: 280 },
  { value: "pink", label: "Pink", hue: 325 },
] as const;

const SATURATION = { vivid: 85, balanced: 65, muted: 35, grey: 10 } as const;

type HueChoice = "any" | (typeof HUES)[number]["value"];

export default defineGenerator({
  id: "shade-scale",
  title: "Random Shade Scale (50–950)",
  category: "colors",
  iconText: "🪜",
  description:
    "Eleven shades of one hue, from 50 (almost white) to 950 (almost black), like a Tailwind CSS colour scale, ready to paste as CSS custom properties.",
  keywords: ["tailwind palette", "shade scale", "color shades", "design tokens", "css variables"],
  algorithm:
    "A hue is drawn (Random.int): anywhere on the wheel, or within 10 degrees either side of the chosen family's hue. The eleven shades keep that hue and the chosen saturation and step through fixed lightness levels from 97 % (50) to 15 % (950), a little more saturated in the middle shades.",
  version: 1,
  inputs: {
    hue: select<HueChoice>({
      label: "Hue",
      options: [
        { value: "any", label: "Any hue" },
        ...HUES.map(({ value, label }) => ({ value, label })),
      ],
      default: "any",
    }),
    saturation: select<keyof typeof SATURATION>({
      label: "Saturation",
      options: [
        { value: "balanced", label: "Balanced" },
        { value: "vivid", label: "Vivid" },
        { value: "muted", label: "Muted" },
        { value: "grey", label: "Tinted grey" },
      ],
      default: "balanced",
    }),
    count: count(1, { max: 50, reason: "50 scales are plenty for one go" }),
  },
  generate(random, { hue, saturation, count }) {
    const centre = HUES.find((h) => h.value === hue)?.hue;
    const values = Array.from({ length: count }, () => {
      const h =
        centre === undefined ? random.int(0, 359) : (centre + random.int(-10, 10) + 360) % 360;
      const base = SATURATION[saturation];
      const colors = LIGHTNESS.map((l, i) =>
        hslToHex(h, Math.min(100, base + (i >= 3 && i <= 7 ? 5 : 0)), l),
      );
      const name = hue === "any" ? "brand" : hue;
      return {
        text: colors.map((hex, i) => `--${name}-${STEPS[i]}: ${hex};`).join(" "),
        swatches: colors,
        data: { hue: h, saturation, colors, shades: [...STEPS] },
      };
    });
    return { values };
  },
});
