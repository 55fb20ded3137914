import type { InputProblem } from "../core/field-kinds";

import { plural } from "./format";

// What a generator says when No repeats asks for more values than its range holds.

/**
 * The problem, naming How many, when `count` different values are asked for between `from` and
 * `to` but only `available` exist; null when there are enough.
 */
export function notEnoughDistinct(
  count: number,
  noun: string,
  range: { from: string | number; to: string | number; available: number },
): InputProblem | null {
  const { from, to, available } = range;
  if (count <= available) return null;
  return {
    field: "count",
    message: `Can't pick ${plural(count, `different ${noun}`)} between ${from} and ${to}: there ${
      available === 1 ? "is only 1" : `are only ${available.toLocaleString("en-US")}`
    }. Lower How many or turn off No repeats.`,
  };
}
