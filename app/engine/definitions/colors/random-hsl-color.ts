import { defineGenerator } from "../../core/engine";
import { count, integer } from "../../core/fields";
import { hslToHex } from "../../shared/colors";

function percent(label: string, defaultValue: number) {
  return integer({ label, min: 0, max: 100, default: defaultValue });
}

export default defineGenerator({
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
