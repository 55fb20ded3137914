import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { fieldSpecs } from "../../core/engine";
import numberList from "./number-list";
import { generatorHarness } from "../../testing/harness";

const { run, runTexts, problemsOf, refusedProblems } = generatorHarness([numberList], {
  seed: "numbers",
  now: 1_700_000_000_000,
});
const FC = { seed: 20261121, numRuns: 60 };
const RUN_SEED = fc.string({ maxLength: 8 });

/** The bounds of an integer field, as the generator declares them. */
function bounds(name: string): { min: number; max: number } {
  const spec = fieldSpecs(numberList).find((s) => s.name === name);
  if (spec?.kind !== "integer") throw new Error(`number-list has no integer field ${name}`);
  return { min: spec.min, max: spec.max };
}

describe("number-list", () => {
  it("lists every number from From to To exactly once", async () => {
    const values = (await runTexts("number-list", { from: -2, to: 7 })).map(Number);
    expect([...values].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("refuses more than 10,000 numbers", () => {
    expect(refusedProblems("number-list", { from: 1, to: 10_001 })[0]?.field).toBe("to");
  });

  it("lists From to To once each for any valid input, and refuses only reversed or too long lists", async () => {
    const { min, max } = bounds("from");
    const width = fc.oneof(
      fc.integer({ min: -3, max: 60 }),
      fc.integer({ min: 9_990, max: 10_010 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min, max }), width, RUN_SEED, async (from, w, seed) => {
        const to = Math.min(from + w, bounds("to").max);
        const size = to - from + 1;
        if (size < 1 || size > 10_000) {
          expect(problemsOf("number-list", { from, to }).map((p) => p.field)).toEqual(["to"]);
          return;
        }
        const { values } = await run("number-list", { from, to }, seed);
        const numbers = values.map((v) => v.data?.value as number);
        expect(values.map((v) => v.text)).toEqual(numbers.map(String));
        expect([...numbers].sort((a, b) => a - b)).toEqual(
          Array.from({ length: size }, (_, i) => from + i),
        );
      }),
      { ...FC, numRuns: 40 },
    );
  });
});
