import { describe, expect, it } from "vitest";

import randomWeekday from "./random-weekday";
import { CHI_SQUARE_LIMIT, chiSquare, generatorHarness } from "../../testing/harness";
import { expectAnyValidInputRuns, expectOutOfBoundsRefused } from "../../testing/dates";

const NOW = { now: 1_700_000_000_000 };

const { run } = generatorHarness([randomWeekday], { seed: "dates seed", now: NOW.now });

describe("random-weekday", () => {
  it("is uniform over the seven days", async () => {
    const { values } = await run("random-weekday", { count: 7_000 }, "chi-square weekday");
    const names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    const observed = names.map((name) => values.filter((v) => v.text === name).length);
    expect(observed.reduce((a, b) => a + b, 0)).toBe(7_000);
    // 6 degrees of freedom: p ≤ 1e-6 for uniform days.
    expect(chiSquare(observed, 1000)).toBeLessThan(CHI_SQUARE_LIMIT[6]);
    for (const value of values) {
      expect(names[(value.data?.number as number) - 1]).toBe(value.text);
    }
  });

  it("leaves out the weekend when asked", async () => {
    const { values } = await run("random-weekday", { weekends: false, count: 500 });
    expect(new Set(values.map((v) => v.text))).toEqual(
      new Set(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
    );
  });
});

describe("random-weekday for any input", () => {
  it("gives the declared count of values for any valid input", async () => {
    await expectAnyValidInputRuns(randomWeekday, NOW);
  });

  it("refuses any out-of-bounds number, naming the field", () => {
    expectOutOfBoundsRefused(randomWeekday);
  });
});
