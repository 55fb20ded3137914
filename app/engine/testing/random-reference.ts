// Helpers of the random module's tests (app/engine/core/random*.test.ts): replayed and counting
// sources, chi-square statistics with their p = 1e-6 critical values, the Node/OpenSSL ChaCha20
// keystream and reference implementations of the documented algorithms. Only tests import this.
import { createCipheriv, createHash } from "node:crypto";

import { createSeededSource, type Random, type RandomSource } from "../core/random";

export const TWO_32 = 2 ** 32;
export const TWO_52 = 2 ** 52;
export const TWO_53 = 2 ** 53;

/** A source that replays the given words and fails loudly when they run out. */
export function wordsSource(words: readonly number[]): RandomSource & { used: () => number } {
  let i = 0;
  return {
    nextUint32() {
      if (i >= words.length) throw new Error("wordsSource exhausted");
      return words[i++] as number;
    },
    used: () => i,
  };
}

/** Wraps a source and counts the words drawn from it. */
export function countingSource(inner: RandomSource): RandomSource & { calls: number } {
  const counter = {
    calls: 0,
    nextUint32() {
      counter.calls++;
      return inner.nextUint32();
    },
  };
  return counter;
}

/** Pearson's chi-square statistic of `observed` against `expected` counts. */
export function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  let stat = 0;
  for (let i = 0; i < observed.length; i++) {
    const e = expected[i] as number;
    const d = (observed[i] as number) - e;
    stat += (d * d) / e;
  }
  return stat;
}

/** `total` spread evenly over `cells`. */
export function uniformExpected(cells: number, total: number): number[] {
  return new Array<number>(cells).fill(total / cells);
}

/**
 * Chi-square critical values at p = 1e-6 (upper tail), by degrees of freedom.
 * Computed with SciPy's chi2.isf(1e-6, df) and re-checked below with an
 * independent implementation of the regularized incomplete gamma function.
 * Note: for df = 23 the value is 70.55 (63.4 would correspond to p ≈ 1.2e-5).
 */
export const CHI2_CRIT_1E6: Readonly<Record<number, number>> = {
  1: 23.928,
  2: 27.631,
  3: 30.665,
  5: 35.888,
  6: 38.258,
  19: 63.677,
  23: 70.55,
  35: 89.947,
  63: 131.37,
  85: 161.917,
  99: 180.792,
  119: 207.199,
  199: 308.601,
  255: 377.078,
  999: 1226.046,
};

/** The chi-square critical value at p = 1e-6 for `df` degrees of freedom. */
export function crit(df: number): number {
  const value = CHI2_CRIT_1E6[df];
  if (value === undefined) throw new Error(`No critical value for df=${df}`);
  return value;
}

/** ln Γ(a) for a positive multiple of 1/2 (all that chi-square needs), exactly by products. */
export function lnGammaHalfInteger(a: number): number {
  if (Number.isInteger(a)) {
    let s = 0;
    for (let k = 2; k < a; k++) s += Math.log(k);
    return s;
  }
  // Γ(n + 1/2) = √π · Π_{k=0}^{n-1} (k + 1/2)
  let s = 0.5 * Math.log(Math.PI);
  for (let k = 0.5; k < a; k++) s += Math.log(k);
  return s;
}

/** Regularized upper incomplete gamma Q(a, x), series / continued fraction (Lentz). */
export function upperIncompleteGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const logPrefactor = -x + a * Math.log(x) - lnGammaHalfInteger(a);
  if (x < a + 1) {
    let ap = a;
    let del = 1 / a;
    let sum = del;
    for (let n = 0; n < 10_000; n++) {
      ap += 1;
      del *= x / ap;
      sum += del;
      if (Math.abs(del) < Math.abs(sum) * 1e-16) break;
    }
    return 1 - sum * Math.exp(logPrefactor);
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-16) break;
  }
  return Math.exp(logPrefactor) * h;
}

/** P(X ≥ stat) for a chi-square variable with `df` degrees of freedom. */
export function chiSquareSurvival(stat: number, df: number): number {
  return upperIncompleteGamma(df / 2, stat / 2);
}

/** The keystream of ChaCha20 (key = SHA-256(seed), zero nonce) as computed by Node/OpenSSL. */
export function nodeKeystreamWords(seed: string, count: number): number[] {
  const key = createHash("sha256").update(seed, "utf8").digest();
  // OpenSSL's chacha20 IV: 4-byte little-endian block counter, then the 12-byte nonce.
  const iv = Buffer.alloc(16);
  const keystream = createCipheriv("chacha20", key, iv).update(Buffer.alloc(count * 4));
  return Array.from({ length: count }, (_, i) => keystream.readUInt32LE(4 * i));
}

/** The next `count` words of `source`. */
export function take(source: RandomSource, count: number): number[] {
  return Array.from({ length: count }, () => source.nextUint32());
}

/** Reference partial Fisher–Yates on a real array, for exact-equivalence checks. */
export function referencePartialShuffle(random: Random, n: number, k: number): number[] {
  const a = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < k; i++) {
    const j = random.int(i, n - 1);
    const t = a[i] as number;
    a[i] = a[j] as number;
    a[j] = t;
  }
  return a.slice(0, k);
}

/** int(min, max) for spans up to 2^32 exactly as documented: limit = 2^32 - (2^32 mod span). */
export function referenceInt(source: RandomSource, min: number, max: number): number {
  const span = max - min + 1;
  const limit = TWO_32 - (TWO_32 % span);
  let x = source.nextUint32();
  while (x >= limit) x = source.nextUint32();
  return min + (x % span);
}

/** indicesInto as documented, one byte at a time: mask, reject at or above size. */
export function referenceIndices(source: RandomSource, n: number, size: number): number[] {
  let mask = 1;
  while (mask < size) mask *= 2;
  mask -= 1;
  const out: number[] = [];
  while (out.length < n) {
    let word = source.nextUint32();
    for (let k = 0; k < 4 && out.length < n; k++, word >>>= 8) {
      const value = word & 0xff & mask;
      if (value < size) out.push(value);
    }
  }
  return out;
}

/** A seeded source without the bulk method, so Random must draw it word by word. */
export function wordByWord(seed: string): RandomSource {
  const inner = createSeededSource(seed);
  return { nextUint32: () => inner.nextUint32() };
}

/** Fixed fast-check settings: deterministic runs. */
export const FC = { seed: 20240607, numRuns: 300 } as const;
