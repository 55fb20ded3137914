/**
 * Method 2 of public draws, exactly as `docs/draw-method-v2.md` specifies it: the canonical form
 * of the inputs, the committed record (RFC 8785 canonical JSON) and its SHA-256, the seed, the
 * ChaCha20 word stream and the integer rule of the pick. Every step is a small pure function so
 * that the document can describe it line by line; the server, the browser's verifier and
 * `scripts/verify-draw.ts` all run this code, and `reference-verifier/` re-implements it from
 * the document alone.
 *
 * Synchronous and pure: @noble/hashes' SHA-256 and @noble/ciphers' ChaCha20, no I/O.
 */
import { chacha20 } from "@noble/ciphers/chacha.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex } from "@noble/hashes/utils.js";

/** The method's name in every record it commits; a change of any step is a new name. */
export const DRAW_METHOD_V2 = "randomly-draw-v2";

/** The `algorithmVersion` of draws made with this method. */
export const DRAW_ALGORITHM_V2 = 2;

// ---------------------------------------------------------------------------------------------
// 2. The committed record
// ---------------------------------------------------------------------------------------------

/** What the winners are drawn from. */
export type DrawPool =
  | { kind: "list"; entries: string[] }
  | { kind: "hidden"; count: number; root: string }
  | { kind: "range"; min: number; max: number };

/** The record a method-2 draw commits to. Its canonical JSON is what is hashed. */
export interface DrawRecordV2 {
  method: typeof DRAW_METHOD_V2;
  chain: string;
  round: number;
  title: string;
  winners: number;
  pool: DrawPool;
}

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/**
 * RFC 8785 JSON Canonicalization for the values a record holds: object members sorted by their
 * names' UTF-16 code units, no whitespace, strings as ECMAScript's JSON.stringify writes them
 * (which RFC 8785 adopts), and numbers limited to safe integers, whose form is their digits.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === "boolean") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new RangeError(`Not a safe integer: ${value}`);
    return JSON.stringify(value);
  }
  if (typeof value === "string") {
    if (forbiddenSurrogate(value)) throw new RangeError("A lone surrogate is not valid I-JSON");
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object") {
    const members = Object.entries(value as Record<string, Json>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${members.map(([name, member]) => `${JSON.stringify(name)}:${canonicalJson(member)}`).join(",")}}`;
  }
  throw new TypeError(`Cannot be canonical JSON: ${typeof value}`);
}

const forbiddenSurrogate = (text: string) => /\p{Surrogate}/u.test(text);

const utf8 = (text: string) => new TextEncoder().encode(text);

/** SHA-256 of a text's UTF-8 bytes, lowercase hex. */
export const sha256HexOf = (text: string): string => bytesToHex(sha256(utf8(text)));

/**
 * The commitment of a record: its canonical JSON as UTF-8 bytes and their SHA-256 (lowercase
 * hex). The bytes are what an append-only log would store; the hash is what the page shows.
 */
export function commitmentOf(record: DrawRecordV2): { bytes: Uint8Array; sha256: string } {
  const bytes = utf8(canonicalJson(record));
  return { bytes, sha256: bytesToHex(sha256(bytes)) };
}

/** The pool digest: SHA-256 of the pool's canonical JSON. The seed depends on it alone. */
export const poolDigest = (pool: DrawPool): string => sha256HexOf(canonicalJson(pool));

/** How many entries the pool holds. */
export function poolSize(pool: DrawPool): number {
  if (pool.kind === "list") return pool.entries.length;
  if (pool.kind === "hidden") return pool.count;
  return pool.max - pool.min + 1;
}

// ---------------------------------------------------------------------------------------------
// 3. The seed
// ---------------------------------------------------------------------------------------------

/**
 * The 32-byte seed: SHA-256 of the canonical JSON of the chain, the method, the pool digest,
 * the round and its randomness. The title and the number of winners are left out on purpose:
 * the same pool on the same round gives the same winners, however it is named or how many
 * winners are asked (the first k of a longer draw are the k of a shorter one).
 */
export function seedV2(record: DrawRecordV2, randomness: string): Uint8Array {
  return sha256(
    utf8(
      canonicalJson({
        chain: record.chain,
        method: record.method,
        pool: poolDigest(record.pool),
        randomness: randomness.toLowerCase(),
        round: record.round,
      }),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// 4. The word stream and the integer rule
// ---------------------------------------------------------------------------------------------

/** Keystream blocks computed at a time (each 64 bytes, 16 words). */
const STREAM_BLOCKS = 16;

/**
 * 32-bit words from ChaCha20 (RFC 8439): key = the seed, nonce = 12 zero bytes, block counter
 * from 0; the keystream bytes read in order as little-endian words.
 */
export class DrawWordStream {
  private readonly key: Uint8Array;
  private counter = 0;
  private words = new Uint32Array(0);
  private next = 0;

  constructor(seed: Uint8Array) {
    if (seed.length !== 32) throw new RangeError("The seed is 32 bytes");
    this.key = seed;
  }

  word(): number {
    if (this.next === this.words.length) {
      const bytes = chacha20(
        this.key,
        new Uint8Array(12),
        new Uint8Array(64 * STREAM_BLOCKS),
        undefined,
        this.counter,
      );
      this.counter += STREAM_BLOCKS;
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      this.words = new Uint32Array(bytes.length / 4);
      for (let i = 0; i < this.words.length; i++) this.words[i] = view.getUint32(i * 4, true);
      this.next = 0;
    }
    return this.words[this.next++] ?? 0;
  }
}

const TWO_32 = 2 ** 32;

/**
 * A uniform integer in [0, m), 1 ≤ m ≤ 2^32: draw a word x; while x ≥ 2^32 − (2^32 mod m)
 * draw again; the answer is x mod m. (Rejection first, so the final modulo is unbiased.)
 */
export function uniformBelow(stream: DrawWordStream, m: number): number {
  if (!Number.isInteger(m) || m < 1 || m > TWO_32) throw new RangeError(`Bad bound ${m}`);
  const limit = TWO_32 - (TWO_32 % m);
  for (;;) {
    const x = stream.word();
    if (x < limit) return x % m;
  }
}

/**
 * The 0-based indices of the k winners among n, in the order drawn: a partial Fisher–Yates
 * shuffle of [0, 1, …, n − 1] where step i swaps position i with i + uniformBelow(n − i).
 */
export function pickIndices(seed: Uint8Array, n: number, k: number): number[] {
  if (!Number.isInteger(k) || k < 0 || k > n) throw new RangeError(`Cannot pick ${k} of ${n}`);
  const stream = new DrawWordStream(seed);
  const positions = new Map<number, number>();
  const at = (i: number) => positions.get(i) ?? i;
  const picked: number[] = [];
  for (let i = 0; i < k; i++) {
    const j = i + uniformBelow(stream, n - i);
    const chosen = at(j);
    positions.set(j, at(i));
    picked.push(chosen);
  }
  return picked;
}

/** One winner of a method-2 draw. */
export interface WinnerV2 {
  /** 1-based place in the pool: the sorted list, the leaf order, or the offset from min + 1. */
  position: number;
  /** The entry (list), the number (range), or null (hidden: only the leaf is public). */
  entry: string | null;
}

/** The winners of a record for a verified round's randomness, in the order drawn. */
export function winnersV2(record: DrawRecordV2, randomness: string): WinnerV2[] {
  const { pool } = record;
  return pickIndices(seedV2(record, randomness), poolSize(pool), record.winners).map((index) => ({
    position: index + 1,
    entry:
      pool.kind === "list"
        ? (pool.entries[index] ?? "")
        : pool.kind === "range"
          ? String(pool.min + index)
          : null,
  }));
}
