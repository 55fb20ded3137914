import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { FieldSpec } from "../../core/field-kinds";
import rockPaperScissors, { CLASSIC_MOVES, EXTENDED_MOVES } from "./rock-paper-scissors";
import {
  CHI_SQUARE_LIMIT,
  chiSquare,
  generatorHarness,
  texts,
  validInputArbitrary,
} from "../../testing/harness";

const FC = { seed: 20_240_601, numRuns: 50 };
const RUN_SEED = fc.string({ maxLength: 8 });

const { run, problemsOf } = generatorHarness([rockPaperScissors], {
  seed: "games test seed",
  now: 0,
});

describe("rock-paper-scissors", () => {
  it("throws each of the three moves equally often (chi-square, fixed seed)", async () => {
    const counts = new Map<string, number>();
    for (const seed of ["rps 1", "rps 2", "rps 3"]) {
      for (const move of texts(await run("rock-paper-scissors", { count: 10_000 }, seed))) {
        counts.set(move, (counts.get(move) ?? 0) + 1);
      }
    }
    expect([...counts.keys()].sort()).toEqual(["Paper", "Rock", "Scissors"]);
    // 2 degrees of freedom: p ≤ 1e-6 for three equally likely moves.
    expect(chiSquare([...counts.values()], 30_000 / 3)).toBeLessThan(CHI_SQUARE_LIMIT[2]);
  });

  it("adds lizard and Spock only when asked", async () => {
    const classic = new Set(texts(await run("rock-paper-scissors", { count: 500 })));
    expect(classic).toEqual(new Set(["Rock", "Paper", "Scissors"]));
    const extended = new Set(
      texts(await run("rock-paper-scissors", { count: 500, lizardSpock: true })),
    );
    expect(extended).toEqual(new Set(["Rock", "Paper", "Scissors", "Lizard", "Spock"]));
  });

  it("throws only the moves of the chosen game and tallies them (property)", async () => {
    const count = (spec: FieldSpec) =>
      spec.kind === "integer" ? fc.integer({ min: spec.min, max: 60 }) : undefined;
    await fc.assert(
      fc.asyncProperty(
        validInputArbitrary(rockPaperScissors, count),
        RUN_SEED,
        async (raw, seed) => {
          const moves = raw.lizardSpock ? EXTENDED_MOVES : CLASSIC_MOVES;
          const generation = await run("rock-paper-scissors", raw, seed);
          expect(generation.values).toHaveLength(raw.count as number);
          for (const { text, data } of generation.values) {
            const move = moves.find((m) => m.name === text);
            expect(move, text).toBeDefined();
            expect(data).toEqual({ move: text, emoji: move?.emoji });
          }
          if (raw.count === 1) {
            expect(generation.summary).toBeUndefined();
            return;
          }
          // "2 Rock, 0 Paper, 1 Scissors": every move of the game, in order, with its count.
          const tally = moves.map(
            ({ name }) => `${texts(generation).filter((t) => t === name).length} ${name}`,
          );
          expect(generation.summary).toBe(tally.join(", "));
        },
      ),
      FC,
    );
  });

  it("rejects a count of 0, naming How many", () => {
    expect(problemsOf("rock-paper-scissors", { count: 0 })[0]?.field).toBe("count");
  });
});
