import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";
import { encodeHex } from "../../shared/byte-encodings";

/** Digest sizes in bytes, and the name Subresource Integrity uses (SHA-2 only). */
const ALGORITHMS = {
  md5: { label: "MD5", bytes: 16, sri: "" },
  sha1: { label: "SHA-1", bytes: 20, sri: "" },
  git: { label: "Git commit (SHA-1)", bytes: 20, sri: "" },
  sha256: { label: "SHA-256", bytes: 32, sri: "sha256" },
  sha384: { label: "SHA-384", bytes: 48, sri: "sha384" },
  sha512: { label: "SHA-512", bytes: 64, sri: "sha512" },
} as const;

/** Standard base64 with padding (RFC 4648 §4), as SRI and most digest headers write it. */
function encodeBase64(bytes: Uint8Array): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = bytes.subarray(i, i + 3);
    const n = ((chunk[0] ?? 0) << 16) | ((chunk[1] ?? 0) << 8) | (chunk[2] ?? 0);
    for (let j = 0; j < 4; j++) {
      out += j <= chunk.length ? alphabet[(n >>> (18 - 6 * j)) & 63] : "=";
    }
  }
  return out;
}

export default defineGenerator({
  id: "fake-hash",
  title: "Fake Hash Generator (MD5, SHA-1, SHA-256)",
  category: "developer",
  iconText: "🧮",
  description:
    "Random strings shaped like MD5, SHA-1, SHA-256 or SHA-512 digests and Git commit ids, in hex, base64 or SRI form. They are random bytes, not the hash of anything.",
  keywords: ["fake hash", "sha256", "md5", "git commit hash", "checksum"],
  algorithm:
    "As many random bytes as the algorithm's digest holds (Random.bytes: 16 for MD5, 20 for SHA-1, 32 to 64 for SHA-2), written in lowercase hex, in padded base64, or as an SRI value (sha384-…). Nothing is hashed: the bytes are uniformly random, as a real digest looks.",
  version: 1,
  inputs: {
    algorithm: select({
      label: "Looks like",
      options: Object.entries(ALGORITHMS).map(([value, { label }]) => ({
        value: value as keyof typeof ALGORITHMS,
        label,
      })),
      default: "sha256",
    }),
    encoding: select({
      label: "Written as",
      options: [
        { value: "hex", label: "Hex (lowercase)" },
        { value: "base64", label: "Base64" },
        { value: "sri", label: "Subresource Integrity (sha256-…)" },
      ],
      default: "hex",
    }),
    count: count(5),
  },
  check({ algorithm, encoding }) {
    if (encoding === "sri" && !ALGORITHMS[algorithm].sri) {
      return {
        field: "encoding",
        message:
          "Subresource Integrity uses SHA-256, SHA-384 or SHA-512: choose one of those, or hex or base64.",
      };
    }
    return null;
  },
  generate(random, { algorithm, encoding, count }) {
    const { bytes, sri, label } = ALGORITHMS[algorithm];
    const values = Array.from({ length: count }, () => {
      const digest = random.bytes(bytes);
      const hex = encodeHex(digest);
      const text =
        encoding === "hex"
          ? hex
          : encoding === "base64"
            ? encodeBase64(digest)
            : `${sri}-${encodeBase64(digest)}`;
      return {
        text,
        data: {
          hex,
          looksLike: label,
          bits: bytes * 8,
          ...(algorithm === "git"
            ? { short: hex.slice(0, 7), detail: `short ${hex.slice(0, 7)}` }
            : {}),
        },
      };
    });
    return {
      values,
      summary: "Random bytes shaped like a digest: they are not the hash of any data.",
    };
  },
});
