/**
 * c2sp.org/tlog-cosignature, the Ed25519 `cosignature/v1` type: a witness's timestamped note
 * signature over a checkpoint. The key ID uses signature type 0x04; the signature is the 8-byte
 * big-endian timestamp then the Ed25519 signature of
 *
 *     cosignature/v1
 *     time <timestamp>
 *     <the checkpoint's note text>
 *
 * Pure: the caller gives the time (POSIX seconds).
 */
import { ed25519 } from "@noble/curves/ed25519.js";

import { concatBytes, fromUtf8, utf8 } from "./encoding";
import {
  decodeVerifierKey,
  encodeVerifierKey,
  isValidKeyName,
  keyId,
  SIGNATURE_TYPE,
  type NoteSignature,
  type NoteSigner,
  type NoteVerifier,
} from "./signed-note";

/** The header line that separates cosignatures from every other use of the key. */
export const COSIGNATURE_HEADER = "cosignature/v1";

/** Bytes of a cosignature: u64 timestamp then a 64-byte Ed25519 signature. */
export const COSIGNATURE_BYTES = 8 + 64;

/** Largest timestamp the spec allows (2^63 - 1), beyond what a safe integer holds anyway. */
const MAX_TIMESTAMP = Number.MAX_SAFE_INTEGER;

const isTimestamp = (t: number) => Number.isSafeInteger(t) && t >= 0 && t <= MAX_TIMESTAMP;

/** The message a cosignature signs for a checkpoint's note text at `timestamp`. */
export function cosignedMessage(noteText: string, timestamp: number): Uint8Array {
  if (!isTimestamp(timestamp)) throw new RangeError("A cosignature's time is POSIX seconds");
  return utf8(`${COSIGNATURE_HEADER}\ntime ${timestamp}\n${noteText}`);
}

/** A cosignature's parts. */
export interface Cosignature {
  timestamp: number;
  signature: Uint8Array;
}

/** The 72 bytes of a cosignature (after the note signature's key ID). */
export function encodeCosignature({ timestamp, signature }: Cosignature): Uint8Array {
  if (!isTimestamp(timestamp) || signature.length !== 64) throw new RangeError("Bad cosignature");
  const time = new Uint8Array(8);
  new DataView(time.buffer).setBigUint64(0, BigInt(timestamp), false);
  return concatBytes(time, signature);
}

/** A cosignature's timestamp and signature, or null when the bytes are not one. */
export function decodeCosignature(bytes: Uint8Array): Cosignature | null {
  if (bytes.length !== COSIGNATURE_BYTES) return null;
  const time = new DataView(bytes.buffer, bytes.byteOffset, 8).getBigUint64(0, false);
  if (time > BigInt(MAX_TIMESTAMP)) return null;
  return { timestamp: Number(time), signature: bytes.slice(8) };
}

/** A verifier of `cosignature/v1` signatures by the witness `name` with `publicKey`. */
export function cosignatureVerifier(name: string, publicKey: Uint8Array): NoteVerifier {
  if (publicKey.length !== 32) throw new RangeError("An Ed25519 public key is 32 bytes");
  return {
    name,
    keyId: keyId(name, SIGNATURE_TYPE.cosignatureV1, publicKey),
    verify(text, bytes) {
      const cosig = decodeCosignature(bytes);
      const noteText = fromUtf8(text);
      if (!cosig || noteText === null) return false;
      return ed25519.verify(
        cosig.signature,
        cosignedMessage(noteText, cosig.timestamp),
        publicKey,
        {
          zip215: false,
        },
      );
    },
  };
}

/** The verifier of a witness's vkey (signature type 0x04). */
export function parseCosignatureVerifierKey(vkey: string): NoteVerifier {
  const parts = decodeVerifierKey(vkey);
  if (parts.type !== SIGNATURE_TYPE.cosignatureV1) {
    throw new RangeError(`Not a cosignature/v1 key (type 0x${parts.type.toString(16)})`);
  }
  return cosignatureVerifier(parts.name, parts.publicKey);
}

/** A witness's signer: signs checkpoints' note texts as cosignatures at the clock's time. */
export interface CosignatureSigner extends NoteSigner {
  publicKey: Uint8Array;
  /** The witness's vkey: `<name>+<key ID>+base64(0x04 || public key)`. */
  verifierKey: string;
}

/** A cosignature signer from a 32-byte Ed25519 seed; `now` gives POSIX seconds. */
export function cosignatureSigner(
  name: string,
  seed: Uint8Array,
  now: () => number = () => Math.floor(Date.now() / 1000),
): CosignatureSigner {
  if (seed.length !== 32) throw new RangeError("An Ed25519 seed is 32 bytes");
  if (!isValidKeyName(name)) throw new RangeError(`Invalid key name: ${name}`);
  const secret = seed.slice();
  const publicKey = ed25519.getPublicKey(secret);
  return {
    name,
    keyId: keyId(name, SIGNATURE_TYPE.cosignatureV1, publicKey),
    publicKey,
    verifierKey: encodeVerifierKey(name, SIGNATURE_TYPE.cosignatureV1, publicKey),
    sign(text) {
      const noteText = fromUtf8(text);
      if (noteText === null) throw new RangeError("A checkpoint is UTF-8");
      const timestamp = now();
      const signature = ed25519.sign(cosignedMessage(noteText, timestamp), secret);
      return encodeCosignature({ timestamp, signature });
    },
  };
}

/** The time a cosignature says it was made, or null when the signature is not a cosignature. */
export const cosignatureTime = (sig: NoteSignature): number | null =>
  decodeCosignature(sig.signature)?.timestamp ?? null;
