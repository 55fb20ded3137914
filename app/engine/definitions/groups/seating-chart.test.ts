import fc from "fast-check";
import { describe, expect, it } from "vitest";

import seatingChart from "./seating-chart";
import { expectProblem, generatorHarness } from "../../testing/harness";
import { sorted } from "../../testing/list-inputs";

const { run, problemsOf } = generatorHarness([seatingChart], {
  seed: "seating test seed",
  now: 0,
});

describe("seating-chart", () => {
  it("seats everyone once, never past a table's seats (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom("spread", "fill"),
        fc.string({ maxLength: 6 }),
        async (n, tables, seats, fill, seed) => {
          fc.pre(n <= tables * seats);
          const names = Array.from({ length: n }, (_, i) => `G${i}`);
          const generation = await run(
            "seating-chart",
            { names: names.join("\n"), tables, seats, fill },
            seed,
          );
          const members = generation.values.map((v) => v.data?.members as string[]);
          expect(sorted(members.flat())).toEqual(sorted(names));
          for (const m of members) expect(m.length).toBeLessThanOrEqual(seats);
          if (fill === "spread") {
            const sizes = members.map((m) => m.length);
            expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          }
        },
      ),
      { seed: 61, numRuns: 50 },
    );
  });

  it("refuses more guests than seats, naming the field", () => {
    expectProblem(
      problemsOf("seating-chart", { names: "A\nB\nC", tables: 1, seats: 2 })[0],
      "tables",
      "Not enough seats: 1 table × 2 seats = 2 seats for 3 guests. Add tables or seats.",
    );
  });
});
