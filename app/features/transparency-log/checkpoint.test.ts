import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { fromBase64, utf8 } from "./encoding";
import {
  formatCheckpoint,
  MalformedCheckpointError,
  openCheckpoint,
  parseCheckpoint,
  type Checkpoint,
} from "./checkpoint";
import { leafHash } from "./merkle";
import { generateSignerKey, parseSignerKey, parseVerifierKey, signNote } from "./signed-note";

describe("checkpoint bodies", () => {
  it("formats Go's golden tree note", () => {
    // golang/mod sumdb/tlog/note_test.go TestFormatTree: size 123456789012, root RecordHash("hello world").
    const golden =
      "go.sum database tree\n123456789012\nTszzRgjTG6xce+z2AG31kAXYKBgQVtCSCE40HmuwBb0=\n";
    const checkpoint = {
      origin: "go.sum database tree",
      size: 123456789012,
      rootHash: leafHash(utf8("hello world")),
      extensions: [],
    };
    expect(formatCheckpoint(checkpoint)).toBe(golden);
    expect(parseCheckpoint(golden)).toEqual(checkpoint);
  });

  it("parses the spec's example checkpoint", () => {
    // c2sp.org/tlog-checkpoint, the example at the top of the spec.
    const text =
      "example.com/behind-the-sofa\n20852163\nCsUYapGGPo4dkMgIAUqom/Xajj7h2fB2MPA3j2jxq2I=\n";
    expect(parseCheckpoint(text)).toEqual({
      origin: "example.com/behind-the-sofa",
      size: 20852163,
      rootHash: fromBase64("CsUYapGGPo4dkMgIAUqom/Xajj7h2fB2MPA3j2jxq2I="),
      extensions: [],
    });
  });

  it("keeps extension lines", () => {
    const text = "o\n0\n47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=\next one\next two\n";
    expect(parseCheckpoint(text).extensions).toEqual(["ext one", "ext two"]);
    expect(formatCheckpoint(parseCheckpoint(text))).toBe(text);
  });

  it.each([
    [
      "a size in hex",
      "go.sum database tree\n0xabcdef\nTszzRgjTG6xce+z2AG31kAXYKBgQVtCSCE40HmuwBb0=\n",
    ],
    [
      "a root that is not 32 bytes",
      "go.sum database tree\n123456789012\nTszzRgjTG6xce+z2AG31kAXYKBgQVtCSCE40HmuwBTOOBIG=\n",
    ],
    ["a size with a leading zero", "o\n01\nTszzRgjTG6xce+z2AG31kAXYKBgQVtCSCE40HmuwBb0=\n"],
    ["a negative size", "o\n-1\nTszzRgjTG6xce+z2AG31kAXYKBgQVtCSCE40HmuwBb0=\n"],
    ["an empty origin", "\n1\nTszzRgjTG6xce+z2AG31kAXYKBgQVtCSCE40HmuwBb0=\n"],
    ["two lines only", "o\n1\n"],
    ["no final newline", "o\n1\nTszzRgjTG6xce+z2AG31kAXYKBgQVtCSCE40HmuwBb0="],
    ["an empty extension line", "o\n1\nTszzRgjTG6xce+z2AG31kAXYKBgQVtCSCE40HmuwBb0=\n\n"],
    [
      "a size beyond 2^53",
      "o\n18446744073709551615\nTszzRgjTG6xce+z2AG31kAXYKBgQVtCSCE40HmuwBb0=\n",
    ],
  ])("refuses %s", (_, text) => {
    expect(() => parseCheckpoint(text)).toThrow(MalformedCheckpointError);
  });

  it("round-trips any checkpoint", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => !s.includes("\n")),
        fc.nat({ max: Number.MAX_SAFE_INTEGER }),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        (origin, size, rootHash) => {
          const checkpoint: Checkpoint = { origin, size, rootHash, extensions: [] };
          expect(parseCheckpoint(formatCheckpoint(checkpoint))).toEqual(checkpoint);
        },
      ),
    );
  });
});

describe("signed checkpoints", () => {
  const origin = "example.test/log";
  const { signerKey, verifierKey } = generateSignerKey(origin);
  const body = formatCheckpoint({ origin, size: 3, rootHash: new Uint8Array(32), extensions: [] });

  it("opens a checkpoint the log signed", () => {
    const signed = signNote(body, [parseSignerKey(signerKey)]);
    const opened = openCheckpoint(signed, parseVerifierKey(verifierKey));
    expect(opened.checkpoint.size).toBe(3);
    expect(opened.signedNote).toBe(signed);
  });

  it("refuses a checkpoint signed only by another key, or for another origin", () => {
    const other = generateSignerKey(origin);
    const signed = signNote(body, [parseSignerKey(other.signerKey)]);
    expect(() => openCheckpoint(signed, parseVerifierKey(verifierKey))).toThrow();
    const elsewhere = generateSignerKey("elsewhere.test/log");
    const foreign = signNote(body, [parseSignerKey(elsewhere.signerKey)]);
    expect(() => openCheckpoint(foreign, parseVerifierKey(elsewhere.verifierKey))).toThrow(
      /origin/,
    );
  });
});
