import { defineGenerator } from "../../core/engine";
import { count, integer, select } from "../../core/fields";

type Kind = "any" | "equilateral" | "isosceles" | "scalene" | "right";

/** Primitive Pythagorean triples with hypotenuse up to 100, scaled into the range at run time. */
const TRIPLES: readonly (readonly [number, number, number])[] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [12, 35, 37],
  [9, 40, 41],
  [28, 45, 53],
  [11, 60, 61],
  [16, 63, 65],
  [33, 56, 65],
  [48, 55, 73],
  [13, 84, 85],
  [36, 77, 85],
  [39, 80, 89],
  [65, 72, 97],
];

const round = (x: number) => Number(x.toFixed(2));

/** Angles in degrees opposite a, b, c (law of cosines) and the area (Heron's formula). */
export function describeTriangle(a: number, b: number, c: number) {
  const angle = (x: number, y: number, z: number) =>
    (Math.acos(Math.min(1, Math.max(-1, (y * y + z * z - x * x) / (2 * y * z)))) * 180) / Math.PI;
  const s = (a + b + c) / 2;
  return {
    angles: [angle(a, b, c), angle(b, c, a), angle(c, a, b)],
    area: Math.sqrt(Math.max(0, s * (s - a) * (s - b) * (s - c))),
  };
}

export default defineGenerator({
  id: "random-triangle",
  title: "Random Triangle",
  category: "maths",
  iconText: "🔺",
  description:
    "Random triangles with whole-number sides up to your limit, any or of a kind (equilateral, isosceles, scalene, right-angled), with their angles, perimeter and area.",
  keywords: ["random triangle", "triangle generator", "pythagorean triple", "geometry practice"],
  algorithm:
    "Draws three whole sides uniformly up to the limit (Random.int) and redraws until they make a proper triangle (each side shorter than the other two together) of the chosen kind, isosceles ones draw the equal side and the base (Random.int) until the base is shorter than twice the side; right triangles pick a Pythagorean triple and a multiple that fits (Random.pick, Random.int). Angles come from the law of cosines, the area from Heron's formula.",
  version: 1,
  inputs: {
    kind: select<Kind>({
      label: "Kind",
      options: [
        { value: "any", label: "Any" },
        { value: "equilateral", label: "Equilateral" },
        { value: "isosceles", label: "Isosceles (two sides equal, not three)" },
        { value: "scalene", label: "Scalene (all sides different)" },
        { value: "right", label: "Right-angled (whole sides)" },
      ],
      default: "any",
    }),
    maxSide: integer({ label: "Longest side at most", min: 5, max: 1_000, default: 20 }),
    count: count(10),
  },
  generate(random, { kind, maxSide, count }) {
    const triples = TRIPLES.filter(([, , c]) => c <= maxSide);
    const values = Array.from({ length: count }, () => {
      let sides: [number, number, number];
      if (kind === "right") {
        const [p, q, r] = random.pick(triples);
        const k = random.int(1, Math.floor(maxSide / r));
        sides = [p * k, q * k, r * k];
      } else if (kind === "isosceles") {
        // The pair (equal side, base) uniform over the pairs that close up: base < 2 × side.
        let [side, base] = [0, 0];
        do [side, base] = [random.int(1, maxSide), random.int(1, maxSide)];
        while (base >= 2 * side || base === side);
        sides = [side, side, base].sort((x, y) => x - y) as [number, number, number];
      } else if (kind === "equilateral") {
        const a = random.int(1, maxSide);
        sides = [a, a, a];
      } else {
        for (;;) {
          sides = [random.int(1, maxSide), random.int(1, maxSide), random.int(1, maxSide)];
          sides.sort((x, y) => x - y);
          const [a, b, c] = sides;
          if (a + b <= c) continue;
          if (kind === "scalene" && new Set(sides).size !== 3) continue;
          break;
        }
      }
      const [a, b, c] = sides;
      const { angles, area } = describeTriangle(a, b, c);
      const distinct = new Set(sides).size;
      const shape = distinct === 1 ? "equilateral" : distinct === 2 ? "isosceles" : "scalene";
      const biggest = Math.max(...angles);
      const byAngle =
        Math.abs(biggest - 90) < 1e-9 || a * a + b * b === c * c
          ? "right"
          : biggest > 90
            ? "obtuse"
            : "acute";
      return {
        text: `${a}, ${b}, ${c}: ${shape}, ${byAngle}; angles ${angles.map((x) => `${round(x)}°`).join(", ")}; area ${round(area)}`,
        data: {
          sides,
          angles: angles.map(round),
          perimeter: a + b + c,
          area: round(area),
          shape,
          angleType: byAngle,
        },
      };
    });
    return { values };
  },
});
