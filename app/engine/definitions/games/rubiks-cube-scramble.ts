import { defineGenerator } from "../../core/engine";
import { count, integer, select } from "../../core/fields";
import type { Random } from "../../core/random";

type Puzzle = "2x2" | "3x3" | "4x4";

/** Each puzzle's moves (with the axis each turns about) and its usual scramble length. */
const PUZZLES: Readonly<
  Record<Puzzle, { moves: readonly (readonly [string, string])[]; length: number }>
> = {
  "2x2": {
    moves: [
      ["R", "x"],
      ["U", "y"],
      ["F", "z"],
    ],
    length: 11,
  },
  "3x3": {
    moves: [
      ["R", "x"],
      ["L", "x"],
      ["U", "y"],
      ["D", "y"],
      ["F", "z"],
      ["B", "z"],
    ],
    length: 20,
  },
  "4x4": {
    moves: [
      ["R", "x"],
      ["L", "x"],
      ["Rw", "x"],
      ["U", "y"],
      ["D", "y"],
      ["Uw", "y"],
      ["F", "z"],
      ["B", "z"],
      ["Fw", "z"],
    ],
    length: 40,
  },
};

const TURNS = ["", "'", "2"] as const;

/**
 * A random-move scramble of `length` moves. A move may not turn a layer already turned since
 * the last change of axis: that rules out R R (same face twice) and R L R (the L commutes, so the
 * two R's merge), the redundant sequences a scramble must not hold.
 */
export function scramble(random: Random, puzzle: Puzzle, length: number): string[] {
  const { moves } = PUZZLES[puzzle];
  const out: string[] = [];
  let axis = "";
  let turned = new Set<string>();
  while (out.length < length) {
    const allowed = moves.filter(([layer, a]) => a !== axis || !turned.has(layer));
    const [layer, a] = random.pick(allowed);
    if (a !== axis) {
      axis = a;
      turned = new Set();
    }
    turned.add(layer);
    out.push(`${layer}${random.pick(TURNS)}`);
  }
  return out;
}

export default defineGenerator({
  id: "rubiks-cube-scramble",
  title: "Rubik's Cube Scramble",
  category: "games",
  iconText: "🧊",
  description:
    "Scrambles for the 2×2, 3×3 and 4×4 cube in standard WCA notation (R U' F2 …), without a face turned twice in a row or redundant opposite-face moves.",
  keywords: [
    "rubik's cube scramble",
    "cube scrambler",
    "wca scramble",
    "speedcubing",
    "3x3 scramble",
  ],
  algorithm:
    "Each move of these random-move scrambles picks a layer uniformly among those allowed (Random.pick) and a turn of a quarter clockwise, a quarter anticlockwise or a half (Random.pick). A layer already turned since the last change of axis is not allowed, so no R R and no R L R. Official WCA scrambles are random-state instead.",
  version: 1,
  inputs: {
    puzzle: select<Puzzle>({
      label: "Puzzle",
      options: [
        { value: "2x2", label: "2×2 (R U F, 11 moves)" },
        { value: "3x3", label: "3×3 (20 moves)" },
        { value: "4x4", label: "4×4 with wide moves (40 moves)" },
      ],
      default: "3x3",
    }),
    length: integer({
      label: "Moves",
      min: 0,
      max: 100,
      default: 0,
      help: "0 uses the puzzle's usual length.",
    }),
    count: count(5),
  },
  generate(random, { puzzle, length, count }) {
    const moves = length === 0 ? PUZZLES[puzzle].length : length;
    const values = Array.from({ length: count }, () => {
      const sequence = scramble(random, puzzle, moves);
      return { text: sequence.join(" "), data: { puzzle, moves: sequence, length: moves } };
    });
    return { values };
  },
});
