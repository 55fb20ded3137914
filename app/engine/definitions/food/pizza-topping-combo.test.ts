import fc from "fast-check";
import { describe, expect, it } from "vitest";

import pizza from "../../data/pizza-toppings";
import pizzaToppingCombo, { allowed } from "./pizza-topping-combo";
import { expectProblem, generatorHarness } from "../../testing/harness";

const { run, problemsOf } = generatorHarness([pizzaToppingCombo], {
  seed: "pizza test seed",
  now: 0,
});

describe("pizza-topping-combo", () => {
  it("builds pizzas from the lists, with distinct toppings that suit the diet (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom("any", "pescatarian", "vegetarian"),
        fc.integer({ min: 1, max: 5 }),
        fc.string({ maxLength: 8 }),
        async (toppings, diet, count, seed) => {
          const generation = await run("pizza-topping-combo", { toppings, diet, count }, seed);
          expect(generation.values).toHaveLength(count);
          for (const { data } of generation.values) {
            expect(pizza.sauces).toContain(data?.sauce);
            expect(pizza.cheeses).toContain(data?.cheese);
            const on = data?.toppings as string[];
            expect(new Set(on).size).toBe(toppings);
            for (const name of on) {
              const topping = pizza.toppings.find((t) => t.name === name);
              expect(topping && allowed(topping, diet)).toBe(true);
            }
          }
        },
      ),
      { seed: 15_015, numRuns: 50 },
    );
  });

  it("refuses seven toppings, naming the field", () => {
    expectProblem(problemsOf("pizza-topping-combo", { toppings: 7 })[0], "toppings", /Toppings/);
  });
});
