import { defineGenerator } from "../../core/engine";
import { count, integer, select } from "../../core/fields";

/** The classic sizes: [rows, columns, mines]. */
const PRESETS = {
  beginner: [9, 9, 10],
  intermediate: [16, 16, 40],
  expert: [16, 30, 99],
} as const;

/** Each cell's count of neighbouring mines, or -1 for a mine. */
export function neighbourCounts(
  rows: number,
  columns: number,
  mines: ReadonlySet<number>,
): number[] {
  return Array.from({ length: rows * columns }, (_, cell) => {
    if (mines.has(cell)) return -1;
    const [r, c] = [Math.floor(cell / columns), cell % columns];
    let n = 0;
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        const [rr, cc] = [r + dr, c + dc];
        if (
          (dr || dc) &&
          rr >= 0 &&
          rr < rows &&
          cc >= 0 &&
          cc < columns &&
          mines.has(rr * columns + cc)
        )
          n++;
      }
    return n;
  });
}

export default defineGenerator({
  id: "minesweeper-board",
  title: "Minesweeper Board",
  category: "games",
  iconText: "💣",
  description:
    "A Minesweeper field with its mines placed uniformly and every cell's number worked out: beginner, intermediate, expert or your own size.",
  keywords: ["minesweeper", "minesweeper board", "mine field", "puzzle generator"],
  algorithm:
    "Chooses the mines' cells as k distinct positions of the grid (Random.distinctInts, a partial Fisher–Yates shuffle), so every arrangement of k mines is equally likely, then counts each cell's neighbouring mines.",
  version: 1,
  inputs: {
    size: select({
      label: "Board",
      options: [
        { value: "beginner", label: "Beginner (9 × 9, 10 mines)" },
        { value: "intermediate", label: "Intermediate (16 × 16, 40 mines)" },
        { value: "expert", label: "Expert (16 × 30, 99 mines)" },
        { value: "custom", label: "Custom (below)" },
      ],
      default: "beginner",
    }),
    rows: integer({ label: "Rows", min: 2, max: 50, default: 10, advanced: true }),
    columns: integer({ label: "Columns", min: 2, max: 50, default: 10, advanced: true }),
    mines: integer({ label: "Mines", min: 1, max: 2_499, default: 15, advanced: true }),
    count: count(1, { max: 100, reason: "boards are large; 100 at a time is plenty" }),
  },
  check({ size, rows, columns, mines }) {
    if (size === "custom" && mines >= rows * columns) {
      return {
        field: "mines",
        message: `Can't place ${mines} mines on a ${rows} × ${columns} board: it has only ${rows * columns} cells and one must stay free. Use fewer mines or a bigger board.`,
      };
    }
    return null;
  },
  generate(random, input) {
    const [rows, columns, mines] =
      input.size === "custom"
        ? [input.rows, input.columns, input.mines]
        : PRESETS[input.size as keyof typeof PRESETS];
    const values = Array.from({ length: input.count }, () => {
      const placed = new Set(random.distinctInts(0, rows * columns - 1, mines));
      const cells = neighbourCounts(rows, columns, placed);
      const grid = cells.map((n) => (n < 0 ? "*" : n === 0 ? "." : String(n))).join("");
      const lines = grid.match(new RegExp(`.{${columns}}`, "g")) ?? [];
      return { text: lines.join("\n"), data: { rows, columns, mines, grid } };
    });
    return { values };
  },
});
