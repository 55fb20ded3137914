import fc from "fast-check";
import { describe, expect, it } from "vitest";

import carpoolGroups from "./carpool-groups";
import { expectProblem, generatorHarness } from "../../testing/harness";
import { sorted } from "../../testing/list-inputs";

const { run, problemsOf } = generatorHarness([carpoolGroups], {
  seed: "carpool test seed",
  now: 0,
});

describe("carpool-groups", () => {
  it("seats every passenger once, never past a car's seats (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 2 }),
        fc.string({ maxLength: 6 }),
        async (seats, empty, seed) => {
          const capacity = seats.reduce((a, b) => a + b, 0);
          const passengers = Array.from({ length: capacity }, (_, i) => `R${i}`).slice(
            0,
            Math.max(1, capacity - empty),
          );
          const drivers = seats.map((s, i) => `D${i} ${s}`).join("\n");
          const generation = await run(
            "carpool-groups",
            { drivers, names: passengers.join("\n") },
            seed,
          );
          const riders = generation.values.map((v) => v.data?.passengers as string[]);
          expect(sorted(riders.flat())).toEqual(sorted(passengers));
          riders.forEach((r, i) => expect(r.length).toBeLessThanOrEqual(seats[i] as number));
        },
      ),
      { seed: 43, numRuns: 50 },
    );
  });

  it("refuses too few seats and drivers among passengers, naming the field", () => {
    expectProblem(
      problemsOf("carpool-groups", { drivers: "Ana 1", names: "Ben\nCy" })[0],
      "names",
      "Not enough seats: 2 passengers for 1 free seat. Add drivers or seats.",
    );
    expectProblem(
      problemsOf("carpool-groups", { drivers: "Ana 2", names: "Ana\nCy" })[0],
      "names",
      "Ana is a driver: leave them out of Passengers.",
    );
  });
});
