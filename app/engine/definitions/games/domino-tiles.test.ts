import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator, { setSize } from "./domino-tiles";
import { expectProblem, generatorHarness } from "../../testing/harness";

const ID = "domino-tiles";
const { run, problemsOf } = generatorHarness([generator], {
  seed: "domino",
  now: 0,
});

describe(ID, () => {
  it("knows the sizes of the sets", () => {
    expect([6, 9, 12, 15, 18].map(setSize)).toEqual([28, 55, 91, 136, 190]);
  });

  it("deals different tiles of the set, sorted when asked (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("6", "9", "12", "15", "18"),
        fc.integer({ min: 1, max: 28 }),
        fc.boolean(),
        fc.string(),
        async (set, count, sort, seed) => {
          const { values } = await run(ID, { set, count, sort }, seed);
          expect(new Set(values.map((v) => v.text)).size).toBe(count);
          const pips = values.map((v) => Number(v.data?.pips));
          for (const { data } of values) {
            expect(Number(data?.low)).toBeLessThanOrEqual(Number(data?.high));
            expect(Number(data?.high)).toBeLessThanOrEqual(Number(set));
          }
          if (sort) expect(pips).toEqual([...pips].sort((a, b) => b - a));
        },
      ),
      { seed: 64, numRuns: 40 },
    );
  });

  it("deals the whole double-six set when asked for 28", async () => {
    const { values } = await run(ID, { set: "6", count: 28 });
    expect(values.reduce((s, v) => s + Number(v.data?.pips), 0)).toBe(168);
  });

  it("refuses more tiles than the set has, naming How many", () => {
    expectProblem(problemsOf(ID, { set: "6", count: 29 })[0], "count", /only 28/);
  });
});
