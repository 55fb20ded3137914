import fc from "fast-check";
import { describe, expect, it } from "vitest";

import randomHexColor from "./random-hex-color";
import {
  CHI_SQUARE_LIMIT,
  assertIntegerFieldsRefuse,
  chiSquare,
  generatorHarness,
  outOfBoundsNumber,
  runUnlessRefused,
  validInputArbitrary,
} from "../../testing/harness";

const NOW = { now: 1_700_000_000_000 };
const HEX = /^#[0-9a-f]{6}$/;

const { run } = generatorHarness([randomHexColor], { seed: "colors seed", now: NOW.now });

describe("random-hex-color", () => {
  it("gives #rrggbb codes in the chosen case with a matching swatch and channels", async () => {
    const lower = await run("random-hex-color", { count: 200 });
    expect(lower.values).toHaveLength(200);
    for (const value of lower.values) {
      expect(value.text).toMatch(HEX);
      expect(value.swatches).toEqual([value.text]);
      const { r, g, b } = value.data as { r: number; g: number; b: number };
      expect(value.text).toBe(`#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`);
    }
    const upper = await run("random-hex-color", { count: 200, letterCase: "upper" });
    for (const [i, value] of upper.values.entries()) {
      expect(value.text).toMatch(/^#[0-9A-F]{6}$/);
      // Case changes the text only: the same seed draws the same colours.
      expect(value.text.toLowerCase()).toBe(lower.values[i]?.text);
      expect(value.swatches?.[0]).toMatch(HEX);
    }
  });

  it("is deterministic for a seed and differs between seeds", async () => {
    const a = await run("random-hex-color", { count: 20 }, "same");
    const b = await run("random-hex-color", { count: 20 }, "same");
    const c = await run("random-hex-color", { count: 20 }, "other");
    expect(b.values).toEqual(a.values);
    expect(c.values.map((v) => v.text)).not.toEqual(a.values.map((v) => v.text));
  });

  it("spreads the first hex digit uniformly", async () => {
    const { values } = await run("random-hex-color", { count: 10_000 }, "chi-square hex");
    const observed = new Array<number>(16).fill(0);
    for (const { text } of values) observed[parseInt(text.charAt(1), 16)]! += 1;
    // 15 degrees of freedom: p ≤ 1e-6 for a uniform digit.
    expect(chiSquare(observed, 10_000 / 16)).toBeLessThan(CHI_SQUARE_LIMIT[15]);
  });
});

describe("random-hex-color for any input", () => {
  it("gives the declared count of hex swatches for any valid input", async () => {
    await fc.assert(
      fc.asyncProperty(validInputArbitrary(randomHexColor), async (raw) => {
        const accepted = await runUnlessRefused(randomHexColor, raw, NOW);
        if (!accepted) return;
        const { values } = accepted.generation;
        expect(values).toHaveLength(accepted.input.count as number);
        for (const value of values) {
          expect(value.text.length).toBeGreaterThan(0);
          expect(value.swatches?.length).toBeGreaterThan(0);
          for (const hex of value.swatches ?? []) expect(hex).toMatch(HEX);
        }
      }),
      { seed: 20260101, numRuns: 60 },
    );
  });

  it("refuses any out-of-bounds number, naming the field", () => {
    const bad = (min: number, max: number) => outOfBoundsNumber(min, max, fc.constant(Number.NaN));
    assertIntegerFieldsRefuse(randomHexColor, bad, { seed: 77, numRuns: 50 });
  });
});
