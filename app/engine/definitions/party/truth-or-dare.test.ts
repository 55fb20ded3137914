import fc from "fast-check";
import { describe, expect, it } from "vitest";

import prompts from "../../data/truth-or-dare";
import truthOrDare from "./truth-or-dare";
import {
  expectDrawnFrom,
  expectProblem,
  generatorHarness,
  listCountArbitrary,
} from "../../testing/harness";

const { run, problemsOf } = generatorHarness([truthOrDare], {
  seed: "truth or dare test seed",
  now: 0,
});

const poolOf = (kind: string, audience: string) =>
  prompts.filter(
    (p) =>
      (kind === "either" || p.kind === kind) && (audience === "teens" || p.audience === "family"),
  );

describe("truth-or-dare", () => {
  it("has at least 50 distinct prompts of each kind for families", () => {
    expect(new Set(prompts.map((p) => p.text)).size).toBe(prompts.length);
    expect(poolOf("truth", "family").length).toBeGreaterThanOrEqual(50);
    expect(poolOf("dare", "family").length).toBeGreaterThanOrEqual(50);
  });

  it("never gives a teen prompt to the family audience; kinds as chosen (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("either", "truth", "dare"),
        fc.constantFrom("family", "teens"),
        fc.boolean(),
        fc.string({ maxLength: 8 }),
        async (kind, audience, unique, seed) => {
          const pool = poolOf(kind, audience);
          const count =
            fc.sample(listCountArbitrary(pool.length), { seed: seed.length, numRuns: 1 })[0] ?? 1;
          const generation = await run("truth-or-dare", { kind, audience, count, unique }, seed);
          expectDrawnFrom(generation, { count, unique }, pool, ({ data, text }) => {
            const prompt = pool.find((p) => p.text === data?.prompt);
            return prompt && text.endsWith(prompt.text) ? prompt : undefined;
          });
        },
      ),
      { seed: 7_007, numRuns: 40 },
    );
  });

  it("refuses an unknown audience, naming the field", () => {
    expectProblem(problemsOf("truth-or-dare", { audience: "adults" })[0], "audience", /Audience/);
  });
});
