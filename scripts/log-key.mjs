/**
 * The transparency log's key for `npm start`: on first run, a new Ed25519 key is made for the
 * log's origin and written to .dev.vars (gitignored) as LOG_SIGNING_KEY, where wrangler and
 * scripts/serve.mjs read secrets locally; later runs reuse it, so the local log stays verifiable.
 * The key strings are Go's note formats (c2sp.org/signed-note), as
 * app/features/transparency-log/signed-note.ts parses them (tests/unit/log-key.test.ts).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";

import { ed25519 } from "@noble/curves/ed25519.js";
import { sha256 } from "@noble/hashes/sha2.js";

const ED25519 = 0x01;
const NAME = "LOG_SIGNING_KEY";

const base64 = (bytes) => Buffer.from(bytes).toString("base64");

/** The key ID: the first four bytes of SHA-256(name || 0x0A || type || public key), hex. */
function keyIdHex(name, publicKey) {
  const digest = sha256(
    Buffer.concat([Buffer.from(name, "utf8"), Buffer.from([0x0a, ED25519]), publicKey]),
  );
  return Buffer.from(digest.slice(0, 4)).toString("hex");
}

/** The verifier key of an Ed25519 seed, `<name>+<key ID>+base64(0x01 || public key)`. */
export function verifierKeyOf(name, seed) {
  const publicKey = ed25519.getPublicKey(seed);
  return `${name}+${keyIdHex(name, publicKey)}+${base64(Buffer.concat([Buffer.from([ED25519]), publicKey]))}`;
}

/** A new signer key `PRIVATE+KEY+<name>+<key ID>+base64(0x01 || seed)` and its verifier key. */
export function generateLogKey(name, seed = ed25519.utils.randomSecretKey()) {
  const publicKey = ed25519.getPublicKey(seed);
  return {
    signerKey: `PRIVATE+KEY+${name}+${keyIdHex(name, publicKey)}+${base64(Buffer.concat([Buffer.from([ED25519]), seed]))}`,
    verifierKey: verifierKeyOf(name, seed),
  };
}

/** The signer key in a .dev.vars text, or null. */
export function signerKeyIn(text) {
  const line = text.split(/\r?\n/).find((l) => new RegExp(`^\\s*${NAME}\\s*=`).test(l));
  if (!line) return null;
  return line
    .slice(line.indexOf("=") + 1)
    .trim()
    .replace(/^(["'])(.*)\1$/, "$2");
}

/** The verifier key of a signer key string. */
export function verifierKeyOfSignerKey(signerKey) {
  const parts = signerKey.split("+");
  const name = parts[2];
  const key = Buffer.from(parts.slice(4).join("+"), "base64");
  if (parts[0] !== "PRIVATE" || parts[1] !== "KEY" || !name || key.length !== 33) {
    throw new Error(`${NAME} in .dev.vars is not a note signer key`);
  }
  return verifierKeyOf(name, key.subarray(1));
}

/**
 * Makes sure `devVarsPath` holds a LOG_SIGNING_KEY for `origin` (appending a new one when it
 * holds none) and returns its verifier key, and whether it was made now.
 */
export function ensureLogKey(devVarsPath, origin) {
  const text = existsSync(devVarsPath) ? readFileSync(devVarsPath, "utf8") : "";
  const existing = signerKeyIn(text);
  if (existing) return { verifierKey: verifierKeyOfSignerKey(existing), created: false };
  const { signerKey, verifierKey } = generateLogKey(origin);
  const separator = text === "" || text.endsWith("\n") ? "" : "\n";
  writeFileSync(
    devVarsPath,
    `${text}${separator}# The local transparency log's signing key, made by \`npm start\` (scripts/log-key.mjs).\n${NAME}="${signerKey}"\n`,
    { mode: 0o600 },
  );
  return { verifierKey, created: true };
}
