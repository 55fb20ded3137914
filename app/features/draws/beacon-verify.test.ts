import { createHash } from "node:crypto";

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { corruptedRound, realRound, realRounds } from "../../../tests/support/drand-fixtures";
import {
  quicknetRoundMessage,
  type QuicknetRoundClaim,
  type QuicknetVerdict,
  verifyQuicknetRound,
} from "./beacon-verify";

/** For garbage that the type system would reject but a JSON body can contain. */
function verifyUntyped(claim: Record<string, unknown>): QuicknetVerdict {
  return verifyQuicknetRound(claim as unknown as QuicknetRoundClaim);
}

function reason(verdict: QuicknetVerdict): string {
  return verdict.ok ? "ok" : verdict.reason;
}

describe("quicknetRoundMessage", () => {
  it("is SHA-256 of the round as an 8-byte big-endian integer", () => {
    const expected = createHash("sha256")
      .update(Buffer.from("00000000000a0805", "hex"))
      .digest("hex");
    expect(Buffer.from(quicknetRoundMessage(657413)).toString("hex")).toBe(expected);
  });
});

describe("verifyQuicknetRound", () => {
  it.each(realRounds.map((entry) => [entry.round, entry] as const))(
    "accepts real round %i and returns its randomness",
    (_, { round, signature, randomness }) => {
      expect(verifyQuicknetRound({ round, signature, randomness })).toEqual({
        ok: true,
        round,
        signature,
        randomness,
      });
    },
  );

  it("derives the randomness when the claim leaves it out", () => {
    const { round, signature, randomness } = realRound(123);
    expect(verifyQuicknetRound({ round, signature })).toMatchObject({ ok: true, randomness });
  });

  it("accepts uppercase hex and answers in lowercase", () => {
    const { round, signature, randomness } = realRound(42);
    const verdict = verifyQuicknetRound({
      round,
      signature: signature.toUpperCase(),
      randomness: randomness.toUpperCase(),
    });
    expect(verdict).toEqual({ ok: true, round, signature, randomness });
  });

  it("refuses a signature with one bit flipped, even with matching randomness", () => {
    const forged = corruptedRound(30662982);
    const verdict = verifyQuicknetRound(forged);
    expect(verdict).toEqual({
      ok: false,
      reason: "signature-invalid",
      message: "Round 30662982's signature was not made by the quicknet group key for that round.",
    });
  });

  it("refuses a real signature presented for another round", () => {
    const { signature } = realRound(42);
    expect(reason(verifyQuicknetRound({ round: 43, signature }))).toBe("signature-invalid");
    const neighbour = realRound(2);
    expect(reason(verifyQuicknetRound({ round: 3, signature: neighbour.signature }))).toBe(
      "signature-invalid",
    );
  });

  it("refuses randomness that is not SHA-256 of the signature", () => {
    const { round, signature } = realRound(1);
    const otherRandomness = realRound(2).randomness;
    expect(verifyQuicknetRound({ round, signature, randomness: otherRandomness })).toEqual({
      ok: false,
      reason: "randomness-mismatch",
      message: "Round 1's randomness is not SHA-256 of its signature.",
    });
  });

  it.each([
    ["truncated by one byte", (hex: string) => hex.slice(0, -2)],
    ["truncated by one character", (hex: string) => hex.slice(0, -1)],
    ["extended by one byte", (hex: string) => `${hex}00`],
    ["with a non-hex character", (hex: string) => `${hex.slice(0, -1)}g`],
    ["with a 0x prefix", (hex: string) => `0x${hex.slice(2)}`],
    ["empty", () => ""],
  ])("refuses a signature %s", (_, mangle) => {
    const { round, signature } = realRound(123);
    expect(verifyQuicknetRound({ round, signature: mangle(signature) })).toEqual({
      ok: false,
      reason: "signature-format",
      message: "A quicknet signature is 48 bytes of hex (96 characters).",
    });
  });

  it("refuses well-formed hex that is no signature: the point at infinity, zeros, all ones", () => {
    for (const signature of ["c0" + "00".repeat(47), "00".repeat(48), "ff".repeat(48)]) {
      expect(reason(verifyQuicknetRound({ round: 123, signature }))).toBe("signature-invalid");
    }
  });

  it.each([0, -1, 1.5, Number.NaN, "123", null, undefined])("refuses round %s", (round) => {
    const { signature } = realRound(123);
    expect(reason(verifyUntyped({ round, signature }))).toBe("round");
  });

  it.each([null, 42, ["b7"], { hex: "b7" }])("refuses a signature of %s", (signature) => {
    expect(reason(verifyUntyped({ round: 123, signature }))).toBe("signature-format");
  });

  it("refuses malformed randomness before doing any cryptography", () => {
    const { round, signature, randomness } = realRound(123);
    for (const bad of [randomness.slice(0, -2), `${randomness}00`, "zz".repeat(32), 7]) {
      expect(reason(verifyUntyped({ round, signature, randomness: bad }))).toBe(
        "randomness-format",
      );
    }
  });

  it.each([null, undefined, "round 1", 1])("refuses a claim that is %s", (claim) => {
    expect(verifyQuicknetRound(claim as unknown as QuicknetRoundClaim)).toEqual({
      ok: false,
      reason: "round",
      message: "Not a quicknet round: expected { round, signature }.",
    });
  });

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (round, signature, randomness) => {
        const verdict = verifyUntyped({ round, signature, randomness });
        expect(verdict.ok).toBe(false);
      }),
      { numRuns: 300, seed: 19 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 48, maxLength: 48 }), (bytes) => {
        const signature = Buffer.from(bytes).toString("hex");
        expect(verifyQuicknetRound({ round: 123, signature }).ok).toBe(false);
      }),
      { numRuns: 20, seed: 19 },
    );
  });
});
