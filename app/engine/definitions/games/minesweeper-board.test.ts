import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator, { neighbourCounts } from "./minesweeper-board";
import {
  chiSquare,
  CHI_SQUARE_LIMIT,
  expectProblem,
  generatorHarness,
} from "../../testing/harness";

const ID = "minesweeper-board";
const { run, problemsOf } = generatorHarness([generator], {
  seed: "mines",
  now: 0,
});

describe(ID, () => {
  it("counts neighbours", () => {
    expect(neighbourCounts(2, 3, new Set([0]))).toEqual([-1, 1, 0, 1, 1, 0]);
  });

  it("places exactly the mines asked for, with numbers that match (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 50 }),
        fc.integer({ min: 2, max: 50 }),
        fc.double({ min: 0, max: 0.99, noNaN: true }),
        fc.string(),
        async (rows, columns, share, seed) => {
          const mines = Math.max(1, Math.floor(share * (rows * columns - 1)));
          const { values } = await run(ID, { size: "custom", rows, columns, mines }, seed);
          const grid = String(values[0]?.data?.grid);
          expect(grid).toHaveLength(rows * columns);
          const placed = new Set([...grid].flatMap((c, i) => (c === "*" ? [i] : [])));
          expect(placed.size).toBe(mines);
          const expected = neighbourCounts(rows, columns, placed).map((n) =>
            n < 0 ? "*" : n === 0 ? "." : String(n),
          );
          expect(grid).toBe(expected.join(""));
        },
      ),
      { seed: 70, numRuns: 30 },
    );
  });

  it("puts a single mine on each of 16 cells equally often (chi-square, false failure 1e-6)", async () => {
    const counts = Array<number>(16).fill(0);
    for (let i = 0; i < 40; i++) {
      const { values } = await run(
        ID,
        { size: "custom", rows: 4, columns: 4, mines: 1, count: 100 },
        `m${i}`,
      );
      for (const { data } of values) counts[String(data?.grid).indexOf("*")]! += 1;
    }
    expect(chiSquare(counts, 250)).toBeLessThan(CHI_SQUARE_LIMIT[15]);
  });

  it("refuses a board full of mines, naming Mines", () => {
    expectProblem(
      problemsOf(ID, { size: "custom", rows: 3, columns: 3, mines: 9 })[0],
      "mines",
      /only 9 cells/,
    );
  });
});
