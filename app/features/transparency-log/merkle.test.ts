import fc from "fast-check";
import { describe, expect, it } from "vitest";

import argon2020 from "../../../tests/fixtures/tlog/argon2020.json";

import { fromBase64, fromHex, toBase64, toHex, utf8 } from "./encoding";
import {
  appendToRange,
  compactRange,
  consistencyProof,
  emptyRoot,
  inclusionProof,
  leafHash,
  memoryNodeReader,
  nodeHash,
  rangeNodes,
  rangeRoot,
  rootFromLeafHashes,
  splitPoint,
  treeRoot,
  verifyConsistency,
  verifyInclusion,
  type Hash,
} from "./merkle";

const hex = (text: string) => fromHex(text) as Uint8Array;
const b64 = (text: string) => fromBase64(text) as Uint8Array;

// RFC 6962 test vectors as transparency-dev/merkle keeps them (proof/verify_test.go: `leaves`,
// `roots`, `inclusionProofs`, `consistencyProofs`): eight leaves and the roots of the trees of
// their first 1..8 leaves.
const RFC_LEAVES = [
  "",
  "00",
  "10",
  "2021",
  "3031",
  "40414243",
  "5051525354555657",
  "606162636465666768696a6b6c6d6e6f",
].map(hex);
const RFC_ROOTS = [
  "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
  "fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125",
  "aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77",
  "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
  "4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4",
  "76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef",
  "ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c",
  "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328",
];
const RFC_INCLUSION: { index: number; size: number; proof: string[] }[] = [
  {
    index: 0,
    size: 8,
    proof: [
      "96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7",
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4",
    ],
  },
  {
    index: 5,
    size: 8,
    proof: [
      "bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b",
      "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
      "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
    ],
  },
  {
    index: 2,
    size: 3,
    proof: ["fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125"],
  },
  {
    index: 1,
    size: 5,
    proof: [
      "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b",
    ],
  },
];
const RFC_CONSISTENCY: { oldSize: number; newSize: number; proof: string[] }[] = [
  { oldSize: 1, newSize: 1, proof: [] },
  {
    oldSize: 1,
    newSize: 8,
    proof: [
      "96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7",
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4",
    ],
  },
  {
    oldSize: 6,
    newSize: 8,
    proof: [
      "0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a",
      "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
      "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
    ],
  },
  {
    oldSize: 2,
    newSize: 5,
    proof: [
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b",
    ],
  },
  {
    oldSize: 6,
    newSize: 7,
    proof: [
      "0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a",
      "b08693ec2e721597130641e8211e7eedccb4c26413963eee6c1e2ed16ffb1a5f",
      "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
    ],
  },
];

const rfcLeafHashes = RFC_LEAVES.map(leafHash);
const reader = memoryNodeReader(rfcLeafHashes);
const rootOf = (size: number) => hex(RFC_ROOTS[size - 1] as string);

/** Flips one bit of one byte of one hash: the smallest change a proof can suffer. */
function tampered(proof: readonly Hash[], which: number, byte: number): Hash[] {
  return proof.map((hash, i) => {
    if (i !== which) return hash;
    const copy = new Uint8Array(hash);
    copy[byte] = (copy[byte] ?? 0) ^ 0x01;
    return copy;
  });
}

describe("hashing", () => {
  it("hashes the empty tree as SHA-256 of nothing (RFC 6962 §2.1)", () => {
    expect(toHex(emptyRoot())).toBe(
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
  });

  it("hashes a leaf with the 0x00 prefix: Go's RecordHash of 'hello world'", () => {
    // golang/mod sumdb/tlog/note_test.go, TestFormatTree.
    expect(toBase64(leafHash(utf8("hello world")))).toBe(
      "TszzRgjTG6xce+z2AG31kAXYKBgQVtCSCE40HmuwBb0=",
    );
  });

  it("builds the roots of the RFC 6962 test trees of 1 to 8 leaves", async () => {
    for (let size = 1; size <= 8; size++) {
      expect(toHex(rootFromLeafHashes(rfcLeafHashes.slice(0, size)))).toBe(RFC_ROOTS[size - 1]);
      expect(toHex(await treeRoot(size, reader))).toBe(RFC_ROOTS[size - 1]);
    }
  });

  it("splits a tree at the largest power of two below its size", () => {
    expect([2, 3, 4, 5, 8, 9, 1025].map(splitPoint)).toEqual([1, 2, 2, 4, 4, 8, 1024]);
  });

  it("covers a range with perfect subtrees, largest first", () => {
    expect(rangeNodes(0, 7)).toEqual([
      { level: 2, index: 0 },
      { level: 1, index: 2 },
      { level: 0, index: 6 },
    ]);
    expect(rangeNodes(4, 7)).toEqual([
      { level: 1, index: 2 },
      { level: 0, index: 6 },
    ]);
    expect(rangeNodes(0, 0)).toEqual([]);
  });
});

describe("inclusion proofs", () => {
  it.each(RFC_INCLUSION)(
    "generates and verifies the RFC 6962 vector for leaf $index of $size",
    async ({ index, size, proof }) => {
      const generated = await inclusionProof(index, size, reader);
      expect(generated.map(toHex)).toEqual(proof);
      const leaf = rfcLeafHashes[index] as Hash;
      expect(verifyInclusion(leaf, index, size, generated, rootOf(size))).toBe(true);
      expect(verifyInclusion(leaf, index + 1, size, generated, rootOf(size))).toBe(false);
      expect(verifyInclusion(leaf, index, size * 2, generated, rootOf(size))).toBe(false);
      expect(verifyInclusion(leaf, index, size, generated.slice(1), rootOf(size))).toBe(false);
      expect(verifyInclusion(leaf, index, size, [...generated, leaf], rootOf(size))).toBe(false);
      for (let i = 0; i < generated.length; i++) {
        expect(verifyInclusion(leaf, index, size, tampered(generated, i, 0), rootOf(size))).toBe(
          false,
        );
      }
    },
  );

  it("has an empty proof for the only leaf of a tree of one", async () => {
    expect(await inclusionProof(0, 1, reader)).toEqual([]);
    expect(verifyInclusion(rfcLeafHashes[0] as Hash, 0, 1, [], rootOf(1))).toBe(true);
  });

  it("refuses leaves outside the tree", async () => {
    await expect(inclusionProof(3, 3, reader)).rejects.toThrow(RangeError);
    expect(verifyInclusion(rfcLeafHashes[0] as Hash, 0, 0, [], emptyRoot())).toBe(false);
  });

  it("verifies a real Certificate Transparency proof (Argon 2020, leaf 10000 of 961,984,013)", () => {
    // golang/mod sumdb/tlog/ct_test.go with its testdata/argon2020 files.
    const leaf = leafHash(b64(argon2020.leafInput));
    const proof = argon2020.auditPath.map(b64);
    const root = b64(argon2020.rootHash);
    expect(verifyInclusion(leaf, argon2020.leafIndex, argon2020.treeSize, proof, root)).toBe(true);
    expect(verifyInclusion(leaf, argon2020.leafIndex + 1, argon2020.treeSize, proof, root)).toBe(
      false,
    );
  });
});

describe("consistency proofs", () => {
  it.each(RFC_CONSISTENCY)(
    "generates and verifies the RFC 6962 vector from $oldSize to $newSize",
    async ({ oldSize, newSize, proof }) => {
      const generated = await consistencyProof(oldSize, newSize, reader);
      expect(generated.map(toHex)).toEqual(proof);
      const [oldRoot, newRoot] = [rootOf(oldSize), rootOf(newSize)];
      expect(verifyConsistency(oldSize, newSize, oldRoot, newRoot, generated)).toBe(true);
      if (generated.length === 0) return;
      expect(verifyConsistency(oldSize, newSize, newRoot, oldRoot, generated)).toBe(false);
      expect(verifyConsistency(oldSize - 1, newSize, oldRoot, newRoot, generated)).toBe(false);
      expect(verifyConsistency(oldSize, newSize * 2, oldRoot, newRoot, generated)).toBe(false);
      expect(verifyConsistency(oldSize, newSize, oldRoot, newRoot, generated.slice(0, -1))).toBe(
        false,
      );
      expect(verifyConsistency(oldSize, newSize, oldRoot, newRoot, [oldRoot, ...generated])).toBe(
        false,
      );
      for (let i = 0; i < generated.length; i++) {
        expect(
          verifyConsistency(oldSize, newSize, oldRoot, newRoot, tampered(generated, i, 0)),
        ).toBe(false);
      }
    },
  );

  it("treats equal sizes and the empty tree as the specs say", () => {
    const [a, b] = [rootOf(1), rootOf(2)];
    expect(verifyConsistency(0, 0, a, a, [])).toBe(true);
    expect(verifyConsistency(0, 5, a, b, [])).toBe(true);
    expect(verifyConsistency(0, 5, a, b, [a])).toBe(false);
    expect(verifyConsistency(1, 1, a, b, [])).toBe(false);
    expect(verifyConsistency(1, 1, a, a, [a])).toBe(false);
    expect(verifyConsistency(2, 1, a, b, [])).toBe(false);
    expect(verifyConsistency(1, 2, a, b, [])).toBe(false);
  });

  it("verifies a real Certificate Transparency proof (Argon 2020, 3,654,490 to 961,984,013)", () => {
    // golang/mod sumdb/tlog/ct_test.go with testdata/argon2020/consistency.json.
    const proof = argon2020.consistency.map(b64);
    const [oldRoot, newRoot] = [b64(argon2020.oldRootHash), b64(argon2020.rootHash)];
    expect(verifyConsistency(argon2020.oldSize, argon2020.treeSize, oldRoot, newRoot, proof)).toBe(
      true,
    );
    expect(
      verifyConsistency(argon2020.oldSize + 1, argon2020.treeSize, oldRoot, newRoot, proof),
    ).toBe(false);
  });
});

describe("the seven-leaf example of c2sp.org/merkle-tree", () => {
  // The spec names the nodes a..l; these are its proofs, spelled with those names.
  const d = Array.from({ length: 7 }, (_, i) => utf8(`d${i}`));
  const [a, b, c, dd, e, f, g] = d.map(leafHash) as Hash[] as [
    Hash,
    Hash,
    Hash,
    Hash,
    Hash,
    Hash,
    Hash,
  ];
  const h = nodeHash(a, b);
  const i = nodeHash(c, dd);
  const j = nodeHash(e, f);
  const k = nodeHash(h, i);
  const l = nodeHash(j, g);
  const read = memoryNodeReader([a, b, c, dd, e, f, g]);

  it("gives the inclusion proofs the spec lists", async () => {
    expect(await inclusionProof(0, 7, read)).toEqual([b, i, l]);
    expect(await inclusionProof(3, 7, read)).toEqual([c, h, l]);
    expect(await inclusionProof(4, 7, read)).toEqual([f, g, k]);
    expect(await inclusionProof(6, 7, read)).toEqual([j, k]);
  });

  it("gives the consistency proofs the spec lists", async () => {
    expect(await consistencyProof(3, 7, read)).toEqual([c, dd, h, l]);
    expect(await consistencyProof(4, 7, read)).toEqual([l]);
    expect(await consistencyProof(6, 7, read)).toEqual([j, g, k]);
  });
});

describe("properties over random trees", () => {
  const leavesOf = (size: number, salt: number) =>
    Array.from({ length: size }, (_, i) => leafHash(utf8(`${salt}:${i}`)));

  it("every inclusion proof verifies, and fails once any byte changes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3000 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        async (size, rawIndex, salt, rawByte) => {
          const leaves = leavesOf(size, salt);
          const index = rawIndex % size;
          const root = rootFromLeafHashes(leaves);
          const proof = await inclusionProof(index, size, memoryNodeReader(leaves));
          const leaf = leaves[index] as Hash;
          expect(verifyInclusion(leaf, index, size, proof, root)).toBe(true);
          if (proof.length > 0) {
            const which = rawByte % proof.length;
            const byte = rawByte % 32;
            expect(verifyInclusion(leaf, index, size, tampered(proof, which, byte), root)).toBe(
              false,
            );
          }
          const wrongLeaf = tampered([leaf], 0, rawByte % 32);
          expect(verifyInclusion(wrongLeaf[0] as Hash, index, size, proof, root)).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("every consistency proof verifies, and fails once any byte changes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3000 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        async (newSize, rawOld, salt, rawByte) => {
          const leaves = leavesOf(newSize, salt);
          const oldSize = 1 + (rawOld % newSize);
          const read = memoryNodeReader(leaves);
          const proof = await consistencyProof(oldSize, newSize, read);
          const oldRoot = rootFromLeafHashes(leaves.slice(0, oldSize));
          const newRoot = rootFromLeafHashes(leaves);
          expect(verifyConsistency(oldSize, newSize, oldRoot, newRoot, proof)).toBe(true);
          if (proof.length > 0) {
            const bad = tampered(proof, rawByte % proof.length, rawByte % 32);
            expect(verifyConsistency(oldSize, newSize, oldRoot, newRoot, bad)).toBe(false);
          }
          const forked = tampered([oldRoot], 0, rawByte % 32)[0] as Hash;
          expect(verifyConsistency(oldSize, newSize, forked, newRoot, proof)).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("a compact range grown leaf by leaf has the tree's root", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), fc.nat(600), (start, extra) => {
        const leaves = leavesOf(start + extra, 7);
        const prefix = leaves.slice(0, start);
        const hashes = rangeNodes(0, start).map((node) =>
          rootFromLeafHashes(
            prefix.slice(node.index * 2 ** node.level, (node.index + 1) * 2 ** node.level),
          ),
        );
        let range = compactRange(start, hashes);
        expect(rangeRoot(range)).toEqual(rootFromLeafHashes(prefix));
        for (const leaf of leaves.slice(start)) range = appendToRange(range, leaf);
        expect(range.size).toBe(leaves.length);
        expect(rangeRoot(range)).toEqual(rootFromLeafHashes(leaves));
      }),
      { numRuns: 40 },
    );
  });
});
