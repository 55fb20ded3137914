import fc from "fast-check";
import { describe, expect, it } from "vitest";

import randomGradient from "./random-gradient";
import {
  assertIntegerFieldsRefuse,
  generatorHarness,
  outOfBoundsNumber,
  runUnlessRefused,
  validInputArbitrary,
} from "../../testing/harness";

const NOW = { now: 1_700_000_000_000 };
const HEX = /^#[0-9a-f]{6}$/;

const { run } = generatorHarness([randomGradient], { seed: "colors seed", now: NOW.now });

describe("random-gradient", () => {
  it("writes a CSS linear-gradient with the chosen number of stops and an angle 0–359", async () => {
    for (const stops of [2, 3]) {
      const { values } = await run("random-gradient", { stops, count: 200 });
      const angles = new Set<number>();
      for (const value of values) {
        const match = /^linear-gradient\((\d+)deg, (#[0-9a-f]{6}(?:, #[0-9a-f]{6})*)\)$/.exec(
          value.text,
        );
        expect(match, value.text).not.toBeNull();
        const angle = Number(match?.[1]);
        angles.add(angle);
        expect(angle).toBeLessThanOrEqual(359);
        expect(match?.[2]?.split(", ")).toEqual(value.swatches);
        expect(value.swatches).toHaveLength(stops);
        expect(value.data).toEqual({ angle, stops: value.swatches });
      }
      expect(angles.size).toBeGreaterThan(100);
    }
  });
});

describe("random-gradient for any input", () => {
  it("gives the declared count of hex swatches for any valid input", async () => {
    await fc.assert(
      fc.asyncProperty(validInputArbitrary(randomGradient), async (raw) => {
        const accepted = await runUnlessRefused(randomGradient, raw, NOW);
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
    assertIntegerFieldsRefuse(randomGradient, bad, { seed: 77, numRuns: 50 });
  });
});
