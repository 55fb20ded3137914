import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { count, select } from "../../core/fields";

type Kind = "line" | "grid" | "grid-diagonal" | "plane";

const STEPS: Readonly<
  Record<"line" | "grid" | "grid-diagonal", readonly (readonly [number, number])[]>
> = {
  line: [
    [1, 0],
    [-1, 0],
  ],
  grid: [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ],
  "grid-diagonal": [
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
    [-1, 0],
    [-1, -1],
    [0, -1],
    [1, -1],
  ],
};

const NAMES: Readonly<Record<string, string>> = {
  "1,0": "right",
  "-1,0": "left",
  "0,1": "up",
  "0,-1": "down",
  "1,1": "up-right",
  "-1,1": "up-left",
  "-1,-1": "down-left",
  "1,-1": "down-right",
};

export default defineGenerator({
  id: "random-walk",
  title: "Random Walk",
  category: "maths",
  iconText: "🚶",
  description:
    "A random walk step by step: on a line, on a grid (4 or 8 directions) or in any direction on a plane, with the position and distance from the start after each step.",
  keywords: ["random walk", "drunkard's walk", "brownian motion", "simulation", "lattice walk"],
  algorithm:
    "Each step is one of the lattice moves picked uniformly (Random.pick): left or right on a line, the 4 or 8 neighbours on a grid. On a plane each step has length 1 and a uniform direction θ = 2π × Random.float. The position is the running sum of the steps, starting at the origin.",
  version: 1,
  inputs: {
    kind: select<Kind>({
      label: "Walk",
      options: [
        { value: "line", label: "On a line (1D)" },
        { value: "grid", label: "On a grid, 4 directions (2D)" },
        { value: "grid-diagonal", label: "On a grid, 8 directions (2D)" },
        { value: "plane", label: "Any direction, step length 1 (2D)" },
      ],
      default: "grid",
    }),
    count: count(20, { help: "The number of steps: each value is the position after one step." }),
  },
  generate(random, { kind, count }) {
    let x = 0;
    let y = 0;
    const round = (v: number) => Number(v.toFixed(4));
    const values = Array.from({ length: count }, (_, i): GeneratedValue => {
      let direction: string;
      if (kind === "plane") {
        const angle = 2 * Math.PI * random.float();
        x += Math.cos(angle);
        y += Math.sin(angle);
        direction = `${round((angle * 180) / Math.PI)}°`;
      } else {
        const [dx, dy] = random.pick(STEPS[kind]);
        x += dx;
        y += dy;
        direction = NAMES[`${dx},${dy}`] ?? "";
      }
      const distance = round(Math.hypot(x, y));
      const position = kind === "line" ? `${x}` : `(${round(x)}, ${round(y)})`;
      return {
        text: `Step ${i + 1}: ${direction} → ${position}`,
        data:
          kind === "line"
            ? { step: i + 1, direction, value: x, distance }
            : { step: i + 1, direction, x: round(x), y: round(y), distance },
      };
    });
    return {
      values,
      summary: `Ends ${round(Math.hypot(x, y))} from the start after ${count} steps`,
    };
  },
});
