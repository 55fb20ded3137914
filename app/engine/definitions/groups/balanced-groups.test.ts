import fc from "fast-check";
import { describe, expect, it } from "vitest";

import balancedGroups from "./balanced-groups";
import { expectProblem, generatorHarness } from "../../testing/harness";
import { sorted } from "../../testing/list-inputs";

const { run, problemsOf } = generatorHarness([balancedGroups], {
  seed: "balanced test seed",
  now: 0,
});

describe("balanced-groups", () => {
  it("puts everyone in one group, sizes within one, totals near equal (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 4, maxLength: 30 }),
        fc.integer({ min: 2, max: 4 }),
        fc.string({ maxLength: 6 }),
        async (scores, groups, seed) => {
          const people = scores.map((s, i) => `P${i} ${s}`).join("\n");
          const generation = await run("balanced-groups", { people, groups }, seed);
          const members = generation.values.map((v) => v.data?.members as string[]);
          expect(sorted(members.flat())).toEqual(sorted(scores.map((_, i) => `P${i}`)));
          const sizes = members.map((m) => m.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          const totals = generation.values.map((v) => v.data?.total as number);
          // A snake draft keeps the gap within the largest number.
          expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(
            Math.max(...scores),
          );
        },
      ),
      { seed: 41, numRuns: 50 },
    );
  });

  it("balances the default list exactly", async () => {
    const totals = (await run("balanced-groups", {})).values.map((v) => Number(v.data?.total));
    expect(totals.sort((a, b) => a - b)).toEqual([13, 14]);
  });

  it("refuses more groups than people, naming the field", () => {
    expectProblem(
      problemsOf("balanced-groups", { people: "Ana 1\nBen 2", groups: 3 })[0],
      "groups",
      "Can't make 3 groups from 2 people: lower Number of groups or add people.",
    );
  });
});
