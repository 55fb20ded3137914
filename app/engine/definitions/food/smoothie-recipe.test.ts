import fc from "fast-check";
import { describe, expect, it } from "vitest";

import parts from "../../data/smoothies";
import smoothieRecipe from "./smoothie-recipe";
import { expectProblem, generatorHarness } from "../../testing/harness";

const { run, problemsOf } = generatorHarness([smoothieRecipe], {
  seed: "smoothie test seed",
  now: 0,
});

describe("smoothie-recipe", () => {
  it("blends parts of the lists, distinct fruits and extras as asked (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.string({ maxLength: 8 }),
        async (fruits, extras, greens, seed) => {
          const generation = await run(
            "smoothie-recipe",
            { fruits, extras, greens, count: 3 },
            seed,
          );
          for (const { data } of generation.values) {
            expect(parts.liquids).toContain(data?.liquid);
            const fruit = data?.fruit as string[];
            const extra = data?.extras as string[];
            expect(new Set(fruit).size).toBe(fruits);
            expect(new Set(extra).size).toBe(extras);
            for (const f of fruit) expect(parts.fruit).toContain(f);
            for (const e of extra) expect(parts.extras).toContain(e);
            if (greens) expect(parts.greens).toContain(data?.vegetable);
            else expect(data?.vegetable).toBe("");
          }
        },
      ),
      { seed: 16_016, numRuns: 50 },
    );
  });

  it("refuses five fruits, naming the field", () => {
    expectProblem(problemsOf("smoothie-recipe", { fruits: 5 })[0], "fruits", /Fruits/);
  });
});
