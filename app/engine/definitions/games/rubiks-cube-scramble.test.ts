import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator from "./rubiks-cube-scramble";
import {
  chiSquare,
  CHI_SQUARE_LIMIT,
  expectRefused,
  generatorHarness,
} from "../../testing/harness";

const ID = "rubiks-cube-scramble";
const { run } = generatorHarness([generator], { seed: "cube", now: 0 });

const AXIS: Readonly<Record<string, string>> = {
  R: "x",
  L: "x",
  Rw: "x",
  U: "y",
  D: "y",
  Uw: "y",
  F: "z",
  B: "z",
  Fw: "z",
};

describe(ID, () => {
  it("writes WCA moves, never turning a layer twice within one axis run (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("2x2", "3x3", "4x4"),
        fc.integer({ min: 0, max: 100 }),
        fc.string(),
        async (puzzle, length, seed) => {
          const { values } = await run(ID, { puzzle, length, count: 3 }, seed);
          const expected = length || { "2x2": 11, "3x3": 20, "4x4": 40 }[puzzle];
          for (const { text } of values) {
            const moves = text.split(" ");
            expect(moves).toHaveLength(expected);
            let axis = "";
            let seen = new Set<string>();
            for (const move of moves) {
              const match = /^(Rw|Uw|Fw|[RLUDFB])(|'|2)$/.exec(move);
              expect(match, move).not.toBeNull();
              const layer = match?.[1] ?? "";
              if (puzzle === "2x2") expect(["R", "U", "F"]).toContain(layer);
              if (puzzle === "3x3") expect(layer).not.toMatch(/w/);
              if (AXIS[layer] !== axis) [axis, seen] = [AXIS[layer] ?? "", new Set()];
              expect(seen.has(layer), text).toBe(false);
              seen.add(layer);
            }
          }
        },
      ),
      { seed: 62, numRuns: 20 },
    );
  });

  it("turns quarter, inverse and half turns equally often (chi-square, false failure 1e-6)", async () => {
    const { values } = await run(ID, { puzzle: "3x3", length: 100, count: 60 });
    const counts = [0, 0, 0];
    for (const { text } of values)
      for (const move of text.split(" "))
        counts[move.endsWith("'") ? 1 : move.endsWith("2") ? 2 : 0]! += 1;
    expect(chiSquare(counts, 2_000)).toBeLessThan(CHI_SQUARE_LIMIT[2]);
  });

  it("refuses more than 100 moves, naming Moves", () => {
    expectRefused(generator, { length: 101 }, "length");
  });
});
