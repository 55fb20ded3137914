import { createCipheriv, randomBytes } from "node:crypto";

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { chacha20KeystreamWords } from "./chacha20-keystream";

const hex = (text: string) => Uint8Array.from(Buffer.from(text.replace(/\s+/g, ""), "hex"));

/** The keystream of `blocks` blocks as words, serialised back to little-endian bytes in hex. */
function keystreamHex(key: Uint8Array, nonce: Uint8Array, counter: number, blocks: number) {
  const words = new Uint32Array(blocks * 16);
  chacha20KeystreamWords(key, nonce, counter, blocks, words, 0);
  const bytes = Buffer.alloc(words.length * 4);
  words.forEach((w, i) => bytes.writeUInt32LE(w, 4 * i));
  return bytes.toString("hex");
}

/** The same keystream from Node/OpenSSL, whose IV is the 4-byte counter then the nonce. */
function opensslHex(key: Uint8Array, nonce: Uint8Array, counter: number, blocks: number) {
  const iv = Buffer.alloc(16);
  iv.writeUInt32LE(counter, 0);
  iv.set(nonce, 4);
  return createCipheriv("chacha20", key, iv)
    .update(Buffer.alloc(blocks * 64))
    .toString("hex");
}

describe("chacha20KeystreamWords", () => {
  it("gives the block of RFC 8439 §2.3.2", () => {
    const key = hex("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");
    const nonce = hex("000000090000004a00000000");
    expect(keystreamHex(key, nonce, 1, 1)).toBe(
      [
        "10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e",
        "d2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e",
      ].join(""),
    );
  });

  it("gives the keystream of RFC 8439 §A.1, test vectors 1 and 2 (all-zero key and nonce)", () => {
    const zeros = (n: number) => new Uint8Array(n);
    const two = keystreamHex(zeros(32), zeros(12), 0, 2);
    expect(two.slice(0, 128)).toBe(
      [
        "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7",
        "da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586",
      ].join(""),
    );
    expect(two.slice(128)).toBe(
      [
        "9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed",
        "29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f",
      ].join(""),
    );
  });

  it("matches Node/OpenSSL for any key, nonce and counter below the last block (property)", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.uint8Array({ minLength: 12, maxLength: 12 }),
        fc.oneof(fc.nat({ max: 1000 }), fc.integer({ min: 2 ** 32 - 8, max: 2 ** 32 - 2 })),
        fc.integer({ min: 1, max: 8 }),
        (key, nonce, counter, blocks) => {
          const count = Math.min(blocks, 2 ** 32 - 1 - counter);
          expect(keystreamHex(key, nonce, counter, count)).toBe(
            opensslHex(key, nonce, counter, count),
          );
        },
      ),
      { seed: 20261122, numRuns: 200 },
    );
  });

  it("matches Node/OpenSSL across the 256-block calls it makes to the cipher", () => {
    const key = randomBytes(32);
    const nonce = randomBytes(12);
    expect(keystreamHex(key, nonce, 5, 600)).toBe(opensslHex(key, nonce, 5, 600));
  });

  it("writes from the given offset and leaves the rest of the array alone", () => {
    const key = randomBytes(32);
    const nonce = new Uint8Array(12);
    const whole = new Uint32Array(48);
    chacha20KeystreamWords(key, nonce, 7, 3, whole, 0);
    const shifted = new Uint32Array(50).fill(0xdeadbeef);
    chacha20KeystreamWords(key, nonce, 8, 2, shifted.subarray(1), 0);
    expect(Array.from(shifted.subarray(1, 33))).toEqual(Array.from(whole.subarray(16)));
    expect([shifted[0], ...shifted.subarray(33)]).toEqual(new Array(18).fill(0xdeadbeef));
    const offset = new Uint32Array(50).fill(0xdeadbeef);
    chacha20KeystreamWords(key, nonce, 8, 2, offset, 1);
    expect(Array.from(offset)).toEqual(Array.from(shifted));
  });

  it("refuses to write past the end of the array", () => {
    expect(() =>
      chacha20KeystreamWords(new Uint8Array(32), new Uint8Array(12), 0, 2, new Uint32Array(40), 9),
    ).toThrow(RangeError);
  });

  it("never wraps the 32-bit counter: the block with counter 2^32 - 1 is refused", () => {
    const key = new Uint8Array(32);
    const nonce = new Uint8Array(12);
    expect(() =>
      chacha20KeystreamWords(key, nonce, 2 ** 32 - 2, 2, new Uint32Array(32), 0),
    ).toThrow();
  });
});
