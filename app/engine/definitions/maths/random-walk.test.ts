import fc from "fast-check";
import { describe, expect, it } from "vitest";

import generator from "./random-walk";
import {
  chiSquare,
  CHI_SQUARE_LIMIT,
  expectRefused,
  generatorHarness,
} from "../../testing/harness";

const ID = "random-walk";
const { run } = generatorHarness([generator], { seed: "walk", now: 0 });

describe(ID, () => {
  it("moves by one allowed step at a time from the origin (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("line", "grid", "grid-diagonal", "plane"),
        fc.integer({ min: 1, max: 60 }),
        fc.string(),
        async (kind, count, seed) => {
          const { values } = await run(ID, { kind, count }, seed);
          expect(values).toHaveLength(count);
          let [px, py] = [0, 0];
          for (const { data } of values) {
            const x = kind === "line" ? Number(data?.value) : Number(data?.x);
            const y = kind === "line" ? 0 : Number(data?.y);
            const [dx, dy] = [Math.abs(x - px), Math.abs(y - py)];
            if (kind === "line") expect(dx).toBe(1);
            if (kind === "grid") expect(dx + dy).toBe(1);
            if (kind === "grid-diagonal") expect(Math.max(dx, dy)).toBe(1);
            if (kind === "plane") expect(Math.hypot(x - px, y - py)).toBeCloseTo(1, 3);
            [px, py] = [x, y];
          }
        },
      ),
      { seed: 57, numRuns: 40 },
    );
  });

  it("takes the four grid directions equally often (chi-square, false failure 1e-6)", async () => {
    const { values } = await run(ID, { kind: "grid", count: 8_000 });
    const tally = new Map<string, number>();
    for (const { data } of values)
      tally.set(String(data?.direction), (tally.get(String(data?.direction)) ?? 0) + 1);
    expect([...tally.keys()].sort()).toEqual(["down", "left", "right", "up"]);
    expect(chiSquare([...tally.values()], 2_000)).toBeLessThan(CHI_SQUARE_LIMIT[4]);
  });

  it("refuses an unknown walk, naming it", () => {
    expectRefused(generator, { kind: "cube" }, "kind");
  });
});
