import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { count, integer, select, text } from "../../core/fields";
import { encodeBase58, encodeBase64Url, encodeHex } from "../../shared/byte-encodings";
import { plural } from "../../shared/format";

const ENCODERS = { hex: encodeHex, base64url: encodeBase64Url, base58: encodeBase58 } as const;

export default defineGenerator({
  id: "api-key",
  title: "API Key Generator",
  category: "security",
  iconText: "🗝️",
  description:
    "Random API keys and secret tokens from 8 to 128 random bytes, in hex, base64url or base58, with an optional prefix.",
  keywords: ["api key", "secret token", "access token", "random token", "bearer token"],
  algorithm:
    "The chosen number of random bytes (Random.bytes, four per 32-bit word), written after the prefix in base58 (Bitcoin's alphabet, leading zero bytes as 1), base64url without padding (RFC 4648 §5) or hex: 8 random bits per byte.",
  version: 1,
  secret: true,
  inputs: {
    bytes: integer({ label: "Random bytes", min: 8, max: 128, default: 32 }),
    encoding: select({
      label: "Encoding",
      options: [
        { value: "base58", label: "Base58 (no look-alikes)" },
        { value: "base64url", label: "Base64url" },
        { value: "hex", label: "Hex" },
      ],
      default: "base58",
    }),
    prefix: text({
      label: "Prefix",
      help: "Letters, digits, _ and - only, e.g. sk_live_.",
      maxLength: 16,
      default: "",
      placeholder: "sk_",
    }),
    count: count(1),
  },
  check({ prefix }) {
    return /^[A-Za-z0-9_-]*$/.test(prefix)
      ? null
      : {
          field: "prefix",
          message: "Prefix can only use letters, digits, _ and -: remove the other characters.",
        };
  },
  generate(random, { bytes, encoding, prefix, count }) {
    const entropyBits = bytes * 8;
    const values: GeneratedValue[] = Array.from({ length: count }, () => ({
      text: prefix + ENCODERS[encoding](random.bytes(bytes)),
      data: { entropyBits },
    }));
    return { values, summary: `Each key has ${plural(entropyBits, "random bit")}.` };
  },
});
