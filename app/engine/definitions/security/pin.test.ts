import { describe, expect, it } from "vitest";

import pin from "./pin";
import { isWeakPin } from "../../shared/pins";
import {
  assertAcceptedRuns,
  assertIntegerFieldsRefuse,
  generatorHarness,
  invalidNumber,
  validInputArbitrary,
} from "../../testing/harness";

const NOW = 1_700_000_000_000;

const { runTexts, run, refusedProblems } = generatorHarness([pin], {
  seed: "security test seed",
  now: NOW,
});

describe("pin", () => {
  it("has the asked number of digits and skips weak PINs", async () => {
    const avoided = await run("pin", { length: 3, count: 3000 });
    for (const { text } of avoided.values) {
      expect(text).toMatch(/^[0-9]{3}$/);
      expect(isWeakPin(text), text).toBe(false);
    }
    expect(avoided.values[0]?.data?.entropyBits).toBe(Math.round(Math.log2(974) * 10) / 10);
    // About 78 of 3,000 would be weak without the option.
    const allowed = await runTexts("pin", { length: 3, avoidWeak: false, count: 3000 });
    expect(allowed.filter(isWeakPin).length).toBeGreaterThan(30);
    for (const code of await runTexts("pin", { length: 12, count: 20 })) {
      expect(code).toMatch(/^[0-9]{12}$/);
    }
  });

  it("refuses lengths out of range", () => {
    expect(refusedProblems("pin", { length: 2 })[0]).toEqual({
      field: "length",
      message: "PIN length must be at least 3",
    });
    expect(refusedProblems("pin", { length: 13 })[0]?.field).toBe("length");
  });
});

describe("pin properties", () => {
  it("any valid input gives `count` values of the declared shape", async () => {
    const parameters = { seed: 20240611, numRuns: 60 };
    await assertAcceptedRuns(
      [pin],
      (g) => validInputArbitrary(g),
      { now: NOW },
      parameters,
      () =>
        (raw, input, { values }) => {
          expect(values).toHaveLength(raw.count as number);
          const shape = new RegExp(`^[0-9]{${String(input.length)}}$`);
          for (const value of values) {
            const shaped = shape.test(value.text) && (!input.avoidWeak || !isWeakPin(value.text));
            expect(shaped, `pin: ${value.text}`).toBe(true);
            const bits = value.data?.entropyBits;
            expect(typeof bits === "number" && Number.isFinite(bits) && bits > 0).toBe(true);
          }
        },
    );
  });

  it("any out-of-range number is refused, naming its field, never thrown", () => {
    assertIntegerFieldsRefuse(pin, invalidNumber, { seed: 20240611, numRuns: 50 });
  });
});
