import fc from "fast-check";
import { describe, expect, it } from "vitest";

import stationRotation from "./station-rotation";
import { expectProblem, generatorHarness } from "../../testing/harness";
import { sorted } from "../../testing/list-inputs";

const { run, problemsOf } = generatorHarness([stationRotation], {
  seed: "stations test seed",
  now: 0,
});

const list = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe("station-rotation", () => {
  it("puts everyone in one group and never two groups at a station at once (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 0, max: 30 }),
        fc.string({ maxLength: 6 }),
        async (s, extra, seed) => {
          const people = list("P", s + extra);
          const stations = list("S", s);
          const generation = await run(
            "station-rotation",
            { names: people.join("\n"), stations: stations.join("\n") },
            seed,
          );
          const groups = generation.values.map((v) => v.data?.members as string[]);
          expect(groups).toHaveLength(s);
          expect(sorted(groups.flat())).toEqual(sorted(people));
          const sizes = groups.map((g) => g.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          const visits = generation.values.map((v) => v.data?.stations as string[]);
          for (const route of visits) expect(sorted(route)).toEqual(sorted(stations));
          for (let r = 0; r < s; r++) {
            expect(new Set(visits.map((route) => route[r])).size).toBe(s);
          }
        },
      ),
      { seed: 22_022, numRuns: 50 },
    );
  });

  it("refuses fewer people than stations, naming the field", () => {
    expectProblem(
      problemsOf("station-rotation", { names: "Ana\nBen", stations: "A\nB\nC" })[0],
      "names",
      "Enter at least 3 names so each of the 3 stations has a group.",
    );
  });
});
