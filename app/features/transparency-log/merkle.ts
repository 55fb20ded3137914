/**
 * The Merkle tree of an append-only log, as RFC 6962 §2.1 / RFC 9162 §2.1 and c2sp.org/merkle-tree
 * define it: SHA-256, leaves hashed with a 0x00 prefix, interior nodes with 0x01, the tree split
 * at the largest power of two below its size. Pure: runs in browsers, Workers and Node.
 *
 * Proofs are generated from hashes of *perfect* subtrees (2^level leaves starting at
 * index·2^level), read in one batch through a `NodeReader`. Every hash a proof needs is such a
 * node or the right-fold of a few of them, so a log of any size needs O(log n) node reads per
 * proof, and the same code serves the log (nodes from D1) and a client (nodes from tiles).
 *
 * Sizes and indexes are plain numbers up to 2^53 - 1: arithmetic never uses JavaScript's 32-bit
 * bitwise operators, which would wrap above 2^31 leaves.
 */
import { sha256 } from "@noble/hashes/sha2.js";

/** A SHA-256 hash: 32 bytes. */
export type Hash = Uint8Array;

/** Bytes in a hash. */
export const HASH_SIZE = 32;

/** A perfect subtree: the 2^level leaves from index·2^level. */
export interface NodeId {
  level: number;
  index: number;
}

/** Reads the hashes of perfect subtrees, in the order asked. */
export type NodeReader = (nodes: readonly NodeId[]) => Promise<Hash[]>;

const LEAF_PREFIX = 0x00;
const NODE_PREFIX = 0x01;

/** The hash of a log entry: SHA-256(0x00 || entry). */
export function leafHash(entry: Uint8Array): Hash {
  const input = new Uint8Array(entry.length + 1);
  input[0] = LEAF_PREFIX;
  input.set(entry, 1);
  return sha256(input);
}

/** The hash of an interior node: SHA-256(0x01 || left || right). */
export function nodeHash(left: Hash, right: Hash): Hash {
  const input = new Uint8Array(1 + left.length + right.length);
  input[0] = NODE_PREFIX;
  input.set(left, 1);
  input.set(right, 1 + left.length);
  return sha256(input);
}

/** The root of the empty tree: SHA-256 of nothing. */
export const emptyRoot = (): Hash => sha256(new Uint8Array(0));

/** Whether two hashes are byte-for-byte equal. */
export function hashesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

const isCount = (n: number) => Number.isSafeInteger(n) && n >= 0;

function assertCount(n: number, what: string) {
  if (!isCount(n)) throw new RangeError(`${what} must be a whole number from 0 to 2^53 - 1`);
}

/** The largest power of two strictly below n (n ≥ 2): where RFC 6962 splits a tree of n leaves. */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** 2^level as a number (exact up to 2^53). */
const pow2 = (level: number) => 2 ** level;

/** The largest e with 2^e dividing n (n > 0), capped at `max`. */
function alignment(n: number, max: number): number {
  let e = 0;
  while (e < max && n % pow2(e + 1) === 0) e++;
  return e;
}

/**
 * The perfect subtrees covering the leaves [start, end), largest first, as the tree over those
 * leaves is built when `start` is a multiple of a power of two at least `end - start` (always
 * the case for the subtrees of a proof and for [0, size)).
 */
export function rangeNodes(start: number, end: number): NodeId[] {
  assertCount(start, "start");
  assertCount(end, "end");
  if (start > end) throw new RangeError("start must not exceed end");
  const nodes: NodeId[] = [];
  let at = start;
  while (at < end) {
    let level = at === 0 ? 53 : alignment(at, 53);
    while (pow2(level) > end - at) level--;
    nodes.push({ level, index: at / pow2(level) });
    at += pow2(level);
  }
  return nodes;
}

/** The root of a run of perfect subtrees, largest first: right-folded, as RFC 6962 builds it. */
export function foldRange(hashes: readonly Hash[]): Hash {
  const last = hashes[hashes.length - 1];
  if (!last) return emptyRoot();
  let root = last;
  for (let i = hashes.length - 2; i >= 0; i--) root = nodeHash(hashes[i] as Hash, root);
  return root;
}

/** MTH(D[0:n]) of n leaf hashes (RFC 6962 §2.1), for tests and small trees held in memory. */
export function rootFromLeafHashes(leafHashes: readonly Hash[]): Hash {
  const n = leafHashes.length;
  if (n === 0) return emptyRoot();
  const build = (start: number, end: number): Hash => {
    if (end - start === 1) return leafHashes[start] as Hash;
    const k = splitPoint(end - start);
    return nodeHash(build(start, start + k), build(start + k, end));
  };
  return build(0, n);
}

/** The hash of a perfect subtree computed from leaf hashes held in memory. */
export function nodeFromLeafHashes(leafHashes: readonly Hash[], node: NodeId): Hash {
  const start = node.index * pow2(node.level);
  const slice = leafHashes.slice(start, start + pow2(node.level));
  if (slice.length !== pow2(node.level)) throw new RangeError("node beyond the leaves");
  return rootFromLeafHashes(slice);
}

/** A NodeReader over leaf hashes held in memory (tests, small trees). */
export const memoryNodeReader =
  (leafHashes: readonly Hash[]): NodeReader =>
  async (nodes) =>
    nodes.map((node) => nodeFromLeafHashes(leafHashes, node));

/** A proof element: the MTH of leaves [start, end), a run of perfect subtrees to fold. */
type Span = [start: number, end: number];

/** PATH(m, D[start:end]) of RFC 6962 §2.1.1, as the leaf spans whose MTHs form the proof. */
function inclusionSpans(m: number, start: number, end: number): Span[] {
  if (end - start <= 1) return [];
  const k = splitPoint(end - start);
  if (m < start + k) return [...inclusionSpans(m, start, start + k), [start + k, end]];
  return [...inclusionSpans(m, start + k, end), [start, start + k]];
}

/** SUBPROOF(m, D[start:end], b) of RFC 6962 §2.1.2, as leaf spans; m counts from `start`. */
function consistencySpans(m: number, start: number, end: number, whole: boolean): Span[] {
  if (m === end - start) return whole ? [] : [[start, end]];
  const k = splitPoint(end - start);
  if (m <= k) return [...consistencySpans(m, start, start + k, whole), [start + k, end]];
  return [...consistencySpans(m - k, start + k, end, false), [start, start + k]];
}

/** Reads every perfect subtree the spans need in one batch, then folds each span. */
async function hashSpans(spans: readonly Span[], read: NodeReader): Promise<Hash[]> {
  const perSpan = spans.map(([start, end]) => rangeNodes(start, end));
  const hashes = await read(perSpan.flat());
  if (hashes.length !== perSpan.reduce((sum, nodes) => sum + nodes.length, 0)) {
    throw new Error("The node reader returned the wrong number of hashes");
  }
  let at = 0;
  return perSpan.map((nodes) => {
    const run = hashes.slice(at, at + nodes.length);
    at += nodes.length;
    return foldRange(run);
  });
}

/** The root hash of the tree of `size` leaves. */
export async function treeRoot(size: number, read: NodeReader): Promise<Hash> {
  assertCount(size, "size");
  if (size === 0) return emptyRoot();
  const [root] = await hashSpans([[0, size]], read);
  return root as Hash;
}

/** The inclusion proof (audit path) of leaf `index` in the tree of `size` leaves. */
export async function inclusionProof(
  index: number,
  size: number,
  read: NodeReader,
): Promise<Hash[]> {
  assertCount(index, "index");
  assertCount(size, "size");
  if (index >= size) throw new RangeError(`Leaf ${index} is not in a tree of ${size}`);
  return hashSpans(inclusionSpans(index, 0, size), read);
}

/** The consistency proof from the tree of `oldSize` leaves to the tree of `newSize` leaves. */
export async function consistencyProof(
  oldSize: number,
  newSize: number,
  read: NodeReader,
): Promise<Hash[]> {
  assertCount(oldSize, "oldSize");
  assertCount(newSize, "newSize");
  if (oldSize > newSize) throw new RangeError("The old size must not exceed the new size");
  if (oldSize === 0 || oldSize === newSize) return [];
  return hashSpans(consistencySpans(oldSize, 0, newSize, true), read);
}

const isHash = (h: Uint8Array) => h.length === HASH_SIZE;

/**
 * The root an inclusion proof leads to (RFC 9162 §2.1.3.2), or null when the proof has the
 * wrong length for this index and size.
 */
export function rootFromInclusionProof(
  leaf: Hash,
  index: number,
  size: number,
  proof: readonly Hash[],
): Hash | null {
  if (!isCount(index) || !isCount(size) || index >= size) return null;
  if (!isHash(leaf) || !proof.every(isHash)) return null;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0) return null;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 ? r : null;
}

/** Whether `proof` shows the leaf hash at `index` in the tree of `size` with this root. */
export function verifyInclusion(
  leaf: Hash,
  index: number,
  size: number,
  proof: readonly Hash[],
  root: Hash,
): boolean {
  const computed = rootFromInclusionProof(leaf, index, size, proof);
  return computed !== null && isHash(root) && hashesEqual(computed, root);
}

/**
 * Whether `proof` shows the tree of `oldSize` with `oldRoot` is a prefix of the tree of
 * `newSize` with `newRoot` (RFC 9162 §2.1.4.2).
 */
export function verifyConsistency(
  oldSize: number,
  newSize: number,
  oldRoot: Hash,
  newRoot: Hash,
  proof: readonly Hash[],
): boolean {
  if (!isCount(oldSize) || !isCount(newSize) || oldSize > newSize) return false;
  if (!isHash(oldRoot) || !isHash(newRoot) || !proof.every(isHash)) return false;
  if (oldSize === newSize) return proof.length === 0 && hashesEqual(oldRoot, newRoot);
  if (oldSize === 0) return proof.length === 0;
  if (proof.length === 0) return false;
  // When the old tree is a perfect subtree its root starts the path and is not sent.
  const path = isPowerOfTwo(oldSize) ? [oldRoot, ...proof] : [...proof];
  let fn = oldSize - 1;
  let sn = newSize - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0] as Hash;
  let sr = path[0] as Hash;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && hashesEqual(fr, oldRoot) && hashesEqual(sr, newRoot);
}

const isPowerOfTwo = (n: number) => n > 0 && pow2(Math.round(Math.log2(n))) === n;

/**
 * A compact range: the perfect-subtree hashes covering [0, size), largest first. Appending leaf
 * hashes to it gives the root of the longer tree without the rest of the log: what a monitor
 * uses to check that new entries, and nothing else, turn one checkpoint's tree into the next.
 */
export interface CompactRange {
  size: number;
  nodes: { level: number; hash: Hash }[];
}

/** The compact range of [0, size) from the hashes of `rangeNodes(0, size)`, in that order. */
export function compactRange(size: number, hashes: readonly Hash[]): CompactRange {
  const ids = rangeNodes(0, size);
  if (ids.length !== hashes.length) throw new RangeError("One hash per node of the range");
  return { size, nodes: ids.map((id, i) => ({ level: id.level, hash: hashes[i] as Hash })) };
}

/** The compact range after appending one leaf hash. */
export function appendToRange(range: CompactRange, leaf: Hash): CompactRange {
  const nodes = [...range.nodes, { level: 0, hash: leaf }];
  for (;;) {
    const right = nodes[nodes.length - 1];
    const left = nodes[nodes.length - 2];
    if (!right || !left || left.level !== right.level) break;
    nodes.splice(-2, 2, { level: left.level + 1, hash: nodeHash(left.hash, right.hash) });
  }
  return { size: range.size + 1, nodes };
}

/** The root of the tree a compact range covers. */
export const rangeRoot = (range: CompactRange): Hash => foldRange(range.nodes.map((n) => n.hash));
