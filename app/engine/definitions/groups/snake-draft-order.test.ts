import fc from "fast-check";
import { describe, expect, it } from "vitest";

import snakeDraft from "./snake-draft-order";
import { expectProblem, generatorHarness } from "../../testing/harness";
import { sorted } from "../../testing/list-inputs";

const { run, problemsOf } = generatorHarness([snakeDraft], {
  seed: "draft test seed",
  now: 0,
});

describe("snake-draft-order", () => {
  it("gives each player one pick a round, reversed every other round in a snake (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom("snake", "linear"),
        fc.string({ maxLength: 6 }),
        async (n, rounds, style, seed) => {
          const players = Array.from({ length: n }, (_, i) => `T${i}`);
          const generation = await run(
            "snake-draft-order",
            { names: players.join(","), rounds, style },
            seed,
          );
          expect(generation.values).toHaveLength(n * rounds);
          const byRound = Array.from({ length: rounds }, (_, r) =>
            generation.values.slice(r * n, (r + 1) * n).map((v) => v.data?.name as string),
          );
          const first = byRound[0] ?? [];
          expect(sorted(first)).toEqual(sorted(players));
          byRound.forEach((order, r) => {
            expect(order).toEqual(style === "snake" && r % 2 === 1 ? [...first].reverse() : first);
          });
          generation.values.forEach((v, i) => expect(v.data?.pick).toBe(i + 1));
        },
      ),
      { seed: 32, numRuns: 50 },
    );
  });

  it("refuses too few players and too many picks, naming the field", () => {
    expectProblem(
      problemsOf("snake-draft-order", { names: "Solo" })[0],
      "names",
      /at least 2 names/,
    );
    const hundred = Array.from({ length: 100 }, (_, i) => `P${i}`).join("\n");
    expectProblem(
      problemsOf("snake-draft-order", { names: hundred, rounds: 101 })[0],
      "rounds",
      /Rounds must be at most 100/,
    );
    expectProblem(
      problemsOf("snake-draft-order", {
        names: hundred.split("\n").slice(0, 99).join("\n") + "\nX\nY",
        rounds: 100,
      })[0],
      "names",
      /At most 100 names/,
    );
  });
});
