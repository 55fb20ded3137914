import { describe, expect, it } from "vitest";

import randomYear from "./random-year";
import { generatorHarness } from "../../testing/harness";
import { expectAnyValidInputRuns, expectOutOfBoundsRefused } from "../../testing/dates";

const NOW = { now: 1_700_000_000_000 };

const { run, refusedProblems } = generatorHarness([randomYear], {
  seed: "dates seed",
  now: NOW.now,
});

describe("random-year", () => {
  it("stays within the range, reaching both ends", async () => {
    const { values } = await run("random-year", { from: 1999, to: 2001, count: 100 });
    expect([...new Set(values.map((v) => v.text))].sort()).toEqual(["1999", "2000", "2001"]);
    const leap = values.find((v) => v.text === "2000");
    expect(leap?.data).toEqual({ year: 2000, leap: true });
  });

  it("draws distinct years with No repeats and refuses impossible ranges", async () => {
    const { values } = await run("random-year", { from: 1, to: 10, count: 10, unique: true });
    expect(values.map((v) => Number(v.text)).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(refusedProblems("random-year", { from: 2000, to: 1999 })[0]?.field).toBe("to");
    expect(
      refusedProblems("random-year", { from: 1, to: 10, count: 11, unique: true })[0]?.field,
    ).toBe("count");
    expect(refusedProblems("random-year", { from: 0 })[0]).toEqual({
      field: "from",
      message: "From year must be at least 1",
    });
    expect(refusedProblems("random-year", { to: 10_000 })[0]?.field).toBe("to");
  });
});

describe("random-year for any input", () => {
  it("gives the declared count of values for any valid input", async () => {
    await expectAnyValidInputRuns(randomYear, NOW);
  });

  it("refuses any out-of-bounds number, naming the field", () => {
    expectOutOfBoundsRefused(randomYear);
  });
});
