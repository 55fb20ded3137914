import { defineGenerator } from "../../core/engine";
import { count, integer } from "../../core/fields";
import { hslToHex } from "../../shared/colors";

export default defineGenerator({
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
