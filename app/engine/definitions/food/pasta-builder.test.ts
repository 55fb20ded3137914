import fc from "fast-check";
import { describe, expect, it } from "vitest";

import parts from "../../data/pasta";
import pastaBuilder from "./pasta-builder";
import { expectProblem, generatorHarness } from "../../testing/harness";

const { run, problemsOf } = generatorHarness([pastaBuilder], {
  seed: "pasta test seed",
  now: 0,
});

describe("pasta-builder", () => {
  it("builds from the lists, distinct add-ins, vegetarian sauces when asked (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.string({ maxLength: 8 }),
        async (addIns, vegetarian, seed) => {
          const generation = await run("pasta-builder", { addIns, vegetarian, count: 3 }, seed);
          for (const { data } of generation.values) {
            expect(parts.shapes).toContain(data?.shape);
            expect(parts.finishes).toContain(data?.finish);
            const sauce = parts.sauces.find((s) => s.name === data?.sauce);
            expect(sauce).toBeDefined();
            if (vegetarian) expect(sauce?.vegetarian).toBe(true);
            const extras = data?.addIns as string[];
            expect(new Set(extras).size).toBe(addIns);
            for (const e of extras) expect(parts.addIns).toContain(e);
          }
        },
      ),
      { seed: 21_021, numRuns: 50 },
    );
  });

  it("refuses four add-ins, naming the field", () => {
    expectProblem(problemsOf("pasta-builder", { addIns: 4 })[0], "addIns", /Add-ins/);
  });
});
