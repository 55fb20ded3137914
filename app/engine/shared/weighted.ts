import type { Random } from "../core/random";

// Exact weighted picks: whole-number weights summed into a running total, one unbiased integer
// below the total, and a binary search for the entry whose share of the total holds it. Unlike
// Random.weightedPick (a float scaled by the total), every entry's chance is exactly its weight
// over the total, as long as the total stays a safe integer.

/** Running totals of whole-number weights, for {@link pickByWeight}. */
export interface CumulativeWeights {
  /** ends[i] is the sum of the weights of entries 0..i. */
  readonly ends: readonly number[];
  readonly total: number;
}

/**
 * The running totals of `weights`. Throws a RangeError unless every weight is a non-negative
 * whole number, at least one is positive and the total is a safe integer (at most 2^53 − 1).
 */
export function cumulativeWeights(weights: readonly number[]): CumulativeWeights {
  const ends: number[] = [];
  let total = 0;
  for (const [i, weight] of weights.entries()) {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new RangeError(`Weight ${i} must be a non-negative whole number, got ${weight}`);
    }
    total += weight;
    if (!Number.isSafeInteger(total)) throw new RangeError("The weights add up to too much");
    ends.push(total);
  }
  if (total === 0) throw new RangeError("At least one weight must be positive");
  return { ends, total };
}

/**
 * The index of an entry chosen with probability weight / total, exactly: r = Random.int(0,
 * total − 1), then the first index whose running total exceeds r (binary search). One int per
 * pick.
 */
export function pickByWeight(random: Random, { ends, total }: CumulativeWeights): number {
  const r = random.int(0, total - 1);
  let low = 0;
  let high = ends.length - 1;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((ends[mid] as number) > r) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * `count` distinct indices, each step chosen by weight among the entries not yet chosen (weighted
 * sampling without replacement, as names are drawn from a hat one by one). The totals are rebuilt
 * after each pick, so it costs O(count × entries); fine for lists of a few thousand.
 */
export function distinctByWeight(
  random: Random,
  weights: readonly number[],
  count: number,
): number[] {
  const left = weights.slice();
  const picked: number[] = [];
  for (let k = 0; k < count; k++) {
    const index = pickByWeight(random, cumulativeWeights(left));
    picked.push(index);
    left[index] = 0;
  }
  return picked;
}
