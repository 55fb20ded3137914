import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { encodeBase64Url, encodeHex } from "../../shared/byte-encodings";
import { loadFirstNames, loadLastNames } from "../../shared/names";

const LIFETIMES = { "900": "15 minutes", "3600": "1 hour", "86400": "1 day", "2592000": "30 days" };

const base64UrlJson = (value: unknown) =>
  encodeBase64Url(new TextEncoder().encode(JSON.stringify(value)));

export default defineGenerator({
  id: "fake-jwt",
  title: "Fake JWT Generator",
  category: "developer",
  iconText: "🎟️",
  description:
    "JSON Web Tokens shaped like real ones, header.payload.signature in base64url, with plausible claims for mocking APIs and testing parsers. Unsigned: the signature is random bytes.",
  keywords: ["jwt", "json web token", "fake jwt", "bearer token", "mock token"],
  algorithm:
    "The subject is an unbiased number (Random.int) and the name, when included, a uniform pick of a first and a last name (Random.pick); the token id is 16 random bytes (Random.bytes) in hex. iat is the current time and exp iat plus the lifetime. With HS256 the signature is 32 random bytes, so it verifies against no key; with none it is empty, as RFC 7519 §6 writes an unsecured JWT.",
  version: 1,
  usesClock: true,
  inputs: {
    alg: select({
      label: "Signature",
      options: [
        { value: "HS256", label: "HS256-shaped (random bytes, verifies with no key)" },
        { value: "none", label: "none (unsecured JWT, empty signature)" },
      ],
      default: "HS256",
    }),
    lifetime: select({
      label: "Expires after",
      options: Object.entries(LIFETIMES).map(([value, label]) => ({
        value: value as keyof typeof LIFETIMES,
        label,
      })),
      default: "3600",
    }),
    name: toggle({ label: "Include a name claim", default: true }),
    count: count(1, {
      max: 1000,
      reason: "each token is about 300 characters, so a run stays the size of a page",
    }),
  },
  load: () =>
    Promise.all([loadFirstNames(), loadLastNames()]).then(([firstNames, lastNames]) => ({
      firstNames,
      lastNames,
    })),
  generate(random, { alg, lifetime, name, count }, { firstNames, lastNames }, { now }) {
    const iat = Math.floor((Number.isFinite(now) ? now : 0) / 1000);
    const exp = iat + Number(lifetime);
    const header = { alg, typ: "JWT" };
    const values = Array.from({ length: count }, () => {
      const payload = {
        iss: "https://auth.example.com",
        sub: String(random.int(1, 999_999)),
        aud: "https://api.example.com",
        ...(name ? { name: `${random.pick(firstNames).name} ${random.pick(lastNames)}` } : {}),
        iat,
        exp,
        jti: encodeHex(random.bytes(16)),
      };
      const signature = alg === "none" ? "" : encodeBase64Url(random.bytes(32));
      const token = `${base64UrlJson(header)}.${base64UrlJson(payload)}.${signature}`;
      return {
        text: token,
        data: {
          header: JSON.stringify(header),
          payload: JSON.stringify(payload),
          iat,
          exp,
          signed: false,
        },
      };
    });
    return {
      values,
      summary:
        alg === "none"
          ? "Unsecured tokens (alg none): any server that checks signatures rejects them."
          : "The signatures are random bytes: these tokens verify against no key, so a real server rejects them.",
    };
  },
});
