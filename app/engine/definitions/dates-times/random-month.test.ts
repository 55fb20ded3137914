import { describe, expect, it } from "vitest";

import randomMonth from "./random-month";
import { generatorHarness } from "../../testing/harness";
import { expectAnyValidInputRuns, expectOutOfBoundsRefused, utcDate } from "../../testing/dates";

const NOW = { now: 1_700_000_000_000 };

const { run } = generatorHarness([randomMonth], { seed: "dates seed", now: NOW.now });

describe("random-month", () => {
  it("names every month and its number", async () => {
    const { values } = await run("random-month", { count: 1_000 });
    expect(new Set(values.map((v) => v.text)).size).toBe(12);
    for (const value of values) {
      const number = value.data?.number as number;
      expect(
        utcDate(2001, number, 1).toLocaleString("en-US", { month: "long", timeZone: "UTC" }),
      ).toBe(value.text);
    }
  });
});

describe("random-month for any input", () => {
  it("gives the declared count of values for any valid input", async () => {
    await expectAnyValidInputRuns(randomMonth, NOW);
  });

  it("refuses any out-of-bounds number, naming the field", () => {
    expectOutOfBoundsRefused(randomMonth);
  });
});
