import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator, { CLUES, solve } from "./sudoku-puzzle";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "sudoku-puzzle";
const { run } = generatorHarness([generator], { seed: "sudoku", now: 0 });

const digits = (text: unknown) => [...String(text)].map((c) => (c === "." ? 0 : Number(c)));

/** Every row, column and box of a full grid holds 1 to 9 once. */
function isValidSolution(grid: readonly number[]): boolean {
  const groups: number[][] = [];
  for (let i = 0; i < 9; i++) {
    groups.push([...Array(9).keys()].map((j) => grid[i * 9 + j] ?? 0));
    groups.push([...Array(9).keys()].map((j) => grid[j * 9 + i] ?? 0));
    const [r, c] = [Math.floor(i / 3) * 3, (i % 3) * 3];
    groups.push(
      [...Array(9).keys()].map((j) => grid[(r + Math.floor(j / 3)) * 9 + c + (j % 3)] ?? 0),
    );
  }
  return groups.every((g) => [...g].sort().join("") === "123456789");
}

describe(ID, () => {
  it("makes puzzles with one solution, agreeing with the stated one (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("easy", "medium", "hard"),
        fc.string(),
        async (level, seed) => {
          const { values } = await run(ID, { level, count: 1 }, seed);
          const { data, text } = values[0]!;
          const puzzle = digits(data?.puzzle);
          const solution = digits(data?.solution);
          expect(isValidSolution(solution)).toBe(true);
          puzzle.forEach((d, i) => d === 0 || expect(d).toBe(solution[i]));
          expect(solve(puzzle.slice(), 2)).toBe(1);
          expect(Number(data?.clues)).toBeGreaterThanOrEqual(CLUES[level]);
          if (level !== "hard") expect(data?.clues).toBe(CLUES[level]);
          expect(text.split("\n")).toHaveLength(9);
        },
      ),
      { seed: 69, numRuns: 12 },
    );
  });

  it("refuses more than 50 puzzles, naming How many", () => {
    expectRefused(generator, { count: 51 }, "count");
  });
});
