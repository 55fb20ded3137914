import { defineGenerator } from "../../core/engine";
import { count } from "../../core/fields";
import { rgbToHex } from "../../shared/colors";

export default defineGenerator({
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
