import fc from "fast-check";
import { describe, expect, it } from "vitest";

import foods from "../../data/foods";
import mealPlan from "./meal-plan";
import { expectProblem, generatorHarness } from "../../testing/harness";

const { run, problemsOf } = generatorHarness([mealPlan], {
  seed: "meal plan test seed",
  now: 0,
});

const named = (kind: string) =>
  new Set(foods.filter((f) => f.kind === kind).map((f) => f.name.toLowerCase()));

describe("meal-plan", () => {
  it("never repeats a dish or a dessert within a plan (property)", async () => {
    const dishes = named("dish");
    const desserts = named("dessert");
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 28 }),
        fc.constantFrom("dinner", "both"),
        fc.boolean(),
        fc.string({ maxLength: 8 }),
        async (days, meals, dessert, seed) => {
          const generation = await run("meal-plan", { days, meals, dessert }, seed);
          expect(generation.values).toHaveLength(days);
          const mains = generation.values.flatMap((v) =>
            [v.data?.lunch, v.data?.dinner].filter((m) => m !== ""),
          );
          expect(mains).toHaveLength(meals === "both" ? 2 * days : days);
          expect(new Set(mains).size).toBe(mains.length);
          for (const m of mains) expect(dishes.has(String(m).toLowerCase())).toBe(true);
          const sweets = generation.values.map((v) => String(v.data?.dessert));
          if (dessert) {
            expect(new Set(sweets).size).toBe(days);
            for (const s of sweets) expect(desserts.has(s.toLowerCase())).toBe(true);
          } else expect(sweets.every((s) => s === "")).toBe(true);
        },
      ),
      { seed: 14_014, numRuns: 50 },
    );
  });

  it("refuses more than 28 days, naming the field", () => {
    expectProblem(problemsOf("meal-plan", { days: 29 })[0], "days", /Days/);
  });
});
