import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { seededRandom } from "../../core/random";
import randomPairs from "./random-pairs";
import {
  CHI_SQUARE_LIMIT,
  chiSquare,
  expectProblem,
  generatorHarness,
} from "../../testing/harness";
import { sorted } from "../../testing/list-inputs";

const { run, problemsOf } = generatorHarness([randomPairs], {
  seed: "pairs test seed",
  now: 0,
});

const names = (n: number) => Array.from({ length: n }, (_, i) => `N${i + 1}`);

describe("random-pairs", () => {
  it("pairs everyone once; an odd one joins a trio or sits out (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 41 }),
        fc.constantFrom("trio", "alone"),
        fc.string({ maxLength: 6 }),
        async (n, odd, seed) => {
          const generation = await run("random-pairs", { names: names(n).join("\n"), odd }, seed);
          const groups = generation.values.map((v) => v.data?.members as string[]);
          expect(sorted(groups.flat())).toEqual(sorted(names(n)));
          const sizes = groups.map((g) => g.length);
          if (n % 2 === 0) expect(sizes.every((s) => s === 2)).toBe(true);
          else if (odd === "trio")
            expect(sorted(sizes.map(String))).toEqual(
              sorted([...Array<string>((n - 3) / 2).fill("2"), "3"]),
            );
          else {
            expect(sizes.at(-1)).toBe(1);
            expect(generation.values.at(-1)?.text).toMatch(/^Sits out: /);
          }
          generation.values.forEach((v, i) => expect(v.data?.team).toBe(i + 1));
        },
      ),
      { seed: 31, numRuns: 50 },
    );
  });

  // Five names: each should sit out 1,000 / 5 = 200 times; chi-square, 4 degrees of freedom.
  it("picks the odd one out uniformly (chi-square, p = 1e-6)", async () => {
    const random = seededRandom("odd one out");
    const counts = new Map<string, number>();
    for (let i = 0; i < 1_000; i++) {
      const generation = await run(
        "random-pairs",
        { names: "A\nB\nC\nD\nE", odd: "alone" },
        random,
      );
      const out = (generation.values.at(-1)?.data?.members as string[])[0] ?? "";
      counts.set(out, (counts.get(out) ?? 0) + 1);
    }
    expect(counts.size).toBe(5);
    expect(chiSquare([...counts.values()], 200)).toBeLessThan(CHI_SQUARE_LIMIT[4]);
  });

  it("refuses fewer than two names, naming the field", () => {
    expectProblem(
      problemsOf("random-pairs", { names: "Ana" })[0],
      "names",
      "Enter at least 2 names to make a pair.",
    );
    expectProblem(problemsOf("random-pairs", { odd: "drop" })[0], "odd", /Odd one out/);
  });
});
