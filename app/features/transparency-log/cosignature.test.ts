import { describe, expect, it } from "vitest";

import { formatCheckpoint } from "./checkpoint";
import {
  cosignatureSigner,
  cosignatureTime,
  cosignatureVerifier,
  cosignedMessage,
  decodeCosignature,
  encodeCosignature,
  parseCosignatureVerifierKey,
} from "./cosignature";
import { fromBase64 } from "./encoding";
import {
  decodeVerifierKey,
  generateSignerKey,
  keyId,
  openNote,
  parseNote,
  parseSignerKey,
  parseVerifierKey,
  signNote,
} from "./signed-note";

const SPEC_NOTE_TEXT =
  "example.com/behind-the-sofa\n20852163\nCsUYapGGPo4dkMgIAUqom/Xajj7h2fB2MPA3j2jxq2I=\n";
const seed = (byte: number) => new Uint8Array(32).fill(byte);

describe("cosignature/v1", () => {
  it("signs the message the spec shows", () => {
    // c2sp.org/tlog-cosignature, "Signed message" example.
    expect(new TextDecoder().decode(cosignedMessage(SPEC_NOTE_TEXT, 1679315147))).toBe(
      "cosignature/v1\ntime 1679315147\n" + SPEC_NOTE_TEXT,
    );
  });

  it("reads the timestamp of the spec's example cosignature", () => {
    // c2sp.org/tlog-cosignature: the witness.example.com/w1 line of the example checkpoint;
    // its timestamp is the one of the spec's signed message.
    const bytes = fromBase64(
      "jWbPPwAAAABkGFDLEZMHwSRaJNiIDoe9DYn/zXcrtPHeolMI5OWXEhZCB9dlrDJsX3b2oyin1nPZqhf5nNo0xUe+mbIUBkBIfZ+qnA==",
    ) as Uint8Array;
    expect(bytes).toHaveLength(4 + 72);
    expect(decodeCosignature(bytes.slice(4))?.timestamp).toBe(1679315147);
  });

  it("derives the key ID with signature type 0x04", () => {
    const signer = cosignatureSigner("witness.test/w1", seed(1), () => 1);
    expect(signer.keyId).toBe(keyId("witness.test/w1", 0x04, signer.publicKey));
    expect(signer.keyId).not.toBe(keyId("witness.test/w1", 0x01, signer.publicKey));
    expect(decodeVerifierKey(signer.verifierKey).type).toBe(0x04);
    expect(parseCosignatureVerifierKey(signer.verifierKey).keyId).toBe(signer.keyId);
    expect(() => parseVerifierKey(signer.verifierKey)).toThrow(/Ed25519 note key/);
  });

  it("cosigns a log-signed checkpoint, and the cosignature verifies beside the log's", () => {
    const log = generateSignerKey("example.test/log");
    const body = formatCheckpoint({
      origin: "example.test/log",
      size: 5,
      rootHash: new Uint8Array(32).fill(7),
      extensions: [],
    });
    const signed = signNote(body, [parseSignerKey(log.signerKey)]);
    const witness = cosignatureSigner("witness.test/w1", seed(2), () => 1700000000);
    const cosigned = signNote(body, [witness], parseNote(signed).signatures);
    const opened = openNote(cosigned, [
      parseVerifierKey(log.verifierKey),
      cosignatureVerifier(witness.name, witness.publicKey),
    ]);
    expect(opened.verified).toHaveLength(2);
    expect(cosignatureTime(opened.verified[1] as NonNullable<(typeof opened.verified)[1]>)).toBe(
      1700000000,
    );
  });

  it("fails for another checkpoint, another time or another key", () => {
    const witness = cosignatureSigner("witness.test/w1", seed(3), () => 42);
    const verifier = cosignatureVerifier(witness.name, witness.publicKey);
    const text = new TextEncoder().encode(SPEC_NOTE_TEXT);
    const sig = witness.sign(text);
    expect(verifier.verify(text, sig)).toBe(true);
    expect(verifier.verify(new TextEncoder().encode(SPEC_NOTE_TEXT + "x\n"), sig)).toBe(false);
    const decoded = decodeCosignature(sig);
    const otherTime = encodeCosignature({ timestamp: 43, signature: decoded?.signature ?? sig });
    expect(verifier.verify(text, otherTime)).toBe(false);
    const other = cosignatureSigner("witness.test/w1", seed(4), () => 42);
    expect(cosignatureVerifier(other.name, other.publicKey).verify(text, sig)).toBe(false);
    expect(verifier.verify(text, sig.slice(0, 71))).toBe(false);
  });

  it("refuses timestamps beyond 2^63 - 1", () => {
    const bytes = new Uint8Array(72);
    bytes[0] = 0x80;
    expect(decodeCosignature(bytes)).toBeNull();
  });
});
