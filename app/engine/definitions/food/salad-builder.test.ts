import fc from "fast-check";
import { describe, expect, it } from "vitest";

import parts from "../../data/salads";
import saladBuilder from "./salad-builder";
import { expectProblem, generatorHarness } from "../../testing/harness";

const { run, problemsOf } = generatorHarness([saladBuilder], {
  seed: "salad test seed",
  now: 0,
});

describe("salad-builder", () => {
  it("builds from the lists, distinct toppings, vegetarian when asked (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 5 }),
        fc.boolean(),
        fc.string({ maxLength: 8 }),
        async (toppings, vegetarian, seed) => {
          const generation = await run("salad-builder", { toppings, vegetarian, count: 3 }, seed);
          for (const { data } of generation.values) {
            expect(parts.leaves).toContain(data?.leaves);
            expect(parts.crunch).toContain(data?.crunch);
            expect(parts.dressings).toContain(data?.dressing);
            const protein = parts.proteins.find((p) => p.name === data?.protein);
            expect(protein).toBeDefined();
            if (vegetarian) expect(protein?.vegetarian).toBe(true);
            const on = data?.toppings as string[];
            expect(new Set(on).size).toBe(toppings);
            for (const t of on) expect(parts.toppings).toContain(t);
          }
        },
      ),
      { seed: 19_019, numRuns: 50 },
    );
  });

  it("refuses one topping, naming the field", () => {
    expectProblem(problemsOf("salad-builder", { toppings: 1 })[0], "toppings", /Toppings/);
  });
});
