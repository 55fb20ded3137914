// The word arithmetic of Random (./random.ts): its limits, the checks of its arguments and the
// byte masking of Random.indicesInto. Part of the permalink stability contract stated there.

export const TWO_32 = 0x1_0000_0000; // 2^32
export const TWO_53 = 0x20_0000_0000_0000; // 2^53
/** Largest allowed `max - min`, so that the span `max - min + 1` is at most 2^53. */
export const MAX_DIFF = TWO_53 - 1;

/**
 * Whether typed arrays are little-endian here (all current browsers, Node and Workers), so a
 * Uint32Array over bytes reads them as little-endian words. Elsewhere bytes are written one
 * by one, with the same result.
 */
export const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
/** Bytes that Random.indicesInto draws at most at a time when it must reject some. */
export const INDEX_SCRATCH_BYTES = 16384;
/** Below this many words a bulk fill costs more than word-by-word calls. */
export const BULK_MIN_WORDS = 16;

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
export function checkedRangeDiff(min: number, max: number): number {
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

export function assertCount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative safe integer, got ${String(value)}`);
  }
}

// The loops of Random.indicesInto, each in a function of its own: the engine optimises a hot
// loop while it runs, and a loop followed by other calls kept deoptimising at those calls.

/** `bytes` with each byte masked to `mask` (a power of two minus one). */
export function maskBytes(bytes: Uint8Array, mask: number): Uint8Array {
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
export function keepBelow(bytes: Uint8Array, mask: number, size: number): number {
  let kept = 0;
  for (let j = 0; j < bytes.length; j++) {
    const value = (bytes[j] as number) & mask;
    bytes[kept] = value;
    kept += (value - size) >>> 31;
  }
  return kept;
}
