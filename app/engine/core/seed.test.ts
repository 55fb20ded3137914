import { describe, expect, it } from "vitest";

import { MAX_SEED_LENGTH, parseSeed } from "./seed";

describe("parseSeed", () => {
  it("trims the seed", () => {
    expect(parseSeed("  lucky 7 \n")).toEqual({ seed: "lucky 7" });
  });

  it("treats a missing or blank seed as no seed", () => {
    expect(parseSeed("")).toEqual({ seed: null });
    expect(parseSeed("   ")).toEqual({ seed: null });
    expect(parseSeed(null)).toEqual({ seed: null });
    expect(parseSeed(undefined)).toEqual({ seed: null });
  });

  it("accepts 64 characters and refuses 65", () => {
    expect(MAX_SEED_LENGTH).toBe(64);
    expect(parseSeed("a".repeat(64))).toEqual({ seed: "a".repeat(64) });
    expect(parseSeed("a".repeat(65))).toEqual({
      seed: null,
      error: "The seed must be at most 64 characters.",
    });
  });

  it.each([["a\u0000b"], ["tab\there"], ["line\nbreak"], ["del\u007f"]])(
    "refuses control characters inside %j",
    (raw) => {
      expect(parseSeed(raw)).toEqual({
        seed: null,
        error: "The seed must not contain control characters.",
      });
    },
  );

  it("accepts letters from any script and emoji", () => {
    expect(parseSeed("Ünïcødé 🎲 種")).toEqual({ seed: "Ünïcødé 🎲 種" });
  });
});
