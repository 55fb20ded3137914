import fc from "fast-check";
import { describe, expect, it } from "vitest";

import fakeHash from "./fake-hash";
import {
  CHI_SQUARE_LIMIT,
  chiSquare,
  expectProblem,
  generatorHarness,
  texts,
} from "../../testing/harness";

const FC = { seed: 20_250_131, numRuns: 40 };
const { run, problemsOf } = generatorHarness([fakeHash], {
  seed: "developer test seed",
  now: 0,
});
const BYTES: Record<string, number> = {
  md5: 16,
  sha1: 20,
  git: 20,
  sha256: 32,
  sha384: 48,
  sha512: 64,
};

describe("fake-hash", () => {
  it("has the digest's length, and base64 that decodes to the same bytes (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(BYTES)),
        fc.constantFrom("hex", "base64", "sri"),
        fc.string({ maxLength: 6 }),
        async (algorithm, encoding, seed) => {
          if (problemsOf("fake-hash", { algorithm, encoding }).length > 0) return;
          const result = await run("fake-hash", { algorithm, encoding, count: 5 }, seed);
          for (const { text, data } of result.values) {
            const hex = String(data?.hex);
            expect(hex).toMatch(new RegExp(`^[0-9a-f]{${2 * BYTES[algorithm]!}}$`));
            expect(data?.bits).toBe(8 * BYTES[algorithm]!);
            if (encoding === "hex") expect(text).toBe(hex);
            else {
              const b64 = encoding === "sri" ? text.replace(/^sha(256|384|512)-/, "") : text;
              if (encoding === "sri") expect(text.startsWith(`${algorithm}-`)).toBe(true);
              expect(b64).toBe(Buffer.from(hex, "hex").toString("base64"));
            }
            if (algorithm === "git") expect(data?.short).toBe(hex.slice(0, 7));
          }
        },
      ),
      FC,
    );
  });

  // Hex digits of 200 SHA-256-shaped values: 12,800 digits in 16 cells; chi-square with 15
  // degrees of freedom, p = 1e-6.
  it("spreads hex digits evenly", async () => {
    const result = await run("fake-hash", { count: 200 });
    const cells = Array.from({ length: 16 }, () => 0);
    for (const c of texts(result).join("")) cells[parseInt(c, 16)]! += 1;
    expect(chiSquare(cells, 800)).toBeLessThan(CHI_SQUARE_LIMIT[15]);
  });

  it("says plainly the values are not hashes", async () => {
    expect((await run("fake-hash", {})).summary).toContain("not the hash of any data");
  });

  it("refuses SRI for MD5 and SHA-1, naming the field", () => {
    expectProblem(
      problemsOf("fake-hash", { algorithm: "md5", encoding: "sri" })[0],
      "encoding",
      /Subresource Integrity uses SHA-256, SHA-384 or SHA-512/,
    );
  });
});
