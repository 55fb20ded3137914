/**
 * ChaCha20 keystream (RFC 8439) from @noble/ciphers, as little-endian 32-bit words, many
 * blocks per call.
 *
 * The cost of noble's cipher is mostly per call (argument checks, a key copy, a block buffer),
 * so the keystream is asked for up to 16 KiB at a time. On little-endian platforms (all current
 * browsers, Node and Workers) noble writes the bytes straight into a byte view of the word
 * array, and the words read back are the little-endian keystream words with no decoding;
 * elsewhere the bytes are decoded one word at a time, with the same result.
 */

import { chacha20 } from "@noble/ciphers/chacha.js";

const BLOCK_BYTES = 64;
const BLOCK_WORDS = 16;
/** Most blocks asked of the cipher in one call: 16 KiB of keystream. */
const CALL_BLOCKS = 256;
/** Encrypting zeros gives the keystream itself. Only ever read. */
const ZEROS = new Uint8Array(CALL_BLOCKS * BLOCK_BYTES);
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
/** Byte buffer for big-endian platforms, where the words are decoded from bytes. */
let bigEndianBytes: Uint8Array | undefined;

/**
 * Writes `blocks` ChaCha20 keystream blocks, for block counters `counter`, `counter + 1`, ...,
 * into `out` from word `offset` (16 words per block), each word the little-endian reading of 4
 * keystream bytes. `key` is 32 bytes and `nonce` 12. noble never wraps the 32-bit counter: it
 * throws rather than produce the block with counter 2^32 - 1, so callers stop below it.
 */
export function chacha20KeystreamWords(
  key: Uint8Array,
  nonce: Uint8Array,
  counter: number,
  blocks: number,
  out: Uint32Array,
  offset: number,
): void {
  if (offset + blocks * BLOCK_WORDS > out.length) {
    throw new RangeError("The keystream does not fit in the output array");
  }
  for (let done = 0; done < blocks;) {
    const n = Math.min(CALL_BLOCKS, blocks - done);
    const zeros = ZEROS.subarray(0, n * BLOCK_BYTES);
    const at = offset + done * BLOCK_WORDS;
    if (LITTLE_ENDIAN) {
      const bytes = new Uint8Array(out.buffer, out.byteOffset + at * 4, n * BLOCK_BYTES);
      chacha20(key, nonce, zeros, bytes, counter + done);
    } else {
      const bytes = (bigEndianBytes ??= new Uint8Array(ZEROS.length)).subarray(0, zeros.length);
      chacha20(key, nonce, zeros, bytes, counter + done);
      decodeLittleEndian(bytes, out, at);
    }
    done += n;
  }
}

function decodeLittleEndian(bytes: Uint8Array, out: Uint32Array, at: number): void {
  for (let i = 0, j = 0; j < bytes.length; i++, j += 4) {
    out[at + i] =
      (bytes[j] as number) |
      ((bytes[j + 1] as number) << 8) |
      ((bytes[j + 2] as number) << 16) |
      ((bytes[j + 3] as number) << 24);
  }
}
