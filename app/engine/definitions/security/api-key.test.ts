import fc from "fast-check";
import { describe, expect, it } from "vitest";

import apiKey from "./api-key";
import { BASE58_ALPHABET } from "../../shared/byte-encodings";
import {
  assertAcceptedRuns,
  assertIntegerFieldsRefuse,
  generatorHarness,
  invalidNumber,
  validInputArbitrary,
} from "../../testing/harness";

const NOW = 1_700_000_000_000;

const { runTexts, run, refusedProblems } = generatorHarness([apiKey], {
  seed: "security test seed",
  now: NOW,
});

describe("api-key", () => {
  it("has the prefix, the encoding and the bytes asked for", async () => {
    const hex = await run("api-key", { bytes: 16, encoding: "hex", prefix: "sk_", count: 20 });
    for (const { text, data } of hex.values) {
      expect(text).toMatch(/^sk_[0-9a-f]{32}$/);
      expect(data?.entropyBits).toBe(128);
    }
    for (const key of await runTexts("api-key", { bytes: 128, encoding: "base64url", count: 5 })) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{171}$/);
      expect(Buffer.from(key, "base64url")).toHaveLength(128);
    }
    for (const key of await runTexts("api-key", { bytes: 8, encoding: "base58", count: 20 })) {
      expect(key).toMatch(new RegExp(`^[${BASE58_ALPHABET}]{1,11}$`));
    }
  });

  it("refuses bad prefixes and byte counts", () => {
    expect(refusedProblems("api-key", { prefix: "sk live" })[0]?.field).toBe("prefix");
    expect(refusedProblems("api-key", { prefix: "x".repeat(17) })[0]?.field).toBe("prefix");
    expect(refusedProblems("api-key", { bytes: 7 })[0]?.field).toBe("bytes");
    expect(refusedProblems("api-key", { bytes: 129 })[0]?.field).toBe("bytes");
  });
});

/** The body of a key after its prefix, checked against the encoding and the byte count. */
function hasEncodedBody(input: Record<string, unknown>, text: string): boolean {
  if (!text.startsWith(input.prefix as string)) return false;
  const body = text.slice((input.prefix as string).length);
  const bytes = input.bytes as number;
  if (input.encoding === "hex") return new RegExp(`^[0-9a-f]{${bytes * 2}}$`).test(body);
  if (input.encoding === "base64url") {
    return Buffer.from(body, "base64url").length === bytes && /^[A-Za-z0-9_-]+$/.test(body);
  }
  return new RegExp(`^[${BASE58_ALPHABET}]+$`).test(body) && body.length <= bytes * 2;
}

describe("api-key properties", () => {
  it("any valid input gives `count` values of the declared shape", async () => {
    const parameters = { seed: 20240611, numRuns: 60 };
    await assertAcceptedRuns(
      [apiKey],
      (g) =>
        validInputArbitrary(g, (spec) =>
          spec.name === "prefix" ? fc.stringMatching(/^[A-Za-z0-9_-]{0,16}$/) : undefined,
        ),
      { now: NOW },
      parameters,
      () =>
        (raw, input, { values }) => {
          expect(values).toHaveLength(raw.count as number);
          for (const value of values) {
            expect(hasEncodedBody(input, value.text), `api-key: ${value.text}`).toBe(true);
            const bits = value.data?.entropyBits;
            expect(typeof bits === "number" && Number.isFinite(bits) && bits > 0).toBe(true);
          }
        },
    );
  });

  it("any out-of-range number is refused, naming its field, never thrown", () => {
    assertIntegerFieldsRefuse(apiKey, invalidNumber, { seed: 20240611, numRuns: 50 });
  });
});
