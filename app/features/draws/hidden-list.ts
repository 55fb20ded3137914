/**
 * Hidden lists of method 2 ("publish only the hash"): each entry gets a random salt, which is
 * also the entrant's receipt code; the draw commits to the Merkle root of the salted leaves.
 * With name and code an entrant recomputes their leaf and checks its inclusion proof against
 * the committed root; without the code a leaf reveals nothing about the name. The tree is the
 * one of RFC 9162 (Certificate Transparency 2.0, §2.1): leaves and nodes hashed with distinct
 * prefixes, split at the largest power of two, so no two trees share a root.
 *
 * Pure (SHA-256 from @noble/hashes); the salts come from the caller.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, concatBytes, hexToBytes } from "@noble/hashes/utils.js";

import { compareUtf8 } from "./canonical-form";

/** Bytes of salt per entry: 120 bits, written as a 24-character receipt code. */
export const RECEIPT_SALT_BYTES = 15;

/** Crockford's base 32: no I, L, O or U, so a code read aloud or retyped survives. */
const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A salt as the receipt code an entrant keeps: 24 characters in groups of four. */
export function receiptCode(salt: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let code = "";
  for (const byte of salt) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return (code.match(/.{1,4}/g) ?? []).join("-");
}

/**
 * The salt of a typed receipt code, or null when it is not one: case, spaces and hyphens are
 * ignored, and I or L read as 1, O as 0 (Crockford's decoding).
 */
export function saltOfReceiptCode(text: string): Uint8Array | null {
  const clean = text.toUpperCase().replace(/[\s-]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");
  if (clean.length !== (RECEIPT_SALT_BYTES * 8) / 5) return null;
  const salt = new Uint8Array(RECEIPT_SALT_BYTES);
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const char of clean) {
    const digit = CODE_ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = (value << 5) | digit;
    bits += 5;
    if (bits >= 8) {
      salt[at++] = (value >>> (bits - 8)) & 0xff;
      bits -= 8;
      value &= (1 << bits) - 1;
    }
  }
  return salt;
}

/** A leaf: SHA-256(0x00 ‖ salt ‖ UTF-8(canonical entry)). */
export const leafHash = (salt: Uint8Array, entry: string): Uint8Array =>
  sha256(concatBytes(new Uint8Array([0]), salt, new TextEncoder().encode(entry)));

/** An inner node: SHA-256(0x01 ‖ left ‖ right). */
const nodeHash = (left: Uint8Array, right: Uint8Array): Uint8Array =>
  sha256(concatBytes(new Uint8Array([1]), left, right));

/** The largest power of two smaller than n (n ≥ 2). */
function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** The Merkle tree hash of leaves (RFC 9162 MTH), at least one. */
export function merkleRoot(leaves: readonly Uint8Array[]): Uint8Array {
  if (leaves.length === 0) throw new RangeError("A hidden list has at least one entry");
  if (leaves.length === 1) return leaves[0] as Uint8Array;
  const k = splitPoint(leaves.length);
  return nodeHash(merkleRoot(leaves.slice(0, k)), merkleRoot(leaves.slice(k)));
}

/** The inclusion proof of leaf `index` (0-based): sibling hashes from the leaf up (RFC 9162 PATH). */
export function inclusionProof(leaves: readonly Uint8Array[], index: number): Uint8Array[] {
  if (leaves.length <= 1) return [];
  const k = splitPoint(leaves.length);
  return index < k
    ? [...inclusionProof(leaves.slice(0, k), index), merkleRoot(leaves.slice(k))]
    : [...inclusionProof(leaves.slice(k), index - k), merkleRoot(leaves.slice(0, k))];
}

/** Whether `proof` shows `leaf` at `index` (0-based) of a tree of `size` leaves with `root` (RFC 9162 §2.1.3.2). */
export function verifyInclusion(
  leaf: Uint8Array,
  index: number,
  size: number,
  proof: readonly Uint8Array[],
  root: Uint8Array,
): boolean {
  if (!Number.isSafeInteger(index) || index < 0 || index >= size) return false;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const sibling of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(sibling, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = nodeHash(r, sibling);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && bytesToHex(r) === bytesToHex(root);
}

/** What the organiser keeps for one entry: its place in the leaf order and its code. */
export interface Receipt {
  position: number;
  entry: string;
  code: string;
}

/** A hidden list as committed: leaves in tree order, their root, and the organiser's receipts. */
export interface HiddenList {
  leaves: Uint8Array[];
  root: string;
  receipts: Receipt[];
}

/**
 * Salts each canonical entry, orders the leaves by their bytes (so the order follows from the
 * salts, which nobody chooses) and builds the tree. `randomSalt` must be a CSPRNG.
 */
export function buildHiddenList(
  entries: readonly string[],
  randomSalt: () => Uint8Array,
): HiddenList {
  const salted = entries.map((entry) => {
    const salt = randomSalt();
    return { entry, salt, leaf: leafHash(salt, entry) };
  });
  salted.sort((a, b) => compareUtf8Hex(bytesToHex(a.leaf), bytesToHex(b.leaf)));
  const leaves = salted.map(({ leaf }) => leaf);
  return {
    leaves,
    root: bytesToHex(merkleRoot(leaves)),
    receipts: salted
      .map(({ entry, salt }, i) => ({ position: i + 1, entry, code: receiptCode(salt) }))
      .sort((a, b) => compareUtf8(a.entry, b.entry) || a.position - b.position),
  };
}

const compareUtf8Hex = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Leaves stored as one text: 64 hex characters each, in tree order. */
export const leavesToText = (leaves: readonly Uint8Array[]): string =>
  leaves.map(bytesToHex).join("");

export function leavesFromText(text: string): Uint8Array[] {
  const leaves: Uint8Array[] = [];
  for (let i = 0; i < text.length; i += 64) leaves.push(hexToBytes(text.slice(i, i + 64)));
  return leaves;
}

/** The receipts as the CSV file the organiser downloads (one row per entry, a header first). */
export function receiptsCsv(receipts: readonly Receipt[]): string {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return [
    "entry,receipt code,position",
    ...receipts.map((receipt) =>
      [cell(receipt.entry), receipt.code, String(receipt.position)].join(","),
    ),
  ].join("\r\n");
}
