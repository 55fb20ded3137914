import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { utf8 } from "./encoding";
import {
  decodeVerifierKey,
  encodeSignerKey,
  encodeVerifierKey,
  formatNote,
  generateSignerKey,
  isValidKeyName,
  keyId,
  MalformedNoteError,
  NoteVerificationError,
  openNote,
  parseNote,
  parseSignerKey,
  parseVerifierKey,
  signNote,
  SIGNATURE_TYPE,
} from "./signed-note";

// Known answers from golang/mod sumdb/note/note_test.go (TestNewVerifier, TestNewSigner,
// TestSign, TestOpen) and the package documentation in sumdb/note/note.go.
const PETER_SKEY = "PRIVATE+KEY+PeterNeumann+c74f20a3+AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz";
const PETER_VKEY = "PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW";
const ENOCH_VKEY = "EnochRoot+af0cfe78+ATtqJ7zOtqQtYqOo0CpvDXNlMhV3HeJDpjrASKGLWdop";
const TEXT =
  "If you think cryptography is the answer to your problem,\n" +
  "then you don't know what your problem is.\n";
const PETER_SIG =
  "— PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n";
const ENOCH_SIG =
  "— EnochRoot rwz+eBzmZa0SO3NbfRGzPCpDckykFXSdeX+MNtCOXm2/5n2tiOHp+vAF1aGrQ5ovTG01oOTGwnWLox33WWd1RvMc+QQ=\n";

describe("keys", () => {
  it("reads Go's signer key and derives Go's verifier key and key ID from it", () => {
    const signer = parseSignerKey(PETER_SKEY);
    expect(signer.name).toBe("PeterNeumann");
    expect(signer.keyId).toBe(0xc74f20a3);
    expect(signer.verifierKey).toBe(PETER_VKEY);
    const seed = Uint8Array.from(atob(PETER_SKEY.split("+").slice(4).join("+")), (c) =>
      c.charCodeAt(0),
    ).slice(1);
    expect(encodeSignerKey("PeterNeumann", seed)).toBe(PETER_SKEY);
  });

  it("reads Go's verifier keys", () => {
    expect(parseVerifierKey(PETER_VKEY).keyId).toBe(0xc74f20a3);
    expect(decodeVerifierKey(ENOCH_VKEY)).toMatchObject({
      name: "EnochRoot",
      keyId: 0xaf0cfe78,
      type: SIGNATURE_TYPE.ed25519,
    });
  });

  it("refuses every truncation and every one-character change of a verifier key", () => {
    // As TestNewVerifier does: any substring or altered byte must be rejected.
    for (let i = 0; i < PETER_VKEY.length; i++) {
      for (let j = i + 1; j <= PETER_VKEY.length; j++) {
        if (i === 0 && j === PETER_VKEY.length) continue;
        expect(() => parseVerifierKey(PETER_VKEY.slice(i, j))).toThrow();
      }
      const changed =
        PETER_VKEY.slice(0, i) +
        String.fromCharCode(PETER_VKEY.charCodeAt(i) + 1) +
        PETER_VKEY.slice(i + 1);
      expect(() => parseVerifierKey(changed)).toThrow();
    }
    // A key of the wrong length and an unknown algorithm, each with its key ID adjusted.
    expect(() =>
      parseVerifierKey(
        "PeterNeumann+cc469956+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TWBADKEY==",
      ),
    ).toThrow();
    expect(() =>
      parseVerifierKey("PeterNeumann+173116ae+ZRpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW"),
    ).toThrow();
  });

  it("refuses every one-character change of a signer key", () => {
    for (let i = 0; i < PETER_SKEY.length; i++) {
      const changed =
        PETER_SKEY.slice(0, i) +
        String.fromCharCode(PETER_SKEY.charCodeAt(i) + 1) +
        PETER_SKEY.slice(i + 1);
      expect(() => parseSignerKey(changed)).toThrow();
    }
    expect(() => parseSignerKey(PETER_SKEY.slice(0, -4))).toThrow();
  });

  it("generates key pairs that sign and verify", () => {
    const { signerKey, verifierKey } = generateSignerKey("example.com/log");
    expect(signerKey).toMatch(/^PRIVATE\+KEY\+example\.com\/log\+[0-9a-f]{8}\+/);
    const note = signNote("hi\n", [parseSignerKey(signerKey)]);
    expect(openNote(note, [parseVerifierKey(verifierKey)]).text).toBe("hi\n");
    expect(generateSignerKey("example.com/log").signerKey).not.toBe(signerKey);
  });

  it("takes key names without spaces or pluses", () => {
    expect(isValidKeyName("example.com/log42")).toBe(true);
    expect(isValidKeyName("")).toBe(false);
    expect(isValidKeyName("a b")).toBe(false);
    expect(isValidKeyName("a\u00a0b")).toBe(false);
    expect(isValidKeyName("a+b")).toBe(false);
    expect(() => encodeVerifierKey("a b", 1, new Uint8Array(32))).toThrow();
  });

  it("derives key IDs from the name, type byte and public key", () => {
    const key = parseSignerKey(PETER_SKEY).publicKey;
    expect(keyId("PeterNeumann", 1, key)).toBe(0xc74f20a3);
    expect(keyId("PeterNeumann", 4, key)).not.toBe(0xc74f20a3);
  });
});

describe("signing and opening notes", () => {
  const peter = parseVerifierKey(PETER_VKEY);
  const enoch = parseVerifierKey(ENOCH_VKEY);

  it("signs exactly as Go does (Ed25519 is deterministic)", () => {
    expect(signNote(TEXT, [parseSignerKey(PETER_SKEY)])).toBe(`${TEXT}\n${PETER_SIG}`);
  });

  it("replaces a signer's old signature and keeps the others", () => {
    const [old] = parseNote(`${TEXT}\n${PETER_SIG}${ENOCH_SIG}`).signatures;
    const enochSig = parseNote(`${TEXT}\n${ENOCH_SIG}`).signatures;
    const resigned = signNote(
      TEXT,
      [parseSignerKey(PETER_SKEY)],
      [{ ...(old as NonNullable<typeof old>), signature: new Uint8Array(64) }, ...enochSig],
    );
    expect(resigned).toBe(`${TEXT}\n${ENOCH_SIG}${PETER_SIG}`);
  });

  it("verifies the known key's signature and sets the unknown one aside", () => {
    const opened = openNote(`${TEXT}\n${PETER_SIG}${ENOCH_SIG}`, [peter]);
    expect(opened.text).toBe(TEXT);
    expect(opened.verified.map((s) => s.name)).toEqual(["PeterNeumann"]);
    expect(opened.unverified.map((s) => s.name)).toEqual(["EnochRoot"]);
    const both = openNote(`${TEXT}\n${PETER_SIG}${ENOCH_SIG}`, [peter, enoch]);
    expect(both.verified.map((s) => s.keyId)).toEqual([0xc74f20a3, 0xaf0cfe78]);
  });

  it("rejects a note no trusted key signed", () => {
    expect(() => openNote(`${TEXT}\n${PETER_SIG}${ENOCH_SIG}`, [])).toThrow(NoteVerificationError);
  });

  it("rejects a note whose known key's signature is wrong", () => {
    const bad = PETER_SIG.slice(0, 60) + "ABCD" + PETER_SIG.slice(60);
    expect(() => openNote(`${TEXT}\n${bad}`, [peter])).toThrow(/Invalid signature/);
    expect(() => openNote(`${TEXT.replace("answer", "answers")}\n${PETER_SIG}`, [peter])).toThrow(
      NoteVerificationError,
    );
  });

  it("rejects two trusted keys with the same name and ID", () => {
    expect(() => openNote(`${TEXT}\n${ENOCH_SIG}`, [enoch, peter, enoch])).toThrow(/Ambiguous/);
  });

  it("drops repeated signatures", () => {
    const opened = openNote(`${TEXT}\n${PETER_SIG}${PETER_SIG}${ENOCH_SIG}${ENOCH_SIG}`, [peter]);
    expect(opened.verified).toHaveLength(1);
    expect(opened.unverified).toHaveLength(1);
  });

  it.each([
    ["no signature block", TEXT],
    ["a blank line but no signature", `${TEXT}\n`],
    ["a signature without its newline", `${TEXT}\n${PETER_SIG.slice(0, -1)}`],
    ["a control character", `\u0001${TEXT}\n${PETER_SIG}`],
    [
      "a name with a space",
      `${TEXT}\n— Bad Name x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n`,
    ],
    ["a line after the signatures", `${TEXT}\n${PETER_SIG}Unexpected line.\n`],
    ["a hyphen instead of an em dash", `${TEXT}\n${PETER_SIG.replace("—", "-")}`],
    ["unpadded base64", `${TEXT}\n${PETER_SIG.replace("=\n", "\n")}`],
    ["a signature shorter than five bytes", `${TEXT}\n— PeterNeumann AAAA\n`],
    ["101 signatures", `${TEXT}\n${PETER_SIG.repeat(101)}`],
  ])("refuses a note with %s", (_, message) => {
    expect(() => openNote(message, [peter])).toThrow(MalformedNoteError);
  });

  it("refuses bytes that are not UTF-8", () => {
    const bytes = new Uint8Array([0xff, ...utf8(`${TEXT}\n${PETER_SIG}`)]);
    expect(() => parseNote(bytes)).toThrow(/UTF-8/);
    expect(openNote(utf8(`${TEXT}\n${PETER_SIG}`), [peter]).text).toBe(TEXT);
  });

  it("splits text from signatures at the last blank line", () => {
    const text = "one\n\ntwo\n";
    const note = signNote(text, [parseSignerKey(PETER_SKEY)]);
    expect(openNote(note, [peter]).text).toBe(text);
    expect(() => signNote("no newline", [parseSignerKey(PETER_SKEY)])).toThrow(MalformedNoteError);
  });

  it("round-trips any text through signing, formatting and parsing", () => {
    const signer = parseSignerKey(PETER_SKEY);
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ unit: "grapheme" }).filter((line) => [...line].every((ch) => ch >= " ")),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        (lines) => {
          const text = `${lines.join("\n")}\n`;
          const note = signNote(text, [signer]);
          expect(formatNote(parseNote(note))).toBe(note);
          expect(openNote(note, [peter]).text).toBe(text);
        },
      ),
      { numRuns: 50 },
    );
  });
});
