import { createCipheriv, createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { Random } from "~/engine/core/random";

import {
  buildHiddenList,
  inclusionProof,
  leafHash,
  merkleRoot,
  receiptCode,
  saltOfReceiptCode,
  verifyInclusion,
} from "./hidden-list";
import {
  canonicalJson,
  commitmentOf,
  DrawWordStream,
  pickIndices,
  seedV2,
  winnersV2,
  type DrawRecordV2,
} from "./method-v2";
import { canonicalEntriesV2, trimCodePoints } from "./canonical-form";
import { QUICKNET_CHAIN_HASH } from "./quicknet";

const record = (entries: string[], winners = 3, title = "Raffle"): DrawRecordV2 => ({
  method: "randomly-draw-v2",
  chain: QUICKNET_CHAIN_HASH,
  round: 30662990,
  title,
  winners,
  pool: { kind: "list", entries: canonicalEntriesV2(entries.join("\n")) },
});
const RANDOMNESS = "a".repeat(64);

describe("canonical form", () => {
  it("splits at CR LF, LF and CR only, trims White_Space and BOM, drops blanks and sorts by UTF-8 bytes", () => {
    const text = "\uFEFF  Zoë \r\nana\rÉmile\n\n\u3000\n\u{1F600} party\u2003\n\uFF21 wide";
    expect(canonicalEntriesV2(text)).toEqual([
      "Zoë",
      "ana",
      "Émile",
      "\uFF21 wide",
      "\u{1F600} party",
    ]);
  });

  it("puts every line in NFC, so composed and decomposed spellings are one entry", () => {
    expect(canonicalEntriesV2("Zoe\u0308\nZo\u00EB")).toEqual(["Zoë", "Zoë"]);
  });

  it("orders by code points, not UTF-16 units (an astral character sorts after U+FFxx)", () => {
    expect(canonicalEntriesV2("\u{1F600}\n\uFF5E")).toEqual(["\uFF5E", "\u{1F600}"]);
  });

  it("trims code points at the ends only", () => {
    expect(trimCodePoints("\u00A0a\u00A0b\u00A0")).toBe("a\u00A0b");
  });
});

describe("canonical JSON (RFC 8785)", () => {
  it("sorts members by UTF-16 code units and writes no whitespace", () => {
    expect(canonicalJson({ b: [1, "x"], a: null, "\u00E9": true, Z: { y: 2, x: 1 } })).toBe(
      '{"Z":{"x":1,"y":2},"a":null,"b":[1,"x"],"é":true}',
    );
  });

  it("escapes strings as RFC 8785 does: short escapes, \\u00xx for other controls, the rest literal", () => {
    expect(canonicalJson('"\\\b\f\n\r\t\u0001\u007F€')).toBe(
      '"\\"\\\\\\b\\f\\n\\r\\t\\u0001\u007F€"',
    );
  });
});

describe("the order of the entries never matters", () => {
  it("gives the same commitment and winners for every order of the same names", () => {
    const names = Array.from({ length: 30 }, (_, i) => `Pupil ${i + 1}`);
    const reversed = [...names].reverse();
    expect(commitmentOf(record(reversed)).sha256).toBe(commitmentOf(record(names)).sha256);
    expect(winnersV2(record(reversed), RANDOMNESS)).toEqual(winnersV2(record(names), RANDOMNESS));
  });

  it("gives the same winners whatever the title, and the first winners of a longer draw", () => {
    const names = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"];
    const one = winnersV2(record(names, 1, "First"), RANDOMNESS);
    const three = winnersV2(record(names, 3, "Another title"), RANDOMNESS);
    expect(three[0]).toEqual(one[0]);
    expect(commitmentOf(record(names, 1, "First")).sha256).not.toBe(
      commitmentOf(record(names, 1, "Another title")).sha256,
    );
  });
});

describe("the pick", () => {
  it("reads ChaCha20 with counter 0 and a zero nonce, as Node's OpenSSL does", () => {
    const seed = seedV2(record(["a", "b"]), RANDOMNESS);
    const keystream = createCipheriv("chacha20", seed, Buffer.alloc(16)).update(Buffer.alloc(4096));
    const stream = new DrawWordStream(seed);
    for (let i = 0; i < 1024; i++) expect(stream.word()).toBe(keystream.readUInt32LE(i * 4));
  });

  it("is the engine's partial Fisher–Yates over the same words", () => {
    const seed = createHash("sha256").update("pick").digest();
    for (const [n, k] of [
      [1, 1],
      [7, 7],
      [10_000, 100],
      [3, 2],
    ] as const) {
      const stream = new DrawWordStream(seed);
      const engine = new Random({ nextUint32: () => stream.word() }).distinctInts(0, n - 1, k);
      expect(pickIndices(seed, n, k)).toEqual(engine);
    }
  });
});

describe("hidden lists", () => {
  const salt = (i: number) => {
    const bytes = new Uint8Array(15);
    bytes[0] = i;
    return bytes;
  };

  it("writes a salt as a 24-character receipt code and reads it back, forgiving case, spaces and look-alikes", () => {
    const bytes = Uint8Array.from({ length: 15 }, (_, i) => i * 17);
    const code = receiptCode(bytes);
    expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){5}[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(saltOfReceiptCode(code.toLowerCase().replace(/-/g, " "))).toEqual(bytes);
    expect(saltOfReceiptCode(code.slice(1))).toBeNull();
  });

  it("proves every leaf of trees of 1 to 33 leaves, and no leaf at another place", () => {
    for (let n = 1; n <= 33; n++) {
      const leaves = Array.from({ length: n }, (_, i) => leafHash(salt(i), `e${i}`));
      const root = merkleRoot(leaves);
      for (let i = 0; i < n; i++) {
        const proof = inclusionProof(leaves, i);
        expect(verifyInclusion(leaves[i]!, i, n, proof, root)).toBe(true);
        if (n > 1) expect(verifyInclusion(leaves[i]!, (i + 1) % n, n, proof, root)).toBe(false);
      }
    }
  });

  it("orders leaves by their bytes and gives each entry its position and code", () => {
    let i = 0;
    const list = buildHiddenList(["Ana", "Bo", "Bo"], () => salt(i++));
    const hex = list.leaves.map((leaf) => Buffer.from(leaf).toString("hex"));
    expect([...hex].sort()).toEqual(hex);
    expect(list.receipts.map((receipt) => receipt.entry)).toEqual(["Ana", "Bo", "Bo"]);
    for (const receipt of list.receipts) {
      const leaf = leafHash(saltOfReceiptCode(receipt.code)!, receipt.entry);
      expect(Buffer.from(list.leaves[receipt.position - 1]!).toString("hex")).toBe(
        Buffer.from(leaf).toString("hex"),
      );
    }
  });
});
