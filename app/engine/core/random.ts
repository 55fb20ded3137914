/**
 * The random source of the generator engine.
 *
 * Everything random on the site goes through this module. It has two kinds of
 * randomness, both delivered through the single {@link RandomSource} primitive
 * (a uniformly random unsigned 32-bit integer):
 *
 * - {@link createCryptoSource}: the platform CSPRNG (`crypto.getRandomValues`),
 *   for ordinary, unrepeatable results.
 * - {@link createSeededSource}: a ChaCha20 keystream keyed by SHA-256 of a seed
 *   text, for reproducible results (permalinks).
 *
 * {@link Random} turns 32-bit words into integers, floats, picks, shuffles and
 * so on, without modulo bias.
 *
 * Pure TypeScript: no I/O and no Node-only APIs, so it runs in browsers and in
 * Cloudflare Workers. The only entropy used is `crypto.getRandomValues`.
 *
 * STABILITY CONTRACT: a permalink stores a seed and must reproduce the same
 * result on every device forever. Therefore both the seeded stream (see
 * {@link createSeededSource}) and the way every `Random` method consumes words
 * (documented on each method) are frozen. Changing either breaks old links; add
 * a new method or a new versioned source instead.
 */

import { sha256 } from "@noble/hashes/sha2.js";

import { chacha20KeystreamWords } from "./chacha20-keystream";

/** The one primitive every generator builds on. */
export interface RandomSource {
  /** A uniformly random integer in [0, 2^32 - 1]. */
  nextUint32(): number;
  /**
   * Optional bulk form: fills `target` with the next `target.length` words of the stream,
   * exactly the words that many `nextUint32()` calls would give, in order.
   */
  fillUint32?(target: Uint32Array): void;
}

const TWO_32 = 0x1_0000_0000; // 2^32
const TWO_53 = 0x20_0000_0000_0000; // 2^53
/** Largest allowed `max - min`, so that the span `max - min + 1` is at most 2^53. */
const MAX_DIFF = TWO_53 - 1;

/**
 * Whether typed arrays are little-endian here (all current browsers, Node and Workers), so a
 * Uint32Array over bytes reads them as little-endian words. Elsewhere bytes are written one
 * by one, with the same result.
 */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
/** Bytes that Random.indicesInto draws at most at a time when it must reject some. */
const INDEX_SCRATCH_BYTES = 16384;
/** Below this many words a bulk fill costs more than word-by-word calls. */
const BULK_MIN_WORDS = 16;

// ---------------------------------------------------------------------------
// Crypto source
// ---------------------------------------------------------------------------

/** Words per refill: 16384 * 4 = 65536 bytes, the per-call limit of getRandomValues. */
const CRYPTO_BUFFER_WORDS = 16384;

class CryptoSource implements RandomSource {
  private readonly buffer = new Uint32Array(CRYPTO_BUFFER_WORDS);
  // Start "exhausted" so that nothing is drawn until the first call. Cloudflare
  // Workers do not allow generating random values at global scope, so
  // constructing a source there must be free of draws.
  private position = CRYPTO_BUFFER_WORDS;

  nextUint32(): number {
    if (this.position >= CRYPTO_BUFFER_WORDS) {
      crypto.getRandomValues(this.buffer);
      this.position = 0;
    }
    return this.buffer[this.position++] as number;
  }

  fillUint32(target: Uint32Array): void {
    for (let filled = 0; filled < target.length;) {
      if (this.position >= CRYPTO_BUFFER_WORDS) {
        crypto.getRandomValues(this.buffer);
        this.position = 0;
      }
      const take = Math.min(target.length - filled, CRYPTO_BUFFER_WORDS - this.position);
      target.set(this.buffer.subarray(this.position, this.position + take), filled);
      this.position += take;
      filled += take;
    }
  }
}

/**
 * A source backed by the platform CSPRNG (`crypto.getRandomValues`).
 *
 * Words are fetched 16384 at a time (64 KiB, the maximum of one call) and
 * handed out in order, refilling when exhausted, so bulk work is fast. Nothing
 * is drawn until the first `nextUint32()` or `fillUint32()` call.
 */
export function createCryptoSource(): RandomSource {
  return new CryptoSource();
}

// ---------------------------------------------------------------------------
// Seeded source
// ---------------------------------------------------------------------------

/**
 * Keystream blocks per refill of the word buffer: 16 KiB, so that the per-call cost of
 * @noble/ciphers is spread over 4096 words.
 */
const SEEDED_REFILL_BLOCKS = 256;
/** The first refill is 4 KiB, so that a run needing a few words does not compute 16 KiB. */
const SEEDED_FIRST_REFILL_BLOCKS = 64;
const SEEDED_BUFFER_WORDS = SEEDED_REFILL_BLOCKS * 16;
/**
 * Blocks in the whole stream: 2^32 - 64, where the stream has always ended (noble never
 * produces the block with counter 2^32 - 1, and the first implementation stopped a whole
 * 64-block chunk before it).
 */
const SEEDED_STREAM_BLOCKS = TWO_32 - 64;
const ZERO_NONCE = new Uint8Array(12);

class SeededSource implements RandomSource {
  private readonly key: Uint8Array;
  private readonly words = new Uint32Array(SEEDED_BUFFER_WORDS);
  private position = 0;
  /** Words of the buffer that hold keystream not yet handed out (from `position`). */
  private end = 0;
  /** ChaCha20 block counter of the next block to compute. */
  private counter = 0;

  constructor(seed: string) {
    this.key = sha256(new TextEncoder().encode(seed));
  }

  nextUint32(): number {
    if (this.position >= this.end) this.refill();
    return this.words[this.position++] as number;
  }

  fillUint32(target: Uint32Array): void {
    const n = target.length;
    let filled = Math.min(n, this.end - this.position);
    target.set(this.words.subarray(this.position, this.position + filled));
    this.position += filled;
    // Whole blocks go straight into the target: the same words, without a copy.
    const blocks = Math.floor((n - filled) / 16);
    if (blocks > 0) {
      this.compute(target, filled, blocks);
      filled += blocks * 16;
    }
    while (filled < n) {
      this.refill();
      const take = Math.min(n - filled, this.end);
      target.set(this.words.subarray(0, take), filled);
      this.position = take;
      filled += take;
    }
  }

  private refill(): void {
    const wanted = this.counter === 0 ? SEEDED_FIRST_REFILL_BLOCKS : SEEDED_REFILL_BLOCKS;
    const blocks = Math.max(1, Math.min(wanted, SEEDED_STREAM_BLOCKS - this.counter));
    this.compute(this.words, 0, blocks);
    this.position = 0;
    this.end = blocks * 16;
  }

  /** The next `blocks` keystream blocks into `out` from word `offset`. */
  private compute(out: Uint32Array, offset: number, blocks: number): void {
    if (this.counter + blocks > SEEDED_STREAM_BLOCKS) {
      throw new RangeError("Seeded random stream exhausted (about 256 GiB drawn)");
    }
    chacha20KeystreamWords(this.key, ZERO_NONCE, this.counter, blocks, out, offset);
    this.counter += blocks;
  }
}

/**
 * A reproducible source: the same seed gives the same stream on every device,
 * forever. Permalinks depend on this exact construction; it must never change.
 *
 * Construction (frozen):
 * 1. `key = SHA-256(UTF-8(seed))` — the seed text encoded with `TextEncoder`
 *    (so a lone UTF-16 surrogate is encoded as U+FFFD), hashed to 32 bytes.
 * 2. Keystream = ChaCha20 as in RFC 8439 (20 rounds, 32-bit block counter,
 *    96-bit nonce) with that key, a 12-byte all-zero nonce, and block counter
 *    starting at 0: the bytes of block 0, then block 1, and so on. (Equivalently:
 *    ChaCha20-encrypt zero bytes. Node/OpenSSL's `chacha20` with a 16-byte IV of
 *    all zeros produces the same bytes.)
 * 3. The keystream bytes are read in order as little-endian uint32 words:
 *    word i = bytes[4i] | bytes[4i+1] << 8 | bytes[4i+2] << 16 | bytes[4i+3] << 24.
 *
 * Internally @noble/ciphers computes the keystream 256 blocks (16 KiB) per refill
 * (64 for the first), written as bytes into a word buffer that reads them back
 * little-endian, or straight into the caller's array for bulk requests
 * ({@link chacha20KeystreamWords}); none of this affects the output. The stream
 * ends after 2^32 - 64 blocks (about 256 GiB); going further throws a RangeError.
 */
export function createSeededSource(seed: string): RandomSource {
  return new SeededSource(seed);
}

// ---------------------------------------------------------------------------
// Random
// ---------------------------------------------------------------------------

/**
 * Range bounds may be any integer in [-2^53, 2^53]: every such integer is exactly
 * representable (this is the safe-integer range plus ±2^53, so that e.g.
 * [1, 2^53] can be used), and every min + offset computed below stays inside
 * [min, max], hence exact.
 */
function assertBound(value: number, name: string): void {
  if (!(Number.isInteger(value) && Math.abs(value) <= TWO_53)) {
    throw new RangeError(`${name} must be an integer in [-2^53, 2^53], got ${String(value)}`);
  }
}

/** Validates an inclusive integer range and returns `max - min` (exact, at most 2^53 - 1). */
function checkedRangeDiff(min: number, max: number): number {
  assertBound(min, "min");
  assertBound(max, "max");
  if (min > max) throw new RangeError(`min (${min}) must not exceed max (${max})`);
  // Rounding of the subtraction is monotone and 2^53 is representable, so a
  // rounded difference above 2^53 - 1 means the true one is too, and a rounded
  // difference of at most 2^53 - 1 is exact.
  const diff = max - min;
  if (diff > MAX_DIFF) {
    throw new RangeError(`Range [${min}, ${max}] has more than 2^53 values`);
  }
  return diff;
}

function assertCount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative safe integer, got ${String(value)}`);
  }
}

// The loops of Random.indicesInto, each in a function of its own: the engine optimises a hot
// loop while it runs, and a loop followed by other calls kept deoptimising at those calls.

/** `bytes` with each byte masked to `mask` (a power of two minus one). */
function maskBytes(bytes: Uint8Array, mask: number): Uint8Array {
  const n = bytes.length;
  if (mask === 0xff) return bytes;
  let i = 0;
  if (n >= 4 * BULK_MIN_WORDS && bytes.byteOffset % 4 === 0) {
    // Four bytes per operation: masking a word with the mask in every byte masks each byte.
    i = 4 * maskWords(new Uint32Array(bytes.buffer, bytes.byteOffset, Math.floor(n / 4)), mask);
  }
  for (; i < n; i++) bytes[i] = (bytes[i] as number) & mask;
  return bytes;
}

/** Masks every byte of `words` to `mask`; returns how many words. */
function maskWords(words: Uint32Array, mask: number): number {
  const wordMask = mask * 0x0101_0101;
  for (let w = 0; w < words.length; w++) words[w] = (words[w] as number) & wordMask;
  return words.length;
}

/**
 * Masks each byte and moves those below `size` to the front, in order; returns how many. No
 * branch: every value is written and only a kept one advances ((value - size) >>> 31 is 1).
 */
function keepBelow(bytes: Uint8Array, mask: number, size: number): number {
  let kept = 0;
  for (let j = 0; j < bytes.length; j++) {
    const value = (bytes[j] as number) & mask;
    bytes[kept] = value;
    kept += (value - size) >>> 31;
  }
  return kept;
}

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
