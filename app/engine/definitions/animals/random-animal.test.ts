import fc from "fast-check";
import { describe, expect, it } from "vitest";

import animalList from "../../data/animals";
import randomAnimal from "./random-animal";
import { expectProblem, generatorHarness } from "../../testing/harness";

const FC = { seed: 20_240_604, numRuns: 50 };
const GROUPS = ["mammal", "bird", "reptile", "amphibian", "fish", "insect", "other"] as const;

const { run, problemsOf } = generatorHarness([randomAnimal], { seed: "animals test seed", now: 0 });

const groupSize = (group: string) =>
  animalList.filter((a) => group === "any" || a.group === group).length;

describe("random-animal", () => {
  it("keeps to the chosen group, with distinct animals (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("any", ...GROUPS),
        fc.integer({ min: 1, max: 60 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        async (group, count, seed) => {
          const result = await run("random-animal", { group, count }, seed);
          expect(result.values).toHaveLength(Math.min(count, groupSize(group)));
          const names = result.values.map((v) => String(v.data?.name));
          expect(new Set(names).size).toBe(names.length);
          for (const { text, data } of result.values) {
            const animal = animalList.find((a) => a.name === data?.name);
            expect(animal, text).toBeDefined();
            if (group !== "any") expect(animal?.group).toBe(group);
            expect(data?.group).toBe(animal?.group);
            expect(text.toLowerCase()).toBe(animal?.name.toLowerCase());
            expect(text).toMatch(/^\p{Lu}/u);
          }
        },
      ),
      FC,
    );
  });

  it("gives the whole group with a note when asked for more than it holds", async () => {
    const amphibians = groupSize("amphibian");
    const result = await run("random-animal", { group: "amphibian", count: amphibians + 1 });
    expect(result.values).toHaveLength(amphibians);
    expect(result.notes).toEqual([
      `Only ${amphibians} amphibians exist in the list, so you get all ${amphibians}.`,
    ]);
  });

  it("repeats animals when No repeats is off", async () => {
    const result = await run("random-animal", { group: "amphibian", count: 200, unique: false });
    expect(result.values).toHaveLength(200);
    expect(new Set(result.values.map((v) => v.text)).size).toBeLessThanOrEqual(
      groupSize("amphibian"),
    );
    expect(result.notes ?? []).toEqual([]);
  });

  it("rejects an unknown group and bad counts, naming the field", () => {
    expectProblem(problemsOf("random-animal", { group: "dragon" })[0], "group", /Kind of animal/);
    expect(problemsOf("random-animal", { count: 0 })[0]?.field).toBe("count");
    expect(problemsOf("random-animal", { count: 2.5 })[0]?.message).toMatch(/How many/);
    expect(problemsOf("random-animal", { unique: "yes" })[0]?.field).toBe("unique");
  });
});
