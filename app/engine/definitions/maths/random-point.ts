import { defineGenerator } from "../../core/engine";
import { count, decimal, integer, select } from "../../core/fields";
import type { Random } from "../../core/random";

type Shape = "cube" | "ball" | "sphere";

/** A point uniformly distributed on the unit sphere in n dimensions: normalised Gaussians. */
function onSphere(random: Random, dimensions: number): number[] {
  for (;;) {
    const point = Array.from({ length: dimensions }, () => random.normal());
    const length = Math.hypot(...point);
    if (length > 1e-12) return point.map((x) => x / length);
  }
}

const AXES = ["x", "y", "z", "w"];

export default defineGenerator({
  id: "random-point",
  title: "Random Point",
  category: "maths",
  iconText: "📍",
  description:
    "Points spread uniformly in a square or cube, a disc or ball, or on a circle or sphere, in 1 to 10 dimensions: for Monte Carlo, sampling and games.",
  keywords: [
    "random point",
    "point in circle",
    "uniform sampling",
    "monte carlo",
    "random coordinates",
  ],
  algorithm:
    "Square/cube: each coordinate is uniform in [−size, size) (Random.float). On a circle/sphere: n standard normals (Random.normal, Box–Muller) divided by their length, which is uniform in every direction. In a disc/ball: that direction times size × u^(1/n) with u from Random.float, so the density is the same everywhere (not crowded at the centre).",
  version: 1,
  inputs: {
    shape: select<Shape>({
      label: "Where",
      options: [
        { value: "cube", label: "In a square / cube" },
        { value: "ball", label: "In a disc / ball" },
        { value: "sphere", label: "On a circle / sphere" },
      ],
      default: "ball",
    }),
    dimensions: integer({ label: "Dimensions", min: 1, max: 10, default: 2 }),
    size: decimal({
      label: "Radius (half the side)",
      min: 0.001,
      max: 1_000_000,
      step: 0.001,
      default: 1,
    }),
    places: integer({ label: "Decimal places", min: 0, max: 10, default: 4 }),
    count: count(10),
  },
  generate(random, { shape, dimensions, size, places, count }) {
    const values = Array.from({ length: count }, () => {
      let point: number[];
      if (shape === "cube") {
        point = Array.from({ length: dimensions }, () => size * (2 * random.float() - 1));
      } else {
        const direction = onSphere(random, dimensions);
        const radius = shape === "sphere" ? size : size * random.float() ** (1 / dimensions);
        point = direction.map((x) => x * radius);
      }
      const rounded = point.map((x) => Number(x.toFixed(places)));
      const data: Record<string, number | number[]> = {
        coordinates: rounded,
        distance: Number(Math.hypot(...point).toFixed(places)),
      };
      if (dimensions <= AXES.length) rounded.forEach((x, i) => (data[AXES[i] as string] = x));
      return { text: `(${rounded.map((x) => x.toFixed(places)).join(", ")})`, data };
    });
    return { values };
  },
});
