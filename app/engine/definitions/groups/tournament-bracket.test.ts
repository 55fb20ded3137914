import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { seededRandom } from "../../core/random";
import bracket from "./tournament-bracket";
import {
  CHI_SQUARE_LIMIT,
  chiSquare,
  expectProblem,
  generatorHarness,
} from "../../testing/harness";

const { run, problemsOf } = generatorHarness([bracket], {
  seed: "bracket test seed",
  now: 0,
});

describe("tournament-bracket", () => {
  it("fills to a power of two with byes, one match fewer than players (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 70 }),
        fc.string({ maxLength: 6 }),
        async (n, seed) => {
          const players = Array.from({ length: n }, (_, i) => `P${i}`);
          const generation = await run("tournament-bracket", { names: players.join("\n") }, seed);
          const slots = 2 ** Math.ceil(Math.log2(n));
          const byes = generation.values.filter((v) => v.data?.bye === true);
          const matches = generation.values.filter((v) => v.data?.bye === false);
          expect(byes).toHaveLength(slots - n);
          expect(matches).toHaveLength(n - 1);
          matches.forEach((v, i) => expect(v.data?.match).toBe(i + 1));
          // Round one holds every player exactly once; no bye meets a bye.
          const first = generation.values
            .filter((v) => v.data?.round === 1)
            .flatMap((v) => [v.data?.home, v.data?.away].filter((p) => p !== ""));
          expect([...first].sort()).toEqual([...players].sort());
          expect(generation.values.at(-1)?.text).toMatch(/^Final · Match/);
        },
      ),
      { seed: 34, numRuns: 50 },
    );
  });

  // Three players, one bye: each should get it 900 / 3 = 300 times; chi-square, 2 degrees of freedom.
  it("gives the bye to each player equally often (chi-square, p = 1e-6)", async () => {
    const random = seededRandom("byes");
    const counts = new Map<string, number>();
    for (let i = 0; i < 900; i++) {
      const generation = await run("tournament-bracket", { names: "A\nB\nC" }, random);
      const bye = generation.values.find((v) => v.data?.bye === true)?.data?.home as string;
      counts.set(bye, (counts.get(bye) ?? 0) + 1);
    }
    expect(counts.size).toBe(3);
    expect(chiSquare([...counts.values()], 300)).toBeLessThan(CHI_SQUARE_LIMIT[2]);
  });

  it("refuses fewer than two players or more than 256, naming the field", () => {
    expectProblem(problemsOf("tournament-bracket", { names: "" })[0], "names", /at least 2 names/);
    const many = Array.from({ length: 257 }, (_, i) => `P${i}`).join("\n");
    expectProblem(
      problemsOf("tournament-bracket", { names: many })[0],
      "names",
      /At most 256 names/,
    );
  });
});
