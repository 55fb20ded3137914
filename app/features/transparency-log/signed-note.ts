/**
 * c2sp.org/signed-note: text signed by one or more keys, as Go's golang.org/x/mod/sumdb/note
 * writes and reads it, with Ed25519 (signature type 0x01) keys.
 *
 *     <text, ending in a newline>
 *     <blank line>
 *     — <key name> base64(4-byte key ID || signature)
 *
 * Keys travel as Go's strings: a verifier key `<name>+<8 hex key ID>+base64(type || public key)`
 * and a signer key `PRIVATE+KEY+<name>+<8 hex key ID>+base64(type || 32-byte seed)`. Parsing is
 * strict; signatures from unknown keys are kept but ignored, as the spec requires. Pure.
 */
import { ed25519 } from "@noble/curves/ed25519.js";
import { sha256 } from "@noble/hashes/sha2.js";

import { concatBytes, fromBase64, fromUtf8, toBase64, utf8 } from "./encoding";

/** Signature type bytes assigned by signed-note. */
export const SIGNATURE_TYPE = {
  ed25519: 0x01,
  cosignatureV1: 0x04,
} as const;

/** Most signatures a note may carry here (the spec asks verifiers to accept at least 16). */
export const MAX_NOTE_SIGNATURES = 100;

/** Largest note accepted, in bytes: room for many signatures, none for abuse. */
export const MAX_NOTE_BYTES = 64 * 1024;

const SIGNATURE_PREFIX = "\u2014 ";

/** A note whose text or signature lines break the format. */
export class MalformedNoteError extends Error {
  override name = "MalformedNoteError";
}

/** A note that parsed but cannot be trusted: a known key's signature failed, or none verified. */
export class NoteVerificationError extends Error {
  override name = "NoteVerificationError";
}

/** One signature line: who signed (name and key ID) and the signature bytes after the key ID. */
export interface NoteSignature {
  name: string;
  keyId: number;
  signature: Uint8Array;
}

/** A parsed note: its text (with the final newline) and its signatures, in order. */
export interface Note {
  text: string;
  signatures: NoteSignature[];
}

/** Checks signatures by one key. */
export interface NoteVerifier {
  name: string;
  keyId: number;
  /** Whether `signature` (without the key ID) signs the note text. */
  verify(text: Uint8Array, signature: Uint8Array): boolean;
}

/** Signs note texts with one key. */
export interface NoteSigner {
  name: string;
  keyId: number;
  /** The signature bytes (without the key ID) of the note text. */
  sign(text: Uint8Array): Uint8Array;
}

const WHITE_SPACE = /\p{White_Space}/u;
// UTF-16 halves without their other half: strings not made from UTF-8.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether the text holds an ASCII control character other than the newline. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x0a) return true;
  }
  return false;
}

/** Whether `name` may name a key: non-empty, no Unicode spaces, no plus, no control characters. */
export const isValidKeyName = (name: string): boolean =>
  name !== "" &&
  !WHITE_SPACE.test(name) &&
  !name.includes("+") &&
  !hasControl(name) &&
  !LONE_SURROGATE.test(name);

/** The key ID: the first four bytes of SHA-256(name || 0x0A || type || public key), big-endian. */
export function keyId(name: string, type: number, publicKey: Uint8Array): number {
  const digest = sha256(concatBytes(utf8(name), new Uint8Array([0x0a, type]), publicKey));
  return new DataView(digest.buffer, digest.byteOffset, 4).getUint32(0, false);
}

const keyIdBytes = (id: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, id, false);
  return bytes;
};

const hex8 = (id: number) => id.toString(16).padStart(8, "0");

function checkNoteText(text: string): void {
  if (hasControl(text) || LONE_SURROGATE.test(text)) {
    throw new MalformedNoteError("A note may hold no control characters other than newlines");
  }
}

/** Parses a signed note without checking any signature (use `openNote` to trust one). */
export function parseNote(message: string | Uint8Array): Note {
  const text = typeof message === "string" ? message : fromUtf8(message);
  if (text === null) throw new MalformedNoteError("A note must be valid UTF-8");
  if (utf8(text).length > MAX_NOTE_BYTES) throw new MalformedNoteError("The note is too large");
  checkNoteText(text);
  const split = text.lastIndexOf("\n\n");
  if (split < 0) throw new MalformedNoteError("A note needs a blank line before its signatures");
  const body = text.slice(0, split + 1);
  const block = text.slice(split + 2);
  if (block === "" || !block.endsWith("\n")) {
    throw new MalformedNoteError("A note needs signature lines, each ending in a newline");
  }
  const lines = block.slice(0, -1).split("\n");
  if (lines.length > MAX_NOTE_SIGNATURES) throw new MalformedNoteError("Too many signatures");
  const signatures = lines.map((line) => {
    if (!line.startsWith(SIGNATURE_PREFIX)) {
      throw new MalformedNoteError("A signature line starts with an em dash and a space");
    }
    const rest = line.slice(SIGNATURE_PREFIX.length);
    const space = rest.indexOf(" ");
    const name = space < 0 ? rest : rest.slice(0, space);
    const bytes = space < 0 ? null : fromBase64(rest.slice(space + 1));
    if (!isValidKeyName(name) || !bytes || bytes.length < 5) {
      throw new MalformedNoteError(`Malformed signature line: ${line}`);
    }
    return {
      name,
      keyId: new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, false),
      signature: bytes.slice(4),
    };
  });
  return { text: body, signatures };
}

/** A signature line, with its final newline: `— <name> base64(key ID || signature)`. */
export const formatSignatureLine = (sig: NoteSignature): string =>
  `${SIGNATURE_PREFIX}${sig.name} ${toBase64(concatBytes(keyIdBytes(sig.keyId), sig.signature))}\n`;

/** The note as text: its text, a blank line, its signature lines. */
export function formatNote(note: Note): string {
  if (note.signatures.length === 0) throw new MalformedNoteError("A note needs a signature");
  return `${note.text}\n${note.signatures.map(formatSignatureLine).join("")}`;
}

const sameKey = (a: { name: string; keyId: number }, b: { name: string; keyId: number }) =>
  a.name === b.name && a.keyId === b.keyId;

/**
 * Signs `text` with each signer, keeping `existing` signatures by other keys (a signer's new
 * signature replaces its old one), and returns the signed note.
 */
export function signNote(
  text: string,
  signers: readonly NoteSigner[],
  existing: readonly NoteSignature[] = [],
): string {
  if (!text.endsWith("\n")) throw new MalformedNoteError("A note's text ends with a newline");
  checkNoteText(text);
  const bytes = utf8(text);
  const fresh = signers.map((signer) => {
    if (!isValidKeyName(signer.name)) throw new MalformedNoteError("Invalid signer name");
    return { name: signer.name, keyId: signer.keyId, signature: signer.sign(bytes) };
  });
  const kept = existing.filter((sig) => !fresh.some((mine) => sameKey(mine, sig)));
  return formatNote({ text, signatures: [...kept, ...fresh] });
}

/** A note opened with trusted keys: its text, the signatures they verified, and the others. */
export interface OpenedNote {
  text: string;
  verified: NoteSignature[];
  unverified: NoteSignature[];
}

/**
 * Parses a note and checks its signatures against the trusted verifiers. Signatures by unknown
 * keys are set aside; a known key's bad signature rejects the note (the spec allows it, and a
 * log forging its own key's signature is worth failing loudly); no verified signature rejects it.
 */
export function openNote(
  message: string | Uint8Array,
  verifiers: readonly NoteVerifier[],
): OpenedNote {
  const note = parseNote(message);
  const text = utf8(note.text);
  const verified: NoteSignature[] = [];
  const unverified: NoteSignature[] = [];
  for (const sig of note.signatures) {
    const matches = verifiers.filter((v) => sameKey(v, sig));
    if (matches.length > 1) {
      throw new NoteVerificationError(`Ambiguous key ${sig.name}+${hex8(sig.keyId)}`);
    }
    const verifier = matches[0];
    if (!verifier) {
      if (
        !unverified.some(
          (u) => sameKey(u, sig) && toBase64(u.signature) === toBase64(sig.signature),
        )
      ) {
        unverified.push(sig);
      }
      continue;
    }
    if (verified.some((v) => sameKey(v, sig))) continue;
    if (!verifier.verify(text, sig.signature)) {
      throw new NoteVerificationError(`Invalid signature for key ${sig.name}+${hex8(sig.keyId)}`);
    }
    verified.push(sig);
  }
  if (verified.length === 0) {
    throw new NoteVerificationError("The note has no signature by a trusted key");
  }
  return { text: note.text, verified, unverified };
}

/** A key as a verifier key string describes it. */
export interface VerifierKeyParts {
  name: string;
  keyId: number;
  type: number;
  publicKey: Uint8Array;
}

/** The verifier key string `<name>+<hex key ID>+base64(type || public key)`. */
export function encodeVerifierKey(name: string, type: number, publicKey: Uint8Array): string {
  if (!isValidKeyName(name)) throw new RangeError(`Invalid key name: ${name}`);
  const id = keyId(name, type, publicKey);
  return `${name}+${hex8(id)}+${toBase64(concatBytes(new Uint8Array([type]), publicKey))}`;
}

/** Splits s at its first `+`, as Go's note package does (base64 may itself hold pluses). */
function chop(s: string): [string, string] {
  const at = s.indexOf("+");
  return at < 0 ? [s, ""] : [s.slice(0, at), s.slice(at + 1)];
}

/** The parts of a verifier key string, with its key ID checked against the key it names. */
export function decodeVerifierKey(vkey: string): VerifierKeyParts {
  const [name, rest] = chop(vkey.trim());
  const [hash, key64] = chop(rest);
  const key = fromBase64(key64);
  if (!isValidKeyName(name) || !/^[0-9a-fA-F]{8}$/.test(hash) || !key || key.length < 2) {
    throw new RangeError("Malformed verifier key");
  }
  const id = parseInt(hash, 16);
  if (id !== keyId(name, key[0] as number, key.slice(1))) {
    throw new RangeError("The verifier key's ID does not match its key");
  }
  return { name, keyId: id, type: key[0] as number, publicKey: key.slice(1) };
}

/** A verifier of plain Ed25519 note signatures (type 0x01) by `publicKey`. */
export function ed25519Verifier(name: string, publicKey: Uint8Array): NoteVerifier {
  if (publicKey.length !== 32) throw new RangeError("An Ed25519 public key is 32 bytes");
  return {
    name,
    keyId: keyId(name, SIGNATURE_TYPE.ed25519, publicKey),
    verify: (text, signature) =>
      signature.length === 64 && ed25519.verify(signature, text, publicKey, { zip215: false }),
  };
}

/** The verifier of an Ed25519 (type 0x01) verifier key string. */
export function parseVerifierKey(vkey: string): NoteVerifier {
  const parts = decodeVerifierKey(vkey);
  if (parts.type !== SIGNATURE_TYPE.ed25519) {
    throw new RangeError(`Not an Ed25519 note key (type 0x${parts.type.toString(16)})`);
  }
  return ed25519Verifier(parts.name, parts.publicKey);
}

/** An Ed25519 signer, with the public key and verifier key that go with it. */
export interface Ed25519NoteSigner extends NoteSigner {
  publicKey: Uint8Array;
  verifierKey: string;
}

/** An Ed25519 note signer from its 32-byte seed (RFC 8032 private key). */
export function ed25519Signer(name: string, seed: Uint8Array): Ed25519NoteSigner {
  if (seed.length !== 32) throw new RangeError("An Ed25519 seed is 32 bytes");
  if (!isValidKeyName(name)) throw new RangeError(`Invalid key name: ${name}`);
  const secret = seed.slice();
  const publicKey = ed25519.getPublicKey(secret);
  return {
    name,
    keyId: keyId(name, SIGNATURE_TYPE.ed25519, publicKey),
    publicKey,
    verifierKey: encodeVerifierKey(name, SIGNATURE_TYPE.ed25519, publicKey),
    sign: (text) => ed25519.sign(text, secret),
  };
}

/** The signer key string `PRIVATE+KEY+<name>+<hex key ID>+base64(0x01 || seed)`. */
export function encodeSignerKey(name: string, seed: Uint8Array): string {
  const signer = ed25519Signer(name, seed);
  const key64 = toBase64(concatBytes(new Uint8Array([SIGNATURE_TYPE.ed25519]), seed));
  return `PRIVATE+KEY+${name}+${hex8(signer.keyId)}+${key64}`;
}

/** The signer a signer key string holds; its key ID must match the key's public half. */
export function parseSignerKey(skey: string): Ed25519NoteSigner {
  const [private1, rest1] = chop(skey.trim());
  const [private2, rest2] = chop(rest1);
  const [name, rest3] = chop(rest2);
  const [hash, key64] = chop(rest3);
  const key = fromBase64(key64);
  if (
    private1 !== "PRIVATE" ||
    private2 !== "KEY" ||
    !isValidKeyName(name) ||
    !/^[0-9a-fA-F]{8}$/.test(hash) ||
    !key
  ) {
    throw new RangeError("Malformed signer key");
  }
  if (key[0] !== SIGNATURE_TYPE.ed25519 || key.length !== 33) {
    throw new RangeError("Not an Ed25519 signer key");
  }
  const signer = ed25519Signer(name, key.slice(1));
  if (signer.keyId !== parseInt(hash, 16)) {
    throw new RangeError("The signer key's ID does not match its key");
  }
  return signer;
}

/** A new random Ed25519 key pair for `name`, as signer and verifier key strings. */
export function generateSignerKey(name: string): { signerKey: string; verifierKey: string } {
  const seed = crypto.getRandomValues(new Uint8Array(32));
  return {
    signerKey: encodeSignerKey(name, seed),
    verifierKey: ed25519Signer(name, seed).verifierKey,
  };
}
