import { describe, expect, it } from "vitest";

import trueOrFalse from "./true-or-false";
import {
  assertIntegerFieldsRefuse,
  generatorHarness,
  outOfBoundsNumber,
} from "../../testing/harness";
import { assertDeclaredCount } from "../../testing/list-inputs";

const NOW = { now: 1_700_000_000_000 };

const { run } = generatorHarness([trueOrFalse], { seed: "decisions seed", now: NOW.now });

describe("true-or-false", () => {
  it("answers True or False with a boolean in data", async () => {
    const { values } = await run("true-or-false", { count: 200 });
    expect(new Set(values.map((v) => v.text))).toEqual(new Set(["True", "False"]));
    for (const value of values) expect(value.data).toEqual({ value: value.text === "True" });
  });
});

describe("true-or-false for any input", () => {
  it("gives the declared count of values for any valid input", async () => {
    await assertDeclaredCount(trueOrFalse, (input) => input.count as number, NOW);
  });

  it("refuses any out-of-bounds number, naming the field", () => {
    assertIntegerFieldsRefuse(trueOrFalse, outOfBoundsNumber, { seed: 77, numRuns: 50 });
  });
});
