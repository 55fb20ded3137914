import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";
import { hexToHsl, hexToRgb, hslToHex } from "../../shared/colors";
import { colorFamilyField, loadColorNames } from "../../shared/color-names";

const SCHEMES = {
  complementary: [0, 180],
  "split-complementary": [0, 150, 210],
  analogous: [0, -30, 30],
  triadic: [0, 120, 240],
  tetradic: [0, 90, 180, 270],
} as const;

type Scheme = keyof typeof SCHEMES;
type Named = readonly [name: string, hex: string, family: string];

/** The name of the colour nearest to `hex` (smallest squared RGB distance; first on a tie). */
function nearest(hex: string, names: readonly Named[], rgbs: readonly number[][]): string {
  const [r, g, b] = hexToRgb(hex);
  let best = 0;
  let bestDistance = Infinity;
  for (const [i, [r2 = 0, g2 = 0, b2 = 0]] of rgbs.entries()) {
    const distance = (r - r2) ** 2 + (g - g2) ** 2 + (b - b2) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [i, distance];
  }
  return names[best]?.[0] ?? "";
}

export default defineGenerator({
  id: "named-color-scheme",
  title: "Colour Scheme from a Named Colour",
  category: "colors",
  iconText: "🖍️",
  description:
    "Starts from a real named colour (Sea Foam, Marigold…) and builds a complementary, split-complementary, analogous, triadic or tetradic scheme, naming every colour it adds.",
  keywords: ["color scheme", "color harmony", "named colors", "split complementary", "tetradic"],
  algorithm:
    "A base colour is picked uniformly from the 4,961 named colours of the chosen family (Random.pick). The scheme's other colours keep its saturation and lightness and turn its hue by the scheme's fixed angles; each is named after the nearest named colour (smallest RGB distance).",
  version: 1,
  inputs: {
    family: colorFamilyField,
    scheme: select<Scheme>({
      label: "Scheme",
      options: [
        { value: "complementary", label: "Complementary (2 colours, opposite)" },
        { value: "split-complementary", label: "Split complementary (3 colours)" },
        { value: "analogous", label: "Analogous (3 neighbouring hues)" },
        { value: "triadic", label: "Triadic (3 colours 120° apart)" },
        { value: "tetradic", label: "Tetradic (4 colours 90° apart)" },
      ],
      default: "complementary",
    }),
    count: count(1, { max: 50, reason: "50 schemes are plenty for one go" }),
  },
  load: loadColorNames,
  generate(random, { family, scheme, count }, names) {
    const pool = names.filter((n) => family === "any" || n[2] === family);
    const rgbs = names.map((n) => hexToRgb(n[1]));
    const values = Array.from({ length: count }, () => {
      const base = random.pick(pool);
      const [h, s, l] = hexToHsl(base[1]);
      const colors = SCHEMES[scheme].map((turn, i) =>
        i === 0 ? base[1] : hslToHex((h + turn + 360) % 360, s, l),
      );
      const colorNames = colors.map((hex, i) => (i === 0 ? base[0] : nearest(hex, names, rgbs)));
      return {
        text: colors.map((hex, i) => `${colorNames[i]} ${hex}`).join(" · "),
        swatches: colors,
        data: { base: base[0], scheme, colors, names: colorNames },
      };
    });
    return { values };
  },
});
