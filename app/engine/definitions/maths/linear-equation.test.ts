import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator from "./linear-equation";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "linear-equation";
const { run } = generatorHarness([generator], { seed: "algebra", now: 0 });

/** The value of one side "3x + 4", "−x − 2", "17" at x = value. */
function evaluate(side: string, variable: string, value: number): number {
  const normal = side.replace(/−/g, "-").replace(/ /g, "");
  const terms = normal.match(/[+-]?[^+-]+/g) ?? [];
  return terms.reduce((sum, t) => {
    if (!t.endsWith(variable)) return sum + Number(t);
    const coefficient = t.slice(0, -1);
    const a =
      coefficient === "" || coefficient === "+"
        ? 1
        : coefficient === "-"
          ? -1
          : Number(coefficient);
    return sum + a * value;
  }, 0);
}

describe(ID, () => {
  it("gives equations that hold at their whole solution, and only there (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("one-step", "two-step", "both-sides"),
        fc.integer({ min: 1, max: 1000 }),
        fc.boolean(),
        fc.constantFrom("x", "y", "n", "a"),
        fc.string(),
        async (form, range, negatives, variable, seed) => {
          const input = { form, range, negatives, variable, count: 10 };
          const { values } = await run(ID, input, seed);
          for (const { data } of values) {
            const solution = Number(data?.solution);
            expect(Math.abs(solution)).toBeLessThanOrEqual(range);
            if (!negatives) expect(solution).toBeGreaterThanOrEqual(0);
            const [left, right] = String(data?.equation).split(" = ") as [string, string];
            expect(evaluate(left, variable, solution)).toBe(evaluate(right, variable, solution));
            // Linear with different slopes on the two sides: one solution only.
            expect(evaluate(left, variable, solution + 1)).not.toBe(
              evaluate(right, variable, solution + 1),
            );
          }
        },
      ),
      { seed: 52, numRuns: 40 },
    );
  });

  it("refuses a range above 1,000, naming it", () => {
    expectRefused(generator, { range: 1001 }, "range");
  });
});
