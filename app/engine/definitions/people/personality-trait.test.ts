import fc from "fast-check";
import { describe, expect, it } from "vitest";

import traits from "../../data/personality-traits";
import personalityTrait from "./personality-trait";
import { expectDrawnFrom, expectProblem, generatorHarness } from "../../testing/harness";

const { run, problemsOf } = generatorHarness([personalityTrait], {
  seed: "traits",
  now: 0,
});

describe("personality-trait", () => {
  it("lists each trait once, under one kind", () => {
    expect(traits.length).toBeGreaterThanOrEqual(150);
    expect(new Set(traits.map((t) => t.trait)).size).toBe(traits.length);
  });

  it("keeps to the chosen kind (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("any", "positive", "neutral", "negative"),
        fc.boolean(),
        fc.integer({ min: 1, max: 60 }),
        fc.string({ maxLength: 6 }),
        async (tone, unique, count, seed) => {
          const pool = traits.filter((t) => tone === "any" || t.tone === tone);
          const result = await run("personality-trait", { tone, unique, count }, seed);
          expectDrawnFrom(result, { count, unique }, pool, ({ data }) =>
            pool.find((t) => t.trait === data?.trait),
          );
        },
      ),
      { seed: 20_261_135, numRuns: 40 },
    );
  });

  it("refuses an unknown kind, naming the field", () => {
    expectProblem(problemsOf("personality-trait", { tone: "evil" })[0], "tone", /Kind of trait/);
  });
});
