import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";
import type { Random } from "../../core/random";

type Level = "easy" | "medium" | "hard";

/** The clues each level keeps, at least (fewer cannot always be removed uniquely). */
export const CLUES: Readonly<Record<Level, number>> = { easy: 40, medium: 32, hard: 26 };

const ALL = 0x3fe; // bits 1..9
const box = (cell: number) => Math.floor(cell / 27) * 3 + Math.floor((cell % 9) / 3);

/** Bit masks of the digits used in each row, column and box of a grid (0 = empty). */
function masks(grid: readonly number[]) {
  const rows = Array<number>(9).fill(0);
  const cols = Array<number>(9).fill(0);
  const boxes = Array<number>(9).fill(0);
  grid.forEach((d, cell) => {
    if (d === 0) return;
    rows[Math.floor(cell / 9)]! |= 1 << d;
    cols[cell % 9]! |= 1 << d;
    boxes[box(cell)]! |= 1 << d;
  });
  return { rows, cols, boxes };
}

/**
 * Fills the grid's empty cells by backtracking, the most constrained cell first; returns the
 * number of solutions found, stopping at `limit`. With `random`, tries digits in random order
 * (Random.shuffle) and keeps the first solution in `grid`.
 */
export function solve(grid: number[], limit: number, random?: Random): number {
  const { rows, cols, boxes } = masks(grid);
  let found = 0;
  const step = (): boolean => {
    let best = -1;
    let bestOptions = 0;
    let bestCount = 10;
    for (let cell = 0; cell < 81; cell++) {
      if (grid[cell] !== 0) continue;
      const options = ALL & ~(rows[Math.floor(cell / 9)]! | cols[cell % 9]! | boxes[box(cell)]!);
      let n = 0;
      for (let o = options; o; o &= o - 1) n++;
      if (n < bestCount) [best, bestOptions, bestCount] = [cell, options, n];
      if (n === 0) return false;
    }
    if (best === -1) return ++found >= limit;
    let digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => bestOptions & (1 << d));
    if (random) digits = random.shuffle(digits);
    const [r, c, b] = [Math.floor(best / 9), best % 9, box(best)];
    for (const d of digits) {
      grid[best] = d;
      rows[r]! |= 1 << d;
      cols[c]! |= 1 << d;
      boxes[b]! |= 1 << d;
      if (step()) return true;
      rows[r]! &= ~(1 << d);
      cols[c]! &= ~(1 << d);
      boxes[b]! &= ~(1 << d);
    }
    grid[best] = 0;
    return false;
  };
  step();
  return found;
}

/** A full random grid, then clues removed in random order while the solution stays unique. */
export function makeSudoku(
  random: Random,
  clues: number,
): { puzzle: number[]; solution: number[] } {
  const solution = Array<number>(81).fill(0);
  solve(solution, 1, random);
  const puzzle = solution.slice();
  let left = 81;
  for (const cell of random.shuffle([...Array(81).keys()])) {
    if (left <= clues) break;
    const kept = puzzle[cell] as number;
    puzzle[cell] = 0;
    if (solve(puzzle.slice(), 2) === 1) left--;
    else puzzle[cell] = kept;
  }
  return { puzzle, solution };
}

const write = (grid: readonly number[]) => grid.map((d) => (d === 0 ? "." : String(d))).join("");

export default defineGenerator({
  id: "sudoku-puzzle",
  title: "Sudoku Puzzle",
  category: "games",
  iconText: "🧠",
  description:
    "A fresh 9×9 sudoku with exactly one solution, easy, medium or hard by the number of clues, with the solution to check against.",
  keywords: ["sudoku", "sudoku generator", "sudoku puzzle", "printable sudoku", "logic puzzle"],
  algorithm:
    "Fills a grid by backtracking with the digits of each cell tried in random order (Random.shuffle), then visits the cells in random order (Random.shuffle) and empties each one if the puzzle still has exactly one solution (checked by a solver that stops at two), until only the level's clues remain.",
  version: 1,
  inputs: {
    level: select<Level>({
      label: "Level",
      options: [
        { value: "easy", label: "Easy (40 clues)" },
        { value: "medium", label: "Medium (32 clues)" },
        { value: "hard", label: "Hard (26 clues or the fewest it gets to)" },
      ],
      default: "medium",
    }),
    count: count(1, {
      max: 50,
      reason: "each puzzle is checked for a single solution many times over",
    }),
  },
  generate(random, { level, count }) {
    const values = Array.from({ length: count }, () => {
      const { puzzle, solution } = makeSudoku(random, CLUES[level]);
      const rows = write(puzzle).match(/.{9}/g) ?? [];
      return {
        text: rows.join("\n"),
        data: {
          puzzle: write(puzzle),
          solution: write(solution),
          clues: puzzle.filter((d) => d !== 0).length,
        },
      };
    });
    return { values };
  },
});
