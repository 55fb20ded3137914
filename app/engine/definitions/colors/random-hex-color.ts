import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";
import { rgbToHex } from "../../shared/colors";

export default defineGenerator({
  id: "random-hex-color",
  title: "Random Hex Colour",
  category: "colors",
  iconText: "🟪",
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
