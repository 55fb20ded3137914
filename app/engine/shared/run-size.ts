import type { InputProblem } from "../core/field-kinds";

import { plural } from "./format";
import { formatCount } from "../core/format-count";

// How large one run of a fixed-length string generator may be.

/**
 * The most characters one run of a fixed-length string generator gives (1 MiB of text): 10,000
 * short values, or fewer long ones, so that a run stays the size of a page.
 */
export const MAX_RUN_CHARACTERS = 2 ** 20;

/** The help of a "How many" field limited by {@link MAX_RUN_CHARACTERS}. */
export const RUN_CHARACTERS_HELP = `At most ${formatCount(MAX_RUN_CHARACTERS)} characters in all: Length × How many.`;

/** A problem naming `count` when `count` values of `length` characters exceed the run's budget. */
export function runCharactersProblem(length: number, count: number): InputProblem | null {
  const total = length * count;
  if (total <= MAX_RUN_CHARACTERS) return null;
  return {
    field: "count",
    message: `${plural(count, "value")} of ${plural(length, "character")} would be ${plural(total, "character")}; one run gives at most ${formatCount(MAX_RUN_CHARACTERS)}. Lower How many or Length.`,
  };
}
