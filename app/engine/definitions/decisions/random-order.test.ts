import { describe, expect, it } from "vitest";

import randomOrder from "./random-order";
import {
  assertIntegerFieldsRefuse,
  generatorHarness,
  outOfBoundsNumber,
} from "../../testing/harness";
import {
  MESSY,
  MESSY_CLEAN,
  MESSY_NOTES,
  assertDeclaredCount,
  cleaned,
  sorted,
} from "../../testing/list-inputs";

const NOW = { now: 1_700_000_000_000 };

const { run, refusedProblems } = generatorHarness([randomOrder], {
  seed: "decisions seed",
  now: NOW.now,
});

describe("random-order", () => {
  it("numbers every entry once in a new order", async () => {
    const { values, notes } = await run("random-order", { entries: MESSY });
    expect(notes).toEqual(MESSY_NOTES);
    values.forEach((value, i) => {
      expect(value.text).toBe(`${i + 1}. ${value.data?.entry as string}`);
      expect(value.data?.position).toBe(i + 1);
    });
    expect(sorted(values.map((v) => v.data?.entry as string))).toEqual(MESSY_CLEAN);
    expect(refusedProblems("random-order", { entries: " \n " })[0]?.field).toBe("entries");
  });
});

describe("random-order for any input", () => {
  it("numbers every cleaned entry once for any valid input", async () => {
    await assertDeclaredCount(randomOrder, (input) => cleaned(input.entries as string).length, NOW);
  });

  it("refuses any out-of-bounds number, naming the field", () => {
    assertIntegerFieldsRefuse(randomOrder, outOfBoundsNumber, { seed: 77, numRuns: 50 });
  });
});
