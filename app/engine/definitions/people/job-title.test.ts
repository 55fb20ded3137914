import fc from "fast-check";
import { describe, expect, it } from "vitest";

import jobs from "../../data/job-titles";
import jobTitle from "./job-title";
import { expectDrawnFrom, expectProblem, generatorHarness } from "../../testing/harness";

const { run, problemsOf } = generatorHarness([jobTitle], {
  seed: "jobs",
  now: 0,
});
const SECTORS = ["any", ...new Set(jobs.map((j) => j.sector))];

describe("job-title", () => {
  it("has a couple of hundred distinct occupations in ten sectors", () => {
    expect(jobs.length).toBeGreaterThanOrEqual(200);
    expect(new Set(jobs.map((j) => j.title)).size).toBe(jobs.length);
    expect(SECTORS).toHaveLength(11);
  });

  it("keeps to the chosen sector (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SECTORS),
        fc.boolean(),
        fc.integer({ min: 1, max: 40 }),
        fc.string({ maxLength: 6 }),
        async (sector, unique, count, seed) => {
          const pool = jobs.filter((j) => sector === "any" || j.sector === sector);
          const result = await run("job-title", { sector, unique, count }, seed);
          expectDrawnFrom(result, { count, unique }, pool, ({ text }) =>
            pool.find((j) => j.title === text),
          );
        },
      ),
      { seed: 20_261_133, numRuns: 40 },
    );
  });

  it("refuses an unknown sector, naming the field", () => {
    expectProblem(problemsOf("job-title", { sector: "piracy" })[0], "sector", /Sector/);
  });
});
