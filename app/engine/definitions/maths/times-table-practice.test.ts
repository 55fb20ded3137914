import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator from "./times-table-practice";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "times-table-practice";
const { run, problemsOf } = generatorHarness([generator], {
  seed: "tables",
  now: 0,
});

describe(ID, () => {
  it("asks facts of the chosen tables, each once with No repeats (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom("multiply", "divide", "both"),
        fc.string(),
        async (from, extra, upTo, ask, seed) => {
          const to = Math.min(20, from + extra);
          const count = Math.min(15, (to - from + 1) * upTo);
          const { values } = await run(ID, { from, to, upTo, ask, count, unique: true }, seed);
          expect(
            new Set(values.map((v) => `${String(v.data?.table)}×${String(v.data?.multiplier)}`))
              .size,
          ).toBe(count);
          for (const { data } of values) {
            const table = Number(data?.table);
            const multiplier = Number(data?.multiplier);
            expect(table >= from && table <= to && multiplier >= 1 && multiplier <= upTo).toBe(
              true,
            );
            if (ask === "multiply") expect(data?.answer).toBe(table * multiplier);
            if (ask === "divide") expect(data?.problem).toBe(`${table * multiplier} ÷ ${table}`);
          }
        },
      ),
      { seed: 51, numRuns: 40 },
    );
  });

  it("refuses more different facts than the tables hold, and reversed tables", () => {
    expect(problemsOf(ID, { from: 7, to: 7, upTo: 10, count: 11 })[0]?.message).toMatch(
      /there are only 10\. Lower How many/,
    );
    expectRefused(generator, { from: 9, to: 3 }, "to");
  });
});
