import { select } from "../core/fields";

// The order numbers are shown in: as drawn, or sorted after drawing.

export type NumberOrder = "random" | "ascending" | "descending";

/** The Order field of number generators: as drawn, smallest first or largest first. */
export const numberOrder = select({
  label: "Order",
  options: [
    { value: "random", label: "As drawn" },
    { value: "ascending", label: "Smallest first" },
    { value: "descending", label: "Largest first" },
  ],
  default: "random",
});

/** The numbers in `order`: a sorted copy, or the same array when shown as drawn. */
export function sortNumbers(values: number[], order: NumberOrder): number[] {
  if (order === "ascending") return [...values].sort((a, b) => a - b);
  if (order === "descending") return [...values].sort((a, b) => b - a);
  return values;
}
