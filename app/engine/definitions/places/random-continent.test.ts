import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { CONTINENTS } from "../../shared/countries";
import randomContinent from "./random-continent";
import { expectDrawnFrom, generatorHarness, texts } from "../../testing/harness";

const FC = { seed: 20_240_603, numRuns: 50 };
const RUN_SEED = fc.string({ maxLength: 8 });

const { run, problemsOf } = generatorHarness([randomContinent], {
  seed: "places test seed",
  now: 0,
});

describe("random-continent", () => {
  it("gives the seven continents once each", async () => {
    const result = await run("random-continent", { count: 7 });
    expect(new Set(texts(result))).toEqual(
      new Set([
        "Africa",
        "Antarctica",
        "Asia",
        "Europe",
        "North America",
        "Oceania",
        "South America",
      ]),
    );
  });

  it("names only the seven continents, refusing only more distinct ones than exist (property)", async () => {
    const names: readonly string[] = CONTINENTS.map((c) => c.name);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        RUN_SEED,
        async (count, unique, seed) => {
          if (unique && count > names.length) {
            expect(problemsOf("random-continent", { count, unique }).map((p) => p.field)).toEqual([
              "count",
            ]);
            return;
          }
          const generation = await run("random-continent", { count, unique }, seed);
          expectDrawnFrom(generation, { count, unique }, names, ({ text, data }) =>
            names.includes(text) && data?.continent === text ? text : undefined,
          );
        },
      ),
      FC,
    );
  });

  it("refuses an eighth different continent but allows repeats", () => {
    const [problem] = problemsOf("random-continent", { count: 8 });
    expect(problem?.field).toBe("count");
    expect(problem?.message).toBe(
      "Can't pick 8 different continents: there are only 7. Lower How many or turn off No repeats.",
    );
    expect(problemsOf("random-continent", { count: 8, unique: false })).toEqual([]);
  });
});
