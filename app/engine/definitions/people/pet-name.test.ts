import fc from "fast-check";
import { describe, expect, it } from "vitest";

import catNames from "../../data/cat-names";
import dogNames from "../../data/dog-names";
import petName from "./pet-name";
import { expectProblem, generatorHarness } from "../../testing/harness";

const FC = { seed: 20_261_124, numRuns: 40 };
const { run, problemsOf } = generatorHarness([petName], {
  seed: "people test seed",
  now: 0,
});

const dogSex = new Map(dogNames.map((d) => [d.name, d.sex]));

describe("pet-name", () => {
  it("keeps to the chosen pet, each name once (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("any", "dog", "female-dog", "male-dog", "cat"),
        fc.integer({ min: 1, max: 120 }),
        fc.string({ maxLength: 6 }),
        async (pet, count, seed) => {
          const result = await run("pet-name", { pet, count }, seed);
          const names = result.values.map((v) => v.text);
          expect(new Set(names).size).toBe(names.length);
          for (const name of names) {
            const sex = dogSex.get(name);
            if (pet === "cat") expect(catNames).toContain(name);
            else if (pet !== "any") expect(sex).toBeDefined();
            if (pet === "female-dog") expect(["female", "either"]).toContain(sex);
            if (pet === "male-dog") expect(["male", "either"]).toContain(sex);
            if (pet === "any") expect(sex !== undefined || catNames.includes(name)).toBe(true);
          }
        },
      ),
      FC,
    );
  });

  it("has a few hundred names, and says when a kind runs out", async () => {
    const all = new Set([...dogNames.map((d) => d.name), ...catNames]).size;
    expect(all).toBeGreaterThan(200);
    const result = await run("pet-name", { pet: "any", count: 1000 });
    expect(result.values).toHaveLength(all);
    expect(result.notes).toEqual([
      `Only ${all} pet names exist in the list, so you get all ${all}.`,
    ]);
  });

  it("refuses an unknown pet, naming the field", () => {
    expectProblem(problemsOf("pet-name", { pet: "hamster" })[0], "pet", /For a/);
  });
});
