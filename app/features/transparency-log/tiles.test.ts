import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { utf8 } from "./encoding";
import {
  consistencyProof,
  inclusionProof,
  leafHash,
  memoryNodeReader,
  rootFromLeafHashes,
  treeRoot,
  verifyConsistency,
  verifyInclusion,
  type Hash,
} from "./merkle";
import {
  decodeEntryBundle,
  decodeTile,
  encodeEntryBundle,
  encodeTile,
  entryBundlePath,
  formatTileIndex,
  parseTilePath,
  tilePath,
  tileNodeReader,
  tileRoot,
  tilesForSize,
  tileWidth,
  TILE_WIDTH,
  type Tile,
} from "./tiles";

/** The tiles of a tree held in memory, built level by level as the log stores them. */
function tilesOf(leafHashes: readonly Hash[]) {
  const levels: Hash[][] = [[...leafHashes]];
  for (;;) {
    const below = levels[levels.length - 1] as Hash[];
    const above: Hash[] = [];
    for (let i = 0; (i + 1) * TILE_WIDTH <= below.length; i++) {
      above.push(tileRoot(below.slice(i * TILE_WIDTH, (i + 1) * TILE_WIDTH)));
    }
    if (above.length === 0) break;
    levels.push(above);
  }
  const read = async (tiles: readonly Tile[]) =>
    tiles.map((tile) =>
      encodeTile(
        (levels[tile.level] ?? []).slice(
          tile.index * TILE_WIDTH,
          tile.index * TILE_WIDTH + tile.width,
        ),
      ),
    );
  return { levels, read };
}

describe("tile paths", () => {
  it("encodes N in x-prefixed 3-digit groups, as the spec's example", () => {
    // c2sp.org/tlog-tiles: "index 1234067 will be encoded as x001/x234/067".
    expect(formatTileIndex(1234067)).toBe("x001/x234/067");
    expect(formatTileIndex(0)).toBe("000");
    expect(formatTileIndex(999)).toBe("999");
    expect(formatTileIndex(1000)).toBe("x001/000");
  });

  it("writes full and partial tile and bundle paths", () => {
    expect(tilePath({ level: 0, index: 1234067, width: 256 })).toBe("tile/0/x001/x234/067");
    expect(tilePath({ level: 2, index: 1, width: 17 })).toBe("tile/2/001.p/17");
    expect(entryBundlePath(3057500, 256)).toBe("tile/entries/x003/x057/500");
    expect(entryBundlePath(0, 5)).toBe("tile/entries/000.p/5");
  });

  it("parses the paths it writes, and the shapes of golang.org/x/mod's tile tests", () => {
    // golang/mod sumdb/tlog/tlog_test.go `tilePaths`, without Go's height element (C2SP tiles
    // are always of height 8, so the path has none).
    expect(parseTilePath("tile/0/001")).toEqual({ kind: "hashes", level: 0, index: 1, width: 256 });
    expect(parseTilePath("tile/0/001.p/5")).toEqual({
      kind: "hashes",
      level: 0,
      index: 1,
      width: 5,
    });
    expect(parseTilePath("tile/5/x123/x456/078")).toEqual({
      kind: "hashes",
      level: 5,
      index: 123456078,
      width: 256,
    });
    expect(parseTilePath("tile/entries/x003/x057/500.p/2")).toEqual({
      kind: "entries",
      index: 3057500,
      width: 2,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 63 }),
        fc.nat({ max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: 256 }),
        (level, index, width) => {
          expect(parseTilePath(tilePath({ level, index, width }))).toEqual({
            kind: "hashes",
            level,
            index,
            width,
          });
          expect(parseTilePath(entryBundlePath(index, width))).toEqual({
            kind: "entries",
            index,
            width,
          });
        },
      ),
    );
  });

  it.each([
    "tile/0/123/456/078", // groups before the last need their x
    "tile/0/x000/001", // not the one spelling of 1
    "tile/0/01", // 3 digits exactly
    "tile/0/-01",
    "tile/00/001", // leading zero in the level
    "tile/64/001", // levels stop at 63
    "tile/0/001.p/0", // widths are 1 to 255
    "tile/0/001.p/256",
    "tile/0/001.p/05",
    "tile/0/001.p/",
    "tile/data/001",
    "tile/0/001/",
    "tile/0",
    "tiles/0/001",
    "tile/0/x001",
  ])("refuses the malformed path %s", (path) => {
    expect(parseTilePath(path)).toBeNull();
  });
});

describe("tiles of a tree", () => {
  it("lists the tiles of the spec's tree of 70,000 leaves", () => {
    // c2sp.org/tlog-tiles: "273 full level 0 tiles, one partial level 0 tile of width 112, one
    // full level 1 tile, one partial level 1 tile of width 17, and one partial level 2 tile of
    // width 1".
    const tiles = tilesForSize(70000);
    const at = (level: number) => tiles.filter((tile) => tile.level === level);
    expect(at(0).filter((tile) => tile.width === 256)).toHaveLength(273);
    expect(at(0).filter((tile) => tile.width !== 256)).toEqual([
      { level: 0, index: 273, width: 112 },
    ]);
    expect(at(1)).toEqual([
      { level: 1, index: 0, width: 256 },
      { level: 1, index: 1, width: 17 },
    ]);
    expect(at(2)).toEqual([{ level: 2, index: 0, width: 1 }]);
    expect(at(3)).toEqual([]);
  });

  it("gives a tree of 256 one full level-0 tile and a level-1 tile of width 1", () => {
    expect(tilesForSize(256)).toEqual([
      { level: 0, index: 0, width: 256 },
      { level: 1, index: 0, width: 1 },
    ]);
    expect(tilesForSize(0)).toEqual([]);
    expect(tileWidth(0, 1, 256)).toBe(0);
  });

  it("round-trips tiles and refuses bytes of the wrong length", () => {
    const hashes = [1, 2, 3].map((i) => leafHash(utf8(String(i))));
    expect(decodeTile(encodeTile(hashes), 3)).toEqual(hashes);
    expect(decodeTile(encodeTile(hashes), 2)).toBeNull();
  });
});

describe("entry bundles", () => {
  it("prefixes each entry with its big-endian uint16 length", () => {
    expect([
      ...encodeEntryBundle([utf8("ab"), new Uint8Array(0), new Uint8Array(258)]).slice(0, 8),
    ]).toEqual([0, 2, 97, 98, 0, 0, 1, 2]);
    expect(() => encodeEntryBundle([new Uint8Array(65536)])).toThrow(RangeError);
  });

  it("round-trips any entries and refuses truncated bundles", () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 600 }), { maxLength: 20 }), (entries) => {
        const bundle = encodeEntryBundle(entries);
        expect(decodeEntryBundle(bundle)).toEqual(entries);
        if (bundle.length > 0) expect(decodeEntryBundle(bundle.slice(0, -1))).toBeNull();
      }),
    );
  });
});

describe("reading nodes from tiles", () => {
  const leaves = Array.from({ length: 70000 }, (_, i) => leafHash(utf8(`leaf ${i}`)));
  const { levels, read } = tilesOf(leaves);

  it("stores as level-1 and level-2 hashes the roots of full tiles below", () => {
    expect(levels.map((level) => level.length)).toEqual([70000, 273, 1]);
    expect(levels[1]?.[5]).toEqual(rootFromLeafHashes(leaves.slice(5 * 256, 6 * 256)));
    expect(levels[2]?.[0]).toEqual(rootFromLeafHashes(leaves.slice(0, 65536)));
  });

  it("gives the same roots and proofs as the leaves themselves, for trees of many sizes", async () => {
    const memory = memoryNodeReader(leaves);
    for (const size of [1, 255, 256, 257, 511, 65535, 65536, 65537, 70000]) {
      const reader = tileNodeReader(size, read);
      const root = await treeRoot(size, reader);
      expect(root).toEqual(await treeRoot(size, memory));
      for (const index of [0, size - 1, Math.floor(size / 3)]) {
        const proof = await inclusionProof(index, size, reader);
        expect(verifyInclusion(leaves[index] as Hash, index, size, proof, root)).toBe(true);
      }
      for (const old of [1, Math.floor(size / 2), size - 1].filter((n) => n >= 1)) {
        const proof = await consistencyProof(old, size, reader);
        const oldRoot = await treeRoot(old, reader);
        expect(verifyConsistency(old, size, oldRoot, root, proof)).toBe(true);
      }
    }
  });

  it("reads each tile once per batch, at its width in that tree", async () => {
    const asked: string[] = [];
    const reader = tileNodeReader(70000, async (tiles) => {
      asked.push(...tiles.map(tilePath));
      return read(tiles);
    });
    await inclusionProof(12345, 70000, reader);
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked).toContain("tile/0/048");
    expect(asked.every((path) => !path.startsWith("tile/0/273") || path.endsWith(".p/112"))).toBe(
      true,
    );
  });

  it("refuses nodes beyond the tree and tiles of the wrong length", async () => {
    await expect(tileNodeReader(10, read)([{ level: 0, index: 10 }])).rejects.toThrow(RangeError);
    const short = tileNodeReader(10, async (tiles) => tiles.map(() => new Uint8Array(32)));
    await expect(short([{ level: 0, index: 3 }])).rejects.toThrow(/wrong length/);
  });
});
