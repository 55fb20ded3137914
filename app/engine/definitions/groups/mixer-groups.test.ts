import fc from "fast-check";
import { describe, expect, it } from "vitest";

import mixerGroups from "./mixer-groups";
import { expectProblem, generatorHarness } from "../../testing/harness";
import { sorted } from "../../testing/list-inputs";

const { run, problemsOf } = generatorHarness([mixerGroups], {
  seed: "mixer test seed",
  now: 0,
});

describe("mixer-groups", () => {
  it("puts everyone in exactly one group each round, sizes within one (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 3, max: 30 }),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 1, max: 4 }),
        fc.string({ maxLength: 6 }),
        async (n, size, rounds, seed) => {
          fc.pre(size < n);
          const names = Array.from({ length: n }, (_, i) => `N${i}`);
          const generation = await run(
            "mixer-groups",
            { names: names.join("\n"), size, rounds },
            seed,
          );
          for (let round = 1; round <= rounds; round++) {
            const groups = generation.values
              .filter((v) => v.data?.round === round)
              .map((v) => v.data?.members as string[]);
            expect(sorted(groups.flat())).toEqual(sorted(names));
            const sizes = groups.map((g) => g.length);
            expect(Math.max(...sizes)).toBeLessThanOrEqual(size);
            expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          }
        },
      ),
      { seed: 53, numRuns: 50 },
    );
  });

  it("finds rounds where nobody meets twice when that is easy (9 people, groups of 3)", async () => {
    const generation = await run("mixer-groups", { rounds: 2 });
    expect(generation.summary).toBe("2 rounds: nobody meets anyone twice");
  });

  it("refuses groups as big as the list, naming the field", () => {
    expectProblem(
      problemsOf("mixer-groups", { names: "A\nB\nC", size: 3 })[0],
      "size",
      "People per group must be less than 3 (the number of names) to make at least two groups.",
    );
  });
});
