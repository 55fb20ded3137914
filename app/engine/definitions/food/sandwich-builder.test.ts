import fc from "fast-check";
import { describe, expect, it } from "vitest";

import parts from "../../data/sandwiches";
import sandwichBuilder from "./sandwich-builder";
import { expectProblem, generatorHarness } from "../../testing/harness";

const { run, problemsOf } = generatorHarness([sandwichBuilder], {
  seed: "sandwich test seed",
  now: 0,
});

describe("sandwich-builder", () => {
  it("builds from the lists, vegetarian fillings only when asked (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.integer({ min: 0, max: 4 }),
        fc.string({ maxLength: 8 }),
        async (vegetarian, salad, seed) => {
          const generation = await run("sandwich-builder", { vegetarian, salad, count: 3 }, seed);
          for (const { data } of generation.values) {
            expect(parts.breads).toContain(data?.bread);
            expect(parts.cheeses).toContain(data?.cheese);
            expect(parts.sauces).toContain(data?.sauce);
            const filling = parts.fillings.find((f) => f.name === data?.filling);
            expect(filling).toBeDefined();
            if (vegetarian) expect(filling?.vegetarian).toBe(true);
            const greens = data?.salad as string[];
            expect(new Set(greens).size).toBe(salad);
            for (const g of greens) expect(parts.salad).toContain(g);
          }
        },
      ),
      { seed: 17_017, numRuns: 50 },
    );
  });

  it("refuses five salad items, naming the field", () => {
    expectProblem(problemsOf("sandwich-builder", { salad: 5 })[0], "salad", /Salad items/);
  });
});
