import fc from "fast-check";
import { describe, expect, it } from "vitest";

import gifts from "../../data/gift-ideas";
import giftIdeas, { suits } from "./gift-ideas";
import {
  expectDrawnFrom,
  expectProblem,
  generatorHarness,
  listCountArbitrary,
} from "../../testing/harness";

const { run, problemsOf } = generatorHarness([giftIdeas], {
  seed: "gift test seed",
  now: 0,
});

describe("gift-ideas", () => {
  it("has over 100 distinct ideas, at least five for every recipient and budget", () => {
    expect(gifts.length).toBeGreaterThanOrEqual(100);
    expect(new Set(gifts.map((g) => g.text.toLowerCase())).size).toBe(gifts.length);
    for (const recipient of ["anyone", "child", "teen", "adult"] as const)
      for (const budget of ["low", "mid", "high"] as const)
        expect(gifts.filter((g) => suits(g, recipient, budget)).length).toBeGreaterThanOrEqual(5);
  });

  it("gives only ideas for that recipient and budget (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("anyone", "child", "teen", "adult"),
        fc.constantFrom("any", "low", "mid", "high"),
        fc.boolean(),
        fc.string({ maxLength: 8 }),
        async (recipient, budget, unique, seed) => {
          const pool = gifts.filter((g) => suits(g, recipient, budget));
          const count =
            fc.sample(listCountArbitrary(pool.length), { seed: seed.length, numRuns: 1 })[0] ?? 1;
          const generation = await run("gift-ideas", { recipient, budget, count, unique }, seed);
          expectDrawnFrom(generation, { count, unique }, pool, ({ text }) =>
            pool.find((g) => g.text === text),
          );
        },
      ),
      { seed: 12_012, numRuns: 40 },
    );
  });

  it("refuses an unknown budget, naming the field", () => {
    expectProblem(problemsOf("gift-ideas", { budget: "huge" })[0], "budget", /Budget/);
  });
});
