import fc from "fast-check";
import { describe, expect, it } from "vitest";

import parts from "../../data/mocktails";
import mocktailRecipe from "./mocktail-recipe";
import { expectProblem, generatorHarness } from "../../testing/harness";

const { run, problemsOf } = generatorHarness([mocktailRecipe], {
  seed: "mocktail test seed",
  now: 0,
});

describe("mocktail-recipe", () => {
  it("mixes parts of the lists with distinct flavours (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 5 }),
        fc.string({ maxLength: 8 }),
        async (flavours, count, seed) => {
          const generation = await run("mocktail-recipe", { flavours, count }, seed);
          expect(generation.values).toHaveLength(count);
          for (const { data } of generation.values) {
            expect(parts.bases).toContain(data?.base);
            expect(parts.toppers).toContain(data?.topper);
            expect(parts.garnishes).toContain(data?.garnish);
            const f = data?.flavours as string[];
            expect(new Set(f).size).toBe(flavours);
            for (const x of f) expect(parts.flavours).toContain(x);
          }
        },
      ),
      { seed: 18_018, numRuns: 50 },
    );
  });

  it("refuses four flavours, naming the field", () => {
    expectProblem(problemsOf("mocktail-recipe", { flavours: 4 })[0], "flavours", /Flavours/);
  });
});
