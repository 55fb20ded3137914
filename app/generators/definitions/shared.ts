import type { InputProblem } from "../core/engine";
import type { Random } from "../core/random";

/** "1 word", "2 words", "1,000 entries": the count in en-US digits with the matching noun. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

/** The word with its first UTF-16 unit in upper case ("otter" → "Otter"). */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Bits of randomness rounded to one decimal place, as shown to the visitor. */
export function roundBits(bits: number): number {
  return Math.round(bits * 10) / 10;
}

/** `count` entries of `items`, none twice with `unique` (past the list's end: all, with a note). */
export function drawEntries<T>(
  random: Random,
  items: readonly T[],
  count: number,
  unique: boolean,
  pluralName: string,
): { picked: T[]; notes: string[] } {
  // Asking for more different entries than the list holds is not an error: `check` cannot
  // reject it, because the list loads only when the generator runs and hard-coding its size
  // would go stale.
  if (items.length === 0) return { picked: [], notes: [`The list has no ${pluralName}.`] };
  if (!unique)
    return { picked: Array.from({ length: count }, () => random.pick(items)), notes: [] };
  if (count <= items.length) return { picked: random.sample(items, count), notes: [] };
  const n = items.length;
  return {
    picked: random.sample(items, n),
    notes: [`Only ${n} ${pluralName} exist in the list, so you get all ${n}.`],
  };
}

/** The `algorithm` text of generators that draw entries with {@link drawEntries}. */
export function drawEntriesAlgorithm(pool: string): string {
  return `Uniform picks (Random.pick, an unbiased index by rejection sampling) from ${pool}. With No repeats: k distinct picks (Random.sample, a partial Fisher–Yates shuffle), or the whole list in random order when you ask for more than it holds.`;
}

/**
 * The most characters one run of a fixed-length string generator gives (1 MiB of text): 10,000
 * short values, or fewer long ones, so that a run stays the size of a page.
 */
export const MAX_RUN_CHARACTERS = 2 ** 20;

/** The help of a "How many" field limited by {@link MAX_RUN_CHARACTERS}. */
export const RUN_CHARACTERS_HELP = `At most ${MAX_RUN_CHARACTERS.toLocaleString("en-US")} characters in all: Length × How many.`;

/** A problem naming `count` when `count` values of `length` characters exceed the run's budget. */
export function runCharactersProblem(length: number, count: number): InputProblem | null {
  const total = length * count;
  if (total <= MAX_RUN_CHARACTERS) return null;
  return {
    field: "count",
    message: `${plural(count, "value")} of ${plural(length, "character")} would be ${plural(total, "character")}; one run gives at most ${MAX_RUN_CHARACTERS.toLocaleString("en-US")}. Lower How many or Length.`,
  };
}
