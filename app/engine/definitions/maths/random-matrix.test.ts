import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator from "./random-matrix";
import { expectProblem, expectRefused, generatorHarness } from "../../testing/harness";

const ID = "random-matrix";
const { run, runTexts, problemsOf } = generatorHarness([generator], {
  seed: "matrix",
  now: 0,
});

describe(ID, () => {
  it("fills rows × columns entries within the bounds and places (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 6 }),
        fc.string(),
        async (rows, columns, min, width, places, seed) => {
          const input = { rows, columns, min, max: min + width, places, count: 2 };
          const { values } = await run(ID, input, seed);
          for (const { data } of values) {
            const entries = data?.entries as number[];
            expect(entries).toHaveLength(rows * columns);
            for (const e of entries) {
              expect(e >= min && e <= min + width).toBe(true);
              expect(Math.abs(e * 10 ** places - Math.round(e * 10 ** places))).toBeLessThan(1e-6);
            }
          }
        },
      ),
      { seed: 58, numRuns: 40 },
    );
  });

  it("writes each format", async () => {
    const input = { rows: 2, columns: 2, min: 1, max: 1 };
    expect(await runTexts(ID, input)).toEqual(["[1 1; 1 1]"]);
    expect(await runTexts(ID, { ...input, format: "latex" })).toEqual([
      "\\begin{pmatrix} 1 & 1 \\\\ 1 & 1 \\end{pmatrix}",
    ]);
    expect(await runTexts(ID, { ...input, format: "csv" })).toEqual(["1,1\n1,1"]);
    expect(await runTexts(ID, { ...input, format: "python" })).toEqual(["[[1, 1], [1, 1]]"]);
  });

  it("refuses an empty range and too many entries, naming the field", () => {
    expectProblem(problemsOf(ID, { min: 0.1, max: 0.4, places: 0 })[0], "max", /No number/);
    expectProblem(
      problemsOf(ID, { rows: 20, columns: 20, count: 501 })[0],
      "count",
      /at most 200,000/,
    );
    expectRefused(generator, { rows: 21 }, "rows");
  });
});
