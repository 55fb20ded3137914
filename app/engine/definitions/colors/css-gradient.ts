import { defineGenerator } from "../../core/engine";
import { count, integer, select } from "../../core/fields";
import type { Random } from "../../core/random";
import { hslToHex } from "../../shared/colors";

type Kind = "radial" | "conic" | "linear";

const SHAPES = ["circle", "ellipse"] as const;
const PLACES = [
  "center",
  "top",
  "bottom",
  "left",
  "right",
  "top left",
  "top right",
  "bottom left",
  "bottom right",
] as const;

/** `stops` stop positions in %, strictly increasing from 0 to 100, spaced at least 5 apart. */
function positions(random: Random, stops: number): number[] {
  const inner = random
    .distinctInts(1, 19, stops - 2)
    .sort((a, b) => a - b)
    .map((p) => p * 5);
  return [0, ...inner, 100];
}

export default defineGenerator({
  id: "css-gradient",
  title: "Random Radial, Conic or Multi-stop Gradient",
  category: "colors",
  iconText: "🌀",
  description:
    "CSS radial and conic gradients, and linear ones with up to eight colour stops at random positions — with shape, centre and angle — ready to paste into a stylesheet.",
  keywords: [
    "radial gradient",
    "conic gradient",
    "css gradient",
    "gradient generator",
    "background",
  ],
  algorithm:
    "Every stop's hue (0–359), saturation (50–90 %) and lightness (35–75 %) are unbiased integers (Random.int). Inner stop positions are distinct multiples of 5 % (Random.distinctInts), sorted. A radial gradient draws its shape and centre (Random.pick), a conic one its start angle and centre, a linear one its angle.",
  version: 1,
  inputs: {
    kind: select<Kind>({
      label: "Kind",
      options: [
        { value: "radial", label: "Radial (from a centre outwards)" },
        { value: "conic", label: "Conic (around a centre)" },
        { value: "linear", label: "Linear with many stops" },
      ],
      default: "radial",
    }),
    stops: integer({ label: "Colour stops", min: 2, max: 8, default: 3 }),
    count: count(1, { max: 100, reason: "100 gradients are plenty for one go" }),
  },
  generate(random, { kind, stops, count }) {
    const values = Array.from({ length: count }, () => {
      let head: string;
      if (kind === "radial") head = `${random.pick(SHAPES)} at ${random.pick(PLACES)}`;
      else if (kind === "conic") head = `from ${random.int(0, 359)}deg at ${random.pick(PLACES)}`;
      else head = `${random.int(0, 359)}deg`;
      const colors = Array.from({ length: stops }, () =>
        hslToHex(random.int(0, 359), random.int(50, 90), random.int(35, 75)),
      );
      // A conic gradient ends where it starts: its last stop repeats the first colour at 100 %.
      const at = positions(random, kind === "conic" ? stops + 1 : stops).slice(0, stops);
      const list = colors.map((c, i) => `${c} ${at[i]}%`);
      if (kind === "conic") list.push(`${colors[0]} 100%`);
      const text = `${kind}-gradient(${head}, ${list.join(", ")})`;
      return { text, swatches: colors, data: { kind, colors, positions: at } };
    });
    return { values };
  },
});
