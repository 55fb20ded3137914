/**
 * Tests of the random source: float, bool, pick, bytes, bytesInto and indicesInto.
 *
 * Every statistical test uses a fixed seed (seeded ChaCha20 source), so the
 * whole file is deterministic and cannot flake. Each statistical threshold is
 * still chosen honestly: the comment next to it states the probability that a
 * correct implementation would fail it with a random seed (chi-square
 * thresholds are the critical values at p = 1e-6, and are themselves checked
 * against an independent incomplete-gamma computation below).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { createSeededSource, Random, seededRandom } from "./random";
import {
  TWO_32,
  TWO_53,
  wordsSource,
  countingSource,
  chiSquare,
  uniformExpected,
  crit,
  take,
  referenceIndices,
  wordByWord,
} from "../testing/random-reference";

// float, bool, pick, bytes
// ---------------------------------------------------------------------------

describe("float", () => {
  it("uses 53 bits from two words", () => {
    const random = new Random(
      wordsSource([0, 0, 0xffffffff, 0xffffffff, 0x00000800, 1, 0x000007ff, 0]),
    );
    expect(random.float()).toBe(0);
    expect(random.float()).toBe(1 - 2 ** -53);
    expect(random.float()).toBe((TWO_32 + 1) / TWO_53);
    expect(random.float()).toBe(0); // low 11 bits of the first word are discarded
  });

  it("stays in [0, 1) and is uniform over 100 bins (chi-square, df = 99)", () => {
    const random = seededRandom("float bins");
    const n = 100_000;
    const counts = new Array<number>(100).fill(0);
    const outside: number[] = [];
    for (let i = 0; i < n; i++) {
      const x = random.float();
      if (!(x >= 0 && x < 1)) outside.push(x);
      else counts[Math.floor(x * 100)]!++;
    }
    expect(outside).toEqual([]);
    // Threshold: false-failure probability 1e-6.
    expect(chiSquare(counts, uniformExpected(100, n))).toBeLessThan(crit(99));
  });
});

describe("bool", () => {
  it("respects 0 and 1 exactly", () => {
    const random = seededRandom("bool edges");
    let wrong = 0;
    for (let i = 0; i < 1000; i++) {
      if (random.bool(0)) wrong++;
      if (!random.bool(1)) wrong++;
    }
    expect(wrong).toBe(0);
  });

  it("has the requested frequency (chi-square, df = 1)", () => {
    const random = seededRandom("bool freq");
    const n = 100_000;
    for (const p of [0.5, 0.3, 0.01]) {
      let trues = 0;
      for (let i = 0; i < n; i++) if (random.bool(p)) trues++;
      // Threshold: false-failure probability 1e-6.
      expect(chiSquare([trues, n - trues], [n * p, n * (1 - p)])).toBeLessThan(crit(1));
    }
    let trues = 0;
    for (let i = 0; i < n; i++) if (random.bool()) trues++;
    expect(chiSquare([trues, n - trues], [n / 2, n / 2])).toBeLessThan(crit(1));
  });

  it("throws RangeError for bad probabilities", () => {
    const random = seededRandom("bool errors");
    for (const p of [-0.1, 1.1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => random.bool(p)).toThrow(RangeError);
    }
  });
});

describe("pick", () => {
  it("is uniform (chi-square, df = 6)", () => {
    const random = seededRandom("pick");
    const items = ["a", "b", "c", "d", "e", "f", "g"] as const;
    const n = 70_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const v = random.pick(items);
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    const observed = items.map((item) => counts.get(item) ?? 0);
    // Threshold: false-failure probability 1e-6.
    expect(chiSquare(observed, uniformExpected(7, n))).toBeLessThan(crit(6));
  });

  it("throws RangeError on an empty list", () => {
    expect(() => seededRandom("x").pick([])).toThrow(RangeError);
  });
});

describe("bytes", () => {
  it("is the little-endian bytes of successive words", () => {
    const words = take(createSeededSource("bytes"), 3);
    const expected: number[] = [];
    for (const w of words) expected.push(w & 0xff, (w >>> 8) & 0xff, (w >>> 16) & 0xff, w >>> 24);
    const source = countingSource(createSeededSource("bytes"));
    const out = new Random(source).bytes(10);
    expect(out).toBeInstanceOf(Uint8Array);
    expect(Array.from(out)).toEqual(expected.slice(0, 10));
    expect(source.calls).toBe(3);
    expect(seededRandom("bytes").bytes(0)).toHaveLength(0);
  });

  it("is uniform over byte values (chi-square, df = 255)", () => {
    const n = 256_000;
    const out = seededRandom("bytes uniform").bytes(n);
    const counts = new Array<number>(256).fill(0);
    for (const b of out) counts[b]!++;
    // Threshold: false-failure probability 1e-6.
    expect(chiSquare(counts, uniformExpected(256, n))).toBeLessThan(crit(255));
  });

  it("throws RangeError for bad lengths", () => {
    const random = seededRandom("bytes errors");
    for (const n of [-1, 1.5, Number.NaN]) expect(() => random.bytes(n)).toThrow(RangeError);
  });
});

describe("bytesInto", () => {
  it("fills any array, at any offset, with the bytes and words of bytes(n) (property)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 600 }), fc.nat({ max: 7 }), fc.boolean(), (n, offset, bulk) => {
        const seed = `bytesInto ${n}`;
        // With the bulk path (large, aligned arrays) and word by word.
        const random = new Random(bulk ? createSeededSource(seed) : wordByWord(seed));
        const target = new Uint8Array(offset + n + 3).fill(0xaa).subarray(offset, offset + n);
        const filled = random.bytesInto(target);
        expect(filled).toBe(target);
        const expected = seededRandom(seed).bytes(n);
        expect(Array.from(target)).toEqual(Array.from(expected));
        // The next word is the one after ceil(n / 4) words.
        const after = createSeededSource(seed);
        take(after, Math.ceil(n / 4));
        expect(random.uint32()).toBe(after.nextUint32());
        expect(new Uint8Array(target.buffer)[offset + n]).toBe(0xaa);
      }),
      { seed: 20261122, numRuns: 200 },
    );
  });

  it("makes 16·k bytes at once that are k calls of bytes(16)", () => {
    const once = seededRandom("uuids").bytesInto(new Uint8Array(16 * 500));
    const random = seededRandom("uuids");
    const apart = Array.from({ length: 500 }, () => Array.from(random.bytes(16))).flat();
    expect(Array.from(once)).toEqual(apart);
  });
});

describe("indicesInto", () => {
  it("masks each byte to the next power of two and skips values at or above the size", () => {
    // Bytes, least significant first: 0x07 0x02 0x06 0x05 | 0x04 0x03 0x01 0x00.
    const source = wordsSource([0x05060207, 0x00010304, 0xffffffff]);
    // size 5: mask 7; 7, 6 and 5 are skipped.
    expect(Array.from(new Random(source).indicesInto(new Uint8Array(3), 5))).toEqual([2, 4, 3]);
    // The rest of the second word (0x01, 0x00) is discarded: the next call starts on a fresh word.
    expect(source.used()).toBe(2);
  });

  it("takes every byte for a power-of-two size: ceil(n / 4) words", () => {
    const source = wordsSource([0xc3824140, 0x000000ff]);
    const random = new Random(source);
    expect(Array.from(random.indicesInto(new Uint8Array(5), 64))).toEqual([0, 1, 2, 3, 63]);
    expect(source.used()).toBe(2);
  });

  it("gives the documented byte-by-byte values and draws the same words, in bulk (property)", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 1, max: 256 }),
        fc.nat({ max: 2000 }),
        (seed, size, n) => {
          const random = seededRandom(seed);
          const reference = createSeededSource(seed);
          expect(Array.from(random.indicesInto(new Uint8Array(n), size))).toEqual(
            referenceIndices(reference, n, size),
          );
          expect(random.uint32()).toBe(reference.nextUint32());
        },
      ),
      { seed: 20261122, numRuns: 200 },
    );
  });

  it("gives the byte-by-byte values and words for long arrays, drawn in chunks", () => {
    for (const size of [3, 86, 200]) {
      const seed = `indices long ${size}`;
      const random = seededRandom(seed);
      const reference = createSeededSource(seed);
      expect(Array.from(random.indicesInto(new Uint8Array(70_001), size))).toEqual(
        referenceIndices(reference, 70_001, size),
      );
      expect(random.uint32()).toBe(reference.nextUint32());
    }
  });

  it("is uniform for power-of-two and other sizes (chi-square)", () => {
    // Thresholds: critical values at p = 1e-6, so a correct source fails each with
    // probability 1e-6.
    for (const size of [3, 64, 86, 200]) {
      const n = size * 2000;
      const counts = new Array<number>(size).fill(0);
      for (const value of seededRandom(`indices ${size}`).indicesInto(new Uint8Array(n), size)) {
        counts[value]!++;
      }
      expect(chiSquare(counts, uniformExpected(size, n)), `size ${size}`).toBeLessThan(
        crit(size - 1),
      );
    }
  });

  it("the same test rejects a byte taken modulo the size", () => {
    const size = 200;
    const n = size * 2000;
    const counts = new Array<number>(size).fill(0);
    for (const byte of seededRandom("indices 200").bytes(n)) counts[byte % size]!++;
    expect(chiSquare(counts, uniformExpected(size, n))).toBeGreaterThan(crit(size - 1));
  });

  it("throws RangeError for sizes outside 1 to 256", () => {
    const random = seededRandom("indices errors");
    for (const size of [0, 257, 1.5, Number.NaN]) {
      expect(() => random.indicesInto(new Uint8Array(4), size)).toThrow(RangeError);
    }
    expect(Array.from(random.indicesInto(new Uint8Array(3), 1))).toEqual([0, 0, 0]);
  });
});

// ---------------------------------------------------------------------------
