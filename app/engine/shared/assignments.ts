import type { Random } from "../core/random";

// One-to-one assignments that avoid forbidden pairs: Secret Santa, where giver i may only draw
// the receivers allowed[i] (never themself, never an excluded person). Whether one exists is a
// bipartite matching question; drawing one uniformly is exact counting for small groups and
// rejection sampling, with a proven bound on the tries it needs, for large ones.

/** For each giver (0..n-1), the receivers it may draw. */
export type Allowed = readonly (readonly boolean[])[];

/**
 * A maximum matching of givers to receivers by augmenting paths (Kuhn's algorithm, O(n³) at
 * worst, instant for the 100 people a draw holds): `receiverOf[g]` is g's receiver or -1.
 */
export function maximumMatching(allowed: Allowed): number[] {
  const n = allowed.length;
  const giverOf = new Array<number>(n).fill(-1);
  const receiverOf = new Array<number>(n).fill(-1);
  for (let start = 0; start < n; start++) {
    const seen = new Array<boolean>(n).fill(false);
    const augment = (giver: number): boolean => {
      const row = allowed[giver] ?? [];
      for (let r = 0; r < n; r++) {
        if (!row[r] || seen[r]) continue;
        seen[r] = true;
        const holder = giverOf[r] as number;
        if (holder === -1 || augment(holder)) {
          giverOf[r] = giver;
          receiverOf[giver] = r;
          return true;
        }
      }
      return false;
    };
    augment(start);
  }
  return receiverOf;
}

/**
 * Why no full assignment exists, by Hall's theorem: a set of givers who may only draw from
 * fewer receivers than they are. Null when every giver can be given a distinct receiver.
 * Found from a maximum matching: the givers reachable by alternating paths from an unmatched
 * giver share exactly one receiver fewer than their number.
 */
export function hallViolation(allowed: Allowed): { givers: number[]; receivers: number[] } | null {
  const n = allowed.length;
  const receiverOf = maximumMatching(allowed);
  const unmatched = receiverOf.indexOf(-1);
  if (unmatched === -1) return null;
  const giverOf = new Array<number>(n).fill(-1);
  receiverOf.forEach((r, g) => {
    if (r !== -1) giverOf[r] = g;
  });
  const givers = new Set([unmatched]);
  const receivers = new Set<number>();
  const queue = [unmatched];
  for (let g = queue.shift(); g !== undefined; g = queue.shift()) {
    const row = allowed[g] ?? [];
    for (let r = 0; r < n; r++) {
      if (!row[r] || receivers.has(r)) continue;
      receivers.add(r);
      const next = giverOf[r] as number;
      if (next !== -1 && !givers.has(next)) {
        givers.add(next);
        queue.push(next);
      }
    }
  }
  const byIndex = (a: number, b: number) => a - b;
  return { givers: [...givers].sort(byIndex), receivers: [...receivers].sort(byIndex) };
}

/** Largest group drawn by exact counting: 18! < 2^53, so every count is an exact double. */
export const EXACT_LIMIT = 18;

/**
 * A uniformly random full assignment by exact counting: completions[mask] is the number of
 * ways to give givers popcount(mask)..n-1 the receivers outside `mask`; each giver in turn
 * takes receiver r with probability completions[mask | r] / completions[mask], drawn with
 * Random.int. Null when there is none. O(2^n · n); only for n ≤ {@link EXACT_LIMIT}.
 */
export function exactAssignment(random: Random, allowed: Allowed): number[] | null {
  const n = allowed.length;
  if (n > EXACT_LIMIT) throw new RangeError(`Exact counting is for ${EXACT_LIMIT} people or fewer`);
  const rows = allowed.map((row) => row.reduce((mask, ok, r) => (ok ? mask | (1 << r) : mask), 0));
  const full = (1 << n) - 1;
  const completions = new Float64Array(full + 1);
  const givers = new Uint8Array(full + 1);
  for (let mask = 1; mask <= full; mask++)
    givers[mask] = (givers[mask >> 1] as number) + (mask & 1);
  completions[full] = 1;
  for (let mask = full - 1; mask >= 0; mask--) {
    let free = (rows[givers[mask] as number] as number) & ~mask;
    let ways = 0;
    while (free !== 0) {
      const bit = free & -free;
      ways += completions[mask | bit] as number;
      free ^= bit;
    }
    completions[mask] = ways;
  }
  if (completions[0] === 0) return null;
  const result: number[] = [];
  let mask = 0;
  for (let giver = 0; giver < n; giver++) {
    let x = random.int(0, (completions[mask] as number) - 1);
    for (let r = 0; r < n; r++) {
      const bit = 1 << r;
      if (!((rows[giver] as number) & bit) || mask & bit) continue;
      const ways = completions[mask | bit] as number;
      if (x < ways) {
        result.push(r);
        mask |= bit;
        break;
      }
      x -= ways;
    }
  }
  return result;
}

/**
 * A lower bound on the chance that a uniformly random permutation avoids every forbidden pair,
 * from the lopsided Lovász Local Lemma for random permutations (Erdős and Spencer, 1991): each
 * forbidden pair (i, j) happens with probability 1/n and depends negatively only on the pairs
 * sharing its row or column. With x = 2/n for every pair, the lemma holds when
 * (1 − 2/n)^D ≥ 1/2, D being the most such neighbours of a pair, and then the chance is at
 * least (1 − 2/n)^Z, Z the number of forbidden pairs. Zero when the lemma's condition fails.
 */
export function avoidanceLowerBound(allowed: Allowed): number {
  const n = allowed.length;
  if (n < 3) return 0;
  const rowForbidden = allowed.map((row) => row.filter((ok) => !ok).length);
  const columnForbidden = Array.from(
    { length: n },
    (_, r) => allowed.filter((row) => !row[r]).length,
  );
  let neighbours = 0;
  let forbidden = 0;
  allowed.forEach((row, g) =>
    row.forEach((ok, r) => {
      if (ok) return;
      forbidden += 1;
      neighbours = Math.max(
        neighbours,
        (rowForbidden[g] as number) - 1 + (columnForbidden[r] as number) - 1,
      );
    }),
  );
  const keep = 1 - 2 / n;
  if (keep ** neighbours < 0.5) return 0;
  return keep ** forbidden;
}

/** The chance a rejection-sampled draw may fail to find an assignment: e^−30, about 1e-13. */
const FAILURE_EXPONENT = 30;

/** The tries that make failure less likely than e^−30 at the chance bound `p`. */
export function rejectionTries(p: number): number {
  return p > 0 ? Math.ceil(FAILURE_EXPONENT / p) : Infinity;
}

/**
 * A uniformly random full assignment by rejection: uniformly shuffled permutations
 * (Random.shuffle) until one avoids every forbidden pair, each accepted one equally likely.
 * Gives up after `maxTries` and returns null.
 */
export function rejectionAssignment(
  random: Random,
  allowed: Allowed,
  maxTries: number,
): number[] | null {
  const n = allowed.length;
  const identity = Array.from({ length: n }, (_, i) => i);
  for (let attempt = 0; attempt < maxTries; attempt++) {
    const permutation = random.shuffle(identity);
    if (permutation.every((r, g) => allowed[g]?.[r] === true)) return permutation;
  }
  return null;
}
