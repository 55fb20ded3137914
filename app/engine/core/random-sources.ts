/**
 * The two sources of randomness behind {@link Random} (./random.ts), both delivering the
 * single {@link RandomSource} primitive (a uniformly random unsigned 32-bit integer):
 *
 * - {@link createCryptoSource}: the platform CSPRNG (`crypto.getRandomValues`),
 *   for ordinary, unrepeatable results.
 * - {@link createSeededSource}: a ChaCha20 keystream keyed by SHA-256 of a seed
 *   text, for reproducible results (permalinks).
 *
 * STABILITY CONTRACT: the seeded stream is frozen (see ./random.ts); add a new versioned source
 * rather than change it.
 */

import { sha256 } from "@noble/hashes/sha2.js";

import { chacha20KeystreamWords } from "./chacha20-keystream";
import { TWO_32 } from "./random-words";

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
