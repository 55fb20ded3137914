/**
 * c2sp.org/tlog-tiles: the log's Merkle tree served as static "tiles" of 256 hashes (tile height
 * 8) and its entries as "entry bundles". A tile at level L holds consecutive hashes of perfect
 * subtrees of 256^L leaves; its last, unfinished tile is "partial" and carries its width in the
 * path. Pure: the log builds tiles from stored hashes, a client reads node hashes back out of
 * them, with the same functions.
 */
import { concatBytes } from "./encoding";
import { HASH_SIZE, rootFromLeafHashes, type Hash, type NodeId, type NodeReader } from "./merkle";

/** Levels of the Merkle tree one tile spans. */
export const TILE_HEIGHT = 8;

/** Hashes in a full tile (and entries in a full bundle). */
export const TILE_WIDTH = 2 ** TILE_HEIGHT;

/** Highest tile level a path may name (the spec's 0 to 63). */
export const MAX_TILE_LEVEL = 63;

/** Largest entry an entry bundle can carry: its length prefix is a big-endian uint16. */
export const MAX_ENTRY_BYTES = 0xffff;

/** A hash tile: `level`, its `index` within the level, and its width (256 when full). */
export interface Tile {
  level: number;
  index: number;
  width: number;
}

/** What a path under the log's prefix names: a hash tile or an entry bundle. */
export type TileResource =
  ({ kind: "hashes" } & Tile) | { kind: "entries"; index: number; width: number };

/** Whether a tile (or bundle) is full, and so immutable forever. */
export const isFullTile = (tile: { width: number }): boolean => tile.width === TILE_WIDTH;

/** `<N>` of a tile path: 3-digit groups, all but the last prefixed with `x` (`x001/x234/067`). */
export function formatTileIndex(index: number): string {
  if (!Number.isSafeInteger(index) || index < 0) throw new RangeError("Bad tile index");
  const groups: string[] = [];
  let rest = index;
  do {
    groups.unshift(String(rest % 1000).padStart(3, "0"));
    rest = Math.floor(rest / 1000);
  } while (rest > 0);
  return groups.map((group, i) => (i < groups.length - 1 ? `x${group}` : group)).join("/");
}

const suffix = (width: number) => (width === TILE_WIDTH ? "" : `.p/${width}`);

/** The path of a hash tile under the log's prefix, e.g. `tile/0/x001/234.p/17`. */
export const tilePath = (tile: Tile): string =>
  `tile/${tile.level}/${formatTileIndex(tile.index)}${suffix(tile.width)}`;

/** The path of the entry bundle of level-0 tile `index`, e.g. `tile/entries/001`. */
export const entryBundlePath = (index: number, width: number): string =>
  `tile/entries/${formatTileIndex(index)}${suffix(width)}`;

const SMALL_DECIMAL = /^(?:0|[1-9][0-9]{0,2})$/;

/**
 * The resource a path under the log's prefix names (`tile/<L>/<N>[.p/<W>]` or
 * `tile/entries/<N>[.p/<W>]`), or null when the path is not exactly one the spec allows: one
 * spelling per resource, so caches never hold two copies of a tile.
 */
export function parseTilePath(path: string): TileResource | null {
  const parts = path.split("/");
  if (parts[0] !== "tile" || parts.length < 3) return null;
  const levelText = parts[1] as string;
  let rest = parts.slice(2);
  let width = TILE_WIDTH;
  const last = rest[rest.length - 1] as string;
  const beforeLast = rest[rest.length - 2];
  if (beforeLast?.endsWith(".p")) {
    if (!SMALL_DECIMAL.test(last)) return null;
    width = Number(last);
    if (width < 1 || width >= TILE_WIDTH) return null;
    rest = [...rest.slice(0, -2), beforeLast.slice(0, -2)];
  }
  const indexText = rest.join("/");
  if (!/^(?:x[0-9]{3}\/)*[0-9]{3}$/.test(indexText)) return null;
  const index = Number(indexText.replace(/x|\//g, ""));
  if (!Number.isSafeInteger(index) || formatTileIndex(index) !== indexText) return null;
  if (levelText === "entries") return { kind: "entries", index, width };
  if (!SMALL_DECIMAL.test(levelText)) return null;
  const level = Number(levelText);
  if (level > MAX_TILE_LEVEL) return null;
  return { kind: "hashes", level, index, width };
}

/** How many hashes level `level` of the tiles holds in a tree of `size` leaves. */
export const hashesAtLevel = (level: number, size: number): number =>
  Math.floor(size / TILE_WIDTH ** level);

/** The width of tile `index` at `level` in a tree of `size` (0: the tile does not exist). */
export function tileWidth(level: number, index: number, size: number): number {
  return Math.max(0, Math.min(TILE_WIDTH, hashesAtLevel(level, size) - index * TILE_WIDTH));
}

/** Every tile of a tree of `size` leaves, level by level, each at its width for that size. */
export function tilesForSize(size: number): Tile[] {
  const tiles: Tile[] = [];
  for (let level = 0; hashesAtLevel(level, size) > 0; level++) {
    const count = hashesAtLevel(level, size);
    for (let index = 0; index * TILE_WIDTH < count; index++) {
      tiles.push({ level, index, width: tileWidth(level, index, size) });
    }
  }
  return tiles;
}

/** A tile's bytes: its hashes, concatenated. */
export const encodeTile = (hashes: readonly Hash[]): Uint8Array => concatBytes(...hashes);

/** A tile's hashes, or null when the bytes are not exactly `width` hashes. */
export function decodeTile(bytes: Uint8Array, width: number): Hash[] | null {
  if (bytes.length !== width * HASH_SIZE) return null;
  return Array.from({ length: width }, (_, i) => bytes.slice(i * HASH_SIZE, (i + 1) * HASH_SIZE));
}

/** The hash a full tile contributes to the level above: the MTH of its 256 hashes. */
export function tileRoot(hashes: readonly Hash[]): Hash {
  if (hashes.length !== TILE_WIDTH) throw new RangeError("Only a full tile has a hash above");
  return rootFromLeafHashes(hashes);
}

/** An entry bundle: each entry as a big-endian uint16 length, then its bytes. */
export function encodeEntryBundle(entries: readonly Uint8Array[]): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const entry of entries) {
    if (entry.length > MAX_ENTRY_BYTES) throw new RangeError("An entry is at most 65,535 bytes");
    parts.push(new Uint8Array([entry.length >> 8, entry.length & 0xff]), entry);
  }
  return concatBytes(...parts);
}

/** The entries of a bundle, or null when the bytes are not a well-formed bundle. */
export function decodeEntryBundle(bytes: Uint8Array): Uint8Array[] | null {
  const entries: Uint8Array[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (at + 2 > bytes.length) return null;
    const length = ((bytes[at] as number) << 8) | (bytes[at + 1] as number);
    at += 2;
    if (at + length > bytes.length) return null;
    entries.push(bytes.slice(at, at + length));
    at += length;
  }
  return entries;
}

/** Where a perfect subtree's hash lives: the tile, and the run of its hashes that fold to it. */
export function nodeLocation(node: NodeId): {
  level: number;
  index: number;
  start: number;
  count: number;
} {
  const level = Math.floor(node.level / TILE_HEIGHT);
  const count = 2 ** (node.level - level * TILE_HEIGHT);
  const first = node.index * count;
  return {
    level,
    index: Math.floor(first / TILE_WIDTH),
    start: first % TILE_WIDTH,
    count,
  };
}

/** Reads tiles' bytes, in the order asked (over HTTP for a client, from D1 for the log). */
export type TileReader = (tiles: readonly Tile[]) => Promise<Uint8Array[]>;

/**
 * A NodeReader over the tiles of a tree of `size`: each node's tile is read once per batch, at
 * the width it has in that tree, and the node's hash folded from the tile's hashes, as a tlog
 * client does. A tile of the wrong length is an error; tiles with wrong hashes make the proofs
 * built from them fail verification against the signed root.
 */
export function tileNodeReader(size: number, readTiles: TileReader): NodeReader {
  return async (nodes) => {
    const located = nodes.map((node) => {
      const at = nodeLocation(node);
      const width = tileWidth(at.level, at.index, size);
      if (at.start + at.count > width) {
        throw new RangeError(`Node ${node.level}/${node.index} is not in a tree of ${size}`);
      }
      return { ...at, width };
    });
    const tiles = new Map<string, Tile>();
    for (const at of located) {
      tiles.set(`${at.level}/${at.index}`, { level: at.level, index: at.index, width: at.width });
    }
    const wanted = [...tiles.values()];
    const bytes = await readTiles(wanted);
    const hashes = new Map<string, Hash[]>();
    wanted.forEach((tile, i) => {
      const decoded = decodeTile(bytes[i] ?? new Uint8Array(0), tile.width);
      if (!decoded) throw new Error(`Tile ${tilePath(tile)} has the wrong length`);
      hashes.set(`${tile.level}/${tile.index}`, decoded);
    });
    return located.map((at) => {
      const tile = hashes.get(`${at.level}/${at.index}`) as Hash[];
      return rootFromLeafHashes(tile.slice(at.start, at.start + at.count));
    });
  };
}
