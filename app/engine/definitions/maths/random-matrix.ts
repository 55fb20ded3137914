import { defineGenerator } from "../../core/engine";
import { count, decimal, integer, select } from "../../core/fields";
import { plural } from "../../shared/format";

type Format = "brackets" | "latex" | "csv" | "python";

/** The most entries in one run: How many × rows × columns. */
const MAX_ENTRIES = 200_000;

/** The matrix written in a format: rows of entries already as text. */
function write(rows: string[][], format: Format): string {
  switch (format) {
    case "latex":
      return `\\begin{pmatrix} ${rows.map((r) => r.join(" & ")).join(" \\\\ ")} \\end{pmatrix}`;
    case "csv":
      return rows.map((r) => r.join(",")).join("\n");
    case "python":
      return `[${rows.map((r) => `[${r.join(", ")}]`).join(", ")}]`;
    default:
      return `[${rows.map((r) => r.join(" ")).join("; ")}]`;
  }
}

export default defineGenerator({
  id: "random-matrix",
  title: "Random Matrix",
  category: "maths",
  iconText: "🧮",
  description:
    "Random matrices of any size up to 20 × 20, with whole or decimal entries in your range, written as [a b; c d], LaTeX, CSV or a Python list.",
  keywords: ["random matrix", "matrix generator", "linear algebra", "latex matrix", "test data"],
  algorithm:
    "Fills the matrix row by row; whole entries are uniform between the bounds (Random.int, unbiased by rejection), decimal entries are a uniform whole number of steps of 10⁻ᵈ between the bounds (Random.int), so every written value is equally likely.",
  version: 1,
  inputs: {
    rows: integer({ label: "Rows", min: 1, max: 20, default: 3 }),
    columns: integer({ label: "Columns", min: 1, max: 20, default: 3 }),
    min: decimal({ label: "Smallest entry", min: -1e9, max: 1e9, step: 1, default: -9 }),
    max: decimal({ label: "Largest entry", min: -1e9, max: 1e9, step: 1, default: 9 }),
    places: integer({ label: "Decimal places", min: 0, max: 6, default: 0 }),
    format: select<Format>({
      label: "Written as",
      options: [
        { value: "brackets", label: "[1 2; 3 4]" },
        { value: "latex", label: "LaTeX pmatrix" },
        { value: "csv", label: "CSV rows" },
        { value: "python", label: "Python / JSON list" },
      ],
      default: "brackets",
    }),
    count: count(1, {
      help: `At most ${MAX_ENTRIES.toLocaleString("en-US")} entries in all: How many × rows × columns.`,
    }),
  },
  check({ rows, columns, min, max, places, count }) {
    const scale = 10 ** places;
    if (Math.ceil(min * scale) > Math.floor(max * scale)) {
      return {
        field: "max",
        message: `No number with ${plural(places, "decimal place")} lies between ${min} and ${max}. Widen the range or add decimal places.`,
      };
    }
    if (count * rows * columns > MAX_ENTRIES) {
      return {
        field: "count",
        message: `${plural(count, "matrix", "matrices")} of ${rows} × ${columns} would be ${(count * rows * columns).toLocaleString("en-US")} entries; one run makes at most ${MAX_ENTRIES.toLocaleString("en-US")}. Lower How many or the size.`,
      };
    }
    return null;
  },
  generate(random, { rows, columns, min, max, places, format, count }) {
    const scale = 10 ** places;
    const low = Math.ceil(min * scale);
    const high = Math.floor(max * scale);
    const values = Array.from({ length: count }, () => {
      const entries: number[] = [];
      const cells: string[][] = [];
      for (let r = 0; r < rows; r++) {
        const row: string[] = [];
        for (let c = 0; c < columns; c++) {
          const value = random.int(low, high) / scale;
          entries.push(value);
          row.push(value.toFixed(places));
        }
        cells.push(row);
      }
      return { text: write(cells, format), data: { rows, columns, entries } };
    });
    return { values };
  },
});
