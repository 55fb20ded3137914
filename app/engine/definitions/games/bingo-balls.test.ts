import fc from "fast-check";
import { describe, expect, it } from "vitest";

import bingoBalls from "./bingo-balls";
import { expectProblem, generatorHarness, texts } from "../../testing/harness";

const FC = { seed: 20_240_601, numRuns: 50 };

const { run, problemsOf } = generatorHarness([bingoBalls], { seed: "games test seed", now: 0 });

describe("bingo-balls", () => {
  it("calls every 75-ball number once, with the right letter", async () => {
    const result = await run("bingo-balls", { balls: "75", count: 75 });
    const numbers = result.values.map((v) => {
      const match = /^([BINGO])-(\d+)$/.exec(v.text);
      expect(match, v.text).not.toBeNull();
      const n = Number(match?.[2]);
      expect(match?.[1]).toBe("BINGO"[Math.floor((n - 1) / 15)]);
      return n;
    });
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 75 }, (_, i) => i + 1));
  });

  it("calls plain numbers 1 to 90 for the 90-ball game", async () => {
    const result = await run("bingo-balls", { balls: "90", count: 90 });
    const numbers = texts(result).map((t) => {
      expect(t).toMatch(/^\d+$/);
      return Number(t);
    });
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
  });

  it("calls a prefix of a shuffle: fewer balls, still distinct (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("75", "90"),
        fc.integer({ min: 1, max: 90 }),
        async (balls, count) => {
          if (count > Number(balls)) {
            expectProblem(problemsOf("bingo-balls", { balls, count })[0], "count", /Balls to call/);
            return;
          }
          const numbers = (await run("bingo-balls", { balls, count })).values.map((v) =>
            Number(v.data?.number),
          );
          expect(numbers).toHaveLength(count);
          expect(new Set(numbers).size).toBe(count);
          for (const n of numbers) expect(n >= 1 && n <= Number(balls)).toBe(true);
        },
      ),
      FC,
    );
  });

  it("calls at most 90 balls, and says why", () => {
    expect(problemsOf("bingo-balls", { balls: "90", count: 91 })).toEqual([
      {
        field: "count",
        message:
          "Balls to call must be at most 90: each ball is called once, and the largest game has 90",
      },
    ]);
  });

  it("rejects an unknown game, naming it", () => {
    expect(problemsOf("bingo-balls", { balls: "80" })[0]?.field).toBe("balls");
  });
});
