import { describe, expect, it } from "vitest";

import { seededRandom } from "../../core/random";
import speakingOrder from "./speaking-order";
import {
  CHI_SQUARE_LIMIT,
  chiSquare,
  expectProblem,
  generatorHarness,
} from "../../testing/harness";

const { run, problemsOf } = generatorHarness([speakingOrder], {
  seed: "speaking test seed",
  now: 0,
});

describe("speaking-order", () => {
  it("times each slot from the start, slot length and changeover", async () => {
    const generation = await run("speaking-order", {
      names: "A\nB\nC",
      start: "23:50",
      minutes: 5,
      changeover: 0.5,
    });
    expect(generation.values.map((v) => [v.data?.start, v.data?.end])).toEqual([
      ["23:50", "23:55"],
      ["23:55:30", "00:00:30"],
      ["00:01", "00:06"],
    ]);
    expect(generation.summary).toBe("3 speakers, 23:50 to 00:06 (past midnight)");
  });

  // Five speakers: each should open 2,500 / 5 = 500 times; chi-square, 4 degrees of freedom.
  it("lets everyone speak first equally often (chi-square, p = 1e-6)", async () => {
    const random = seededRandom("first speaker");
    const counts = new Map<string, number>();
    for (let i = 0; i < 2_500; i++) {
      const generation = await run("speaking-order", { names: "A\nB\nC\nD\nE" }, random);
      const first = String(generation.values[0]?.data?.name);
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    expect(counts.size).toBe(5);
    expect(chiSquare([...counts.values()], 500)).toBeLessThan(CHI_SQUARE_LIMIT[4]);
  });

  it("refuses a start time that is not a time, naming the field", () => {
    expectProblem(
      problemsOf("speaking-order", { start: "9am" })[0],
      "start",
      "Start time must be a time like 09:00 or 14:30.",
    );
  });
});
