/**
 * Verification of one drand quicknet round: the check that makes a public draw trustworthy.
 *
 * A round is genuine when its signature is a valid BLS signature, by the quicknet group key,
 * of SHA-256(round as an unsigned 64-bit big-endian integer), hashed to G1 with the quicknet
 * DST; its randomness is then SHA-256(signature). Scheme `bls-unchained-g1-rfc9380`, as
 * implemented by drand itself in drand/drand `crypto/schemes.go` (NewPedersenBLSUnchainedG1,
 * RandomnessFromSignature); sources for every constant are in `docs/drand-facts.md`.
 *
 * WEIGHT: this module pulls in BLS12-381 pairings from @noble/curves: about 76 KB minified,
 * 27.6 KB gzipped on its own (esbuild, measured in `docs/drand-facts.md`). Never import it
 * statically from a route or a component (lazy-import.test.ts fails if one does); load it with
 * `import("./beacon-verify")` when a verification is asked for.
 * It uses no Node-only API, so the same code runs in browsers and in Cloudflare Workers.
 */

import { bls12_381 } from "@noble/curves/bls12-381.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";

import {
  isQuicknetRound,
  QUICKNET_DST,
  QUICKNET_PUBLIC_KEY,
  QUICKNET_RANDOMNESS_BYTES,
  QUICKNET_SIGNATURE_BYTES,
} from "./quicknet";

/** A round as a relay serves it; `randomness` is optional because it is derivable. */
export interface QuicknetRoundClaim {
  round: number;
  signature: string;
  randomness?: string;
}

/** Why a round was refused. */
export type QuicknetRefusal =
  "round" | "signature-format" | "randomness-format" | "randomness-mismatch" | "signature-invalid";

/** The outcome of a verification: the verified randomness, or why the round was refused. */
export type QuicknetVerdict =
  | { ok: true; round: number; signature: string; randomness: string }
  | { ok: false; reason: QuicknetRefusal; message: string };

const SIGNATURE_HEX = new RegExp(`^[0-9a-fA-F]{${QUICKNET_SIGNATURE_BYTES * 2}}$`);
const RANDOMNESS_HEX = new RegExp(`^[0-9a-fA-F]{${QUICKNET_RANDOMNESS_BYTES * 2}}$`);

const shortSignatures = bls12_381.shortSignatures;

// Decoding the key is a square root in Fp2 plus a subgroup check: do it once, on first use.
let publicKey: ReturnType<typeof bls12_381.G2.Point.fromHex> | undefined;
function quicknetPublicKey() {
  publicKey ??= bls12_381.G2.Point.fromHex(QUICKNET_PUBLIC_KEY);
  return publicKey;
}

/** The 32 bytes quicknet signs for `round`: SHA-256 of the round as a big-endian uint64. */
export function quicknetRoundMessage(round: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round), false);
  return sha256(bytes);
}

/**
 * Checks a claimed quicknet round. Never throws: malformed input of any kind is a refusal.
 * When `randomness` is given it must equal SHA-256(signature); the verified randomness is
 * returned either way, as lowercase hex.
 */
export function verifyQuicknetRound(claim: QuicknetRoundClaim): QuicknetVerdict {
  // Typed callers cannot pass null, but a claim may come straight from untyped JSON.
  if (typeof claim !== "object" || claim === null) {
    return refuse("round", "Not a quicknet round: expected { round, signature }.");
  }
  const { round, signature, randomness } = claim;
  if (!isQuicknetRound(round)) {
    return refuse("round", `Not a quicknet round number: ${String(round)}.`);
  }
  if (typeof signature !== "string" || !SIGNATURE_HEX.test(signature)) {
    return refuse(
      "signature-format",
      `A quicknet signature is ${QUICKNET_SIGNATURE_BYTES} bytes of hex (${QUICKNET_SIGNATURE_BYTES * 2} characters).`,
    );
  }
  if (
    randomness !== undefined &&
    (typeof randomness !== "string" || !RANDOMNESS_HEX.test(randomness))
  ) {
    return refuse(
      "randomness-format",
      `A quicknet randomness is ${QUICKNET_RANDOMNESS_BYTES} bytes of hex (${QUICKNET_RANDOMNESS_BYTES * 2} characters).`,
    );
  }

  const signatureBytes = hexToBytes(signature.toLowerCase());
  const derived = bytesToHex(sha256(signatureBytes));
  if (randomness !== undefined && randomness.toLowerCase() !== derived) {
    return refuse(
      "randomness-mismatch",
      `Round ${round}'s randomness is not SHA-256 of its signature.`,
    );
  }
  if (!signatureVerifies(round, signatureBytes)) {
    return refuse(
      "signature-invalid",
      `Round ${round}'s signature was not made by the quicknet group key for that round.`,
    );
  }
  return { ok: true, round, signature: signature.toLowerCase(), randomness: derived };
}

function signatureVerifies(round: number, signatureBytes: Uint8Array): boolean {
  try {
    const hashedMessage = shortSignatures.hash(quicknetRoundMessage(round), QUICKNET_DST);
    return shortSignatures.verify(signatureBytes, hashedMessage, quicknetPublicKey());
  } catch {
    // Bytes that are not a point of G1 (or are the point at infinity) cannot be a signature.
    return false;
  }
}

function refuse(reason: QuicknetRefusal, message: string): QuicknetVerdict {
  return { ok: false, reason, message };
}
