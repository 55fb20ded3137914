/**
 * The random values of the generator engine: everything random on the site goes through
 * {@link Random}, over one of the two sources of ./random-sources.ts (the platform CSPRNG, or
 * a ChaCha20 keystream keyed by a seed text for permalinks). It turns 32-bit words into
 * integers, floats, picks, shuffles and so on, without modulo bias. Pure TypeScript: no I/O
 * and no Node-only APIs, so it runs in browsers and in Cloudflare Workers.
 *
 * STABILITY CONTRACT: a permalink stores a seed and must reproduce the same
 * result on every device forever. Therefore both the seeded stream (see
 * {@link createSeededSource}) and the way every `Random` method consumes words
 * (documented on each method) are frozen. Changing either breaks old links; add
 * a new method or a new versioned source instead.
 */

import { createCryptoSource, createSeededSource, type RandomSource } from "./random-sources";
import {
  BULK_MIN_WORDS,
  INDEX_SCRATCH_BYTES,
  LITTLE_ENDIAN,
  MAX_DIFF,
  TWO_32,
  TWO_53,
  assertCount,
  checkedRangeDiff,
  keepBelow,
  maskBytes,
} from "./random-words";

export { createCryptoSource, createSeededSource, type RandomSource };

/**
 * Random values built on a {@link RandomSource}.
 *
 * All methods are unbiased (rejection sampling, never modulo reduction). How
 * each method consumes source words is documented on it and is part of the
 * permalink stability contract (see the module comment).
 */
export class Random {
  readonly source: RandomSource;
  /** indicesInto's bytes before rejection, kept between calls rather than allocated per call. */
  private indexScratch: Uint8Array | undefined;

  constructor(source: RandomSource) {
    this.source = source;
  }

  /** A uniformly random unsigned 32-bit integer, straight from the source. */
  uint32(): number {
    return this.source.nextUint32();
  }

  /**
   * A uniformly random integer in [min, max] (both inclusive).
   *
   * `min` and `max` must be integers in [-2^53, 2^53] (safe integers, plus
   * ±2^53) with `min <= max` and at most 2^53 values in the range
   * (max - min + 1 <= 2^53); otherwise a RangeError is thrown.
   *
   * Algorithm, with span = max - min + 1:
   * - span <= 2^32: draw one word x; with limit = 2^32 - (2^32 mod span) (the
   *   largest multiple of span not above 2^32) reject and redraw while
   *   x >= limit; return min + (x mod span). One word in the common case
   *   (rejection probability < 1/2, and 0 for powers of two).
   * - span > 2^32: draw two words a, b; v = (a >>> 11) * 2^32 + b, a uniform
   *   53-bit value; with limit = 2^53 - (2^53 mod span) reject and redraw (two
   *   new words) while v >= limit; return min + (v mod span).
   */
  int(min: number, max: number): number {
    // Fast inline validation for the hot path; checkedRangeDiff throws the
    // precise error (and handles spans above 2^32).
    const diff =
      Number.isInteger(min) &&
      Number.isInteger(max) &&
      min >= -TWO_53 &&
      max <= TWO_53 &&
      min <= max
        ? max - min
        : checkedRangeDiff(min, max);
    const source = this.source;
    if (diff < 0xffff_ffff) {
      // span < 2^32, so x, span and r fit in 32 bits and the engine can use integer
      // division. x >= limit exactly when x - r, the multiple of span at or below x, is
      // above 2^32 - span (the next multiple would pass 2^32), so no limit is computed.
      const span = (diff + 1) >>> 0;
      for (;;) {
        const x = source.nextUint32() >>> 0;
        const r = (x % span) >>> 0;
        if (x - r <= TWO_32 - span) return min + r;
      }
    }
    if (diff === 0xffff_ffff) return min + source.nextUint32(); // span 2^32: never rejects
    if (diff > MAX_DIFF) checkedRangeDiff(min, max); // throws
    const span = diff + 1;
    const limit = TWO_53 - (TWO_53 % span);
    let v: number;
    do {
      const hi = source.nextUint32() >>> 11;
      v = hi * TWO_32 + source.nextUint32();
    } while (v >= limit);
    return min + (v % span);
  }

  /**
   * A uniformly random float in [0, 1) with 53 random bits: from two words a, b,
   * `((a >>> 11) * 2^32 + b) / 2^53`. Every multiple of 2^-53 in [0, 1) is
   * equally likely. Always uses exactly two words.
   */
  float(): number {
    const hi = this.source.nextUint32() >>> 11;
    return (hi * TWO_32 + this.source.nextUint32()) / TWO_53;
  }

  /**
   * `true` with probability `probabilityTrue` (default 0.5), computed as
   * `float() < probabilityTrue` (two words; exact to within 2^-53). 0 always
   * gives false and 1 always gives true. Throws a RangeError unless the
   * probability is a number in [0, 1].
   */
  bool(probabilityTrue = 0.5): boolean {
    if (!(probabilityTrue >= 0 && probabilityTrue <= 1)) {
      throw new RangeError(`probabilityTrue must be in [0, 1], got ${String(probabilityTrue)}`);
    }
    return this.float() < probabilityTrue;
  }

  /** A uniformly chosen element: `items[int(0, length - 1)]`. RangeError if empty. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("Cannot pick from an empty list");
    return items[this.int(0, items.length - 1)] as T;
  }

  /**
   * An element chosen with probability proportional to its weight.
   *
   * Weights must be finite and non-negative, with a positive (finite) sum and
   * the same length as `items`; otherwise a RangeError is thrown. Items with
   * weight 0 are never chosen.
   *
   * Algorithm: r = float() * total (two words); return the first item whose
   * running weight sum exceeds r (falling back to the last item of positive
   * weight if floating-point rounding leaves r at the total).
   */
  weightedPick<T>(items: readonly T[], weights: readonly number[]): T {
    if (items.length !== weights.length) {
      throw new RangeError(
        `items and weights must have the same length (${items.length} vs ${weights.length})`,
      );
    }
    let total = 0;
    let lastPositive = -1;
    for (let i = 0; i < weights.length; i++) {
      const w = weights[i] as number;
      if (!(Number.isFinite(w) && w >= 0)) {
        throw new RangeError(`Weight at index ${i} must be finite and non-negative, got ${w}`);
      }
      total += w;
      if (w > 0) lastPositive = i;
    }
    if (!(total > 0 && Number.isFinite(total))) {
      throw new RangeError("The sum of the weights must be positive and finite");
    }
    const r = this.float() * total;
    let cumulative = 0;
    for (let i = 0; i < weights.length; i++) {
      cumulative += weights[i] as number;
      if (r < cumulative) return items[i] as T;
    }
    return items[lastPositive] as T;
  }

  /**
   * `k` elements at distinct positions of `items`, chosen uniformly without
   * replacement, in random order (every ordered k-selection is equally likely).
   * RangeError unless 0 <= k <= items.length.
   *
   * Algorithm: partial Fisher–Yates over the positions — for i = 0 .. k-1,
   * j = int(i, n - 1), swap positions i and j, output position i. Large inputs
   * with small k use a sparse map of swapped positions, so the cost is O(k).
   */
  sample<T>(items: readonly T[], k: number): T[] {
    assertCount(k, "k");
    const n = items.length;
    if (k > n) throw new RangeError(`Cannot sample ${k} items from ${n}`);
    const positions = this.partialShuffle(n, k);
    const result = new Array<T>(k);
    for (let i = 0; i < k; i++) result[i] = items[positions[i] as number] as T;
    return result;
  }

  /**
   * A new array with the elements of `items` in uniformly random order; the
   * input is not modified. Fisher–Yates (Durstenfeld): for i = n-1 down to 1,
   * j = int(0, i), swap i and j.
   */
  shuffle<T>(items: readonly T[]): T[] {
    const result = items.slice();
    const source = this.source;
    for (let i = result.length - 1; i > 0; i--) {
      // j = int(0, i), written out as in int() (an array has fewer than 2^32 items).
      const span = i + 1;
      let x = source.nextUint32() >>> 0;
      let j = (x % span) >>> 0;
      while (x - j > TWO_32 - span) {
        x = source.nextUint32() >>> 0;
        j = (x % span) >>> 0;
      }
      const tmp = result[i] as T;
      result[i] = result[j] as T;
      result[j] = tmp;
    }
    return result;
  }

  /**
   * A normally distributed number (default standard normal).
   *
   * Box–Muller: u1 = 1 - float() (in (0, 1], so log(u1) is finite), u2 = float(),
   * result = mean + sd * sqrt(-2 ln u1) * cos(2π u2). Uses four words; the
   * second Box–Muller value is not kept, so each call is independent of earlier
   * calls. `mean` must be finite and `sd` finite and non-negative (RangeError).
   */
  normal(mean = 0, sd = 1): number {
    if (!Number.isFinite(mean)) throw new RangeError(`mean must be finite, got ${mean}`);
    if (!(Number.isFinite(sd) && sd >= 0)) {
      throw new RangeError(`sd must be finite and non-negative, got ${sd}`);
    }
    const u1 = 1 - this.float();
    const u2 = this.float();
    return mean + sd * Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  }

  /**
   * `n` random bytes. Each word supplies four bytes, least significant first;
   * the unused high bytes of the last word are discarded (ceil(n / 4) words).
   */
  bytes(n: number): Uint8Array {
    assertCount(n, "n");
    return this.bytesInto(new Uint8Array(n));
  }

  /**
   * Fills `target` with random bytes and returns it: exactly the bytes (and the
   * words) of `bytes(target.length)`, so filling one array of 16·k bytes gives
   * the same bytes as k calls of `bytes(16)`. Large arrays are filled from the
   * source in bulk.
   */
  bytesInto(target: Uint8Array): Uint8Array {
    const n = target.length;
    const source = this.source;
    const whole = Math.floor(n / 4);
    let i = 0;
    if (
      whole >= BULK_MIN_WORDS &&
      source.fillUint32 &&
      LITTLE_ENDIAN &&
      target.byteOffset % 4 === 0
    ) {
      // The words' little-endian bytes, written in place by a word view of the array.
      source.fillUint32(new Uint32Array(target.buffer, target.byteOffset, whole));
      i = whole * 4;
    } else {
      for (; i < whole * 4; i += 4) {
        const w = source.nextUint32();
        target[i] = w;
        target[i + 1] = w >>> 8;
        target[i + 2] = w >>> 16;
        target[i + 3] = w >>> 24;
      }
    }
    if (i < n) {
      let w = source.nextUint32();
      for (; i < n; i++, w >>>= 8) target[i] = w;
    }
    return target;
  }

  /**
   * Fills `target` with independent, uniformly random integers in [0, size)
   * and returns it, for an integer size from 1 to 256 (RangeError otherwise):
   * one byte per value, for picking characters from an alphabet of at most
   * 256 by index.
   *
   * Word consumption (frozen): the bytes of successive words, least
   * significant first (as in {@link Random.bytes}). Each byte is masked to its
   * low k bits, 2^k being the smallest power of two >= size; a masked value
   * below size is taken, any other is skipped (rejection sampling, so every
   * value is exactly equally likely; a power-of-two size never skips, so n
   * values take ceil(n / 4) words). Words are drawn only while values are
   * missing; the unused bytes of the last word drawn are discarded, so the
   * next call starts on a fresh word.
   */
  indicesInto(target: Uint8Array, size: number): Uint8Array {
    if (!(Number.isInteger(size) && size >= 1 && size <= 256)) {
      throw new RangeError(`size must be an integer from 1 to 256, got ${String(size)}`);
    }
    let mask = 1;
    while (mask < size) mask <<= 1;
    mask -= 1;
    const n = target.length;
    if (mask + 1 === size) return maskBytes(this.bytesInto(target), mask);
    const scratch = (this.indexScratch ??= new Uint8Array(INDEX_SCRATCH_BYTES));
    let i = 0;
    while (i < n) {
      // Each word gives at most four values, so drawing at most ceil(missing / 4) words at a
      // time never draws a word the byte-by-byte definition would not.
      const words = Math.min(Math.ceil((n - i) / 4), INDEX_SCRATCH_BYTES / 4);
      const bytes = this.bytesInto(scratch.subarray(0, words * 4));
      // Values past the n-th can only come from the last word; they are discarded with it.
      const take = Math.min(keepBelow(bytes, mask, size), n - i);
      target.set(bytes.subarray(0, take), i);
      i += take;
    }
    return target;
  }

  /**
   * `count` distinct integers from [min, max], in random order (every ordered
   * selection is equally likely). Same range rules as {@link Random.int};
   * RangeError if `count` exceeds the number of values in the range.
   *
   * Algorithm: partial Fisher–Yates over the virtual array [min, ..., max],
   * exactly as in {@link Random.sample} (j = int(i, span - 1), result i is
   * min + the offset that ends up at position i). Only swapped positions are
   * stored, so it costs O(count) time and memory even for a range of 2^53 values.
   */
  distinctInts(min: number, max: number, count: number): number[] {
    const diff = checkedRangeDiff(min, max);
    assertCount(count, "count");
    const span = diff + 1;
    if (count > span) {
      throw new RangeError(`Cannot draw ${count} distinct integers from [${min}, ${max}]`);
    }
    const offsets = this.partialShuffle(span, count);
    const result = new Array<number>(count);
    for (let i = 0; i < count; i++) result[i] = min + (offsets[i] as number);
    return result;
  }

  /**
   * The first k positions of a partial Fisher–Yates shuffle of [0, n).
   * Both strategies consume the same words and give identical results.
   */
  private partialShuffle(n: number, k: number): number[] {
    const result = new Array<number>(k);
    // Dense: a real array of positions, when it is not much bigger than the output.
    if (n <= 4 * k + 16) {
      const positions = new Array<number>(n);
      for (let i = 0; i < n; i++) positions[i] = i;
      for (let i = 0; i < k; i++) {
        const j = this.int(i, n - 1);
        const chosen = positions[j] as number;
        positions[j] = positions[i] as number;
        result[i] = chosen;
      }
      return result;
    }
    // Sparse: only positions that were swapped are stored; others hold themselves.
    const swapped = new Map<number, number>();
    for (let i = 0; i < k; i++) {
      const j = this.int(i, n - 1);
      const chosen = swapped.get(j) ?? j;
      swapped.set(j, swapped.get(i) ?? i);
      swapped.delete(i); // position i is never read again
      result[i] = chosen;
    }
    return result;
  }
}

/** A {@link Random} over a fresh {@link createCryptoSource}. */
export function cryptoRandom(): Random {
  return new Random(createCryptoSource());
}

/** A {@link Random} over {@link createSeededSource}(seed): reproducible forever. */
export function seededRandom(seed: string): Random {
  return new Random(createSeededSource(seed));
}

const SEED_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

let sharedCryptoRandom: Random | undefined;

/**
 * A new URL-safe seed: `length` (default 12, about 62 bits) characters from
 * `0-9a-z`, each chosen uniformly with `random.int(0, 35)`. By default draws from
 * one shared, lazily created crypto source.
 */
export function newSeed(
  random: Random = (sharedCryptoRandom ??= cryptoRandom()),
  length = 12,
): string {
  assertCount(length, "length");
  let seed = "";
  for (let i = 0; i < length; i++) {
    seed += SEED_ALPHABET[random.int(0, SEED_ALPHABET.length - 1)];
  }
  return seed;
}
