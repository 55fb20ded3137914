import fc from "fast-check";
import { describe, expect, it } from "vitest";

import animalList from "../data/animals";
import animals from "./animals";
import {
  expectDrawnFrom,
  expectProblem,
  expectWellFormed,
  generatorHarness,
  listCountArbitrary,
} from "./test-support";

const FC = { seed: 20_240_604, numRuns: 50 };
const GROUPS = ["mammal", "bird", "reptile", "amphibian", "fish", "insect", "other"] as const;

const { run, problemsOf } = generatorHarness(animals, { seed: "animals test seed", now: 0 });

const groupSize = (group: string) =>
  animalList.filter((a) => group === "any" || a.group === group).length;

describe("animals conventions", () => {
  it.each(animals.map((g) => [g.id, g] as const))("%s is well formed and runs", async (id, g) => {
    expectWellFormed(g, "animals");
    const result = await run(id, {});
    expect(result.values).toHaveLength(1);
    expect(await run(id, { count: 5 }, "same")).toEqual(await run(id, { count: 5 }, "same"));
  });
});

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

describe("random-bird", () => {
  it("gives only birds, every one once when asked for all of them", async () => {
    const birds = groupSize("bird");
    const result = await run("random-bird", { count: 1000 });
    expect(result.values).toHaveLength(birds);
    expect(new Set(result.values.map((v) => v.data?.name)).size).toBe(birds);
    for (const { data } of result.values) expect(data?.group).toBe("bird");
    expect(result.notes).toEqual([
      `Only ${birds} birds exist in the list, so you get all ${birds}.`,
    ]);
  });

  it("draws birds of the animal list only, distinct with No repeats (property)", async () => {
    const birds = animalList.filter((a) => a.group === "bird");
    await fc.assert(
      fc.asyncProperty(
        listCountArbitrary(birds.length),
        fc.boolean(),
        fc.string({ maxLength: 8 }),
        async (count, unique, seed) => {
          const generation = await run("random-bird", { count, unique }, seed);
          expectDrawnFrom(generation, { count, unique }, birds, ({ text, data }) => {
            const bird = birds.find((b) => b.name === data?.name);
            return bird && data?.group === "bird" && text.toLowerCase() === bird.name.toLowerCase()
              ? bird
              : undefined;
          });
        },
      ),
      FC,
    );
  });

  it("is reproducible from its seed", async () => {
    const a = await run("random-bird", { count: 10 }, "birds");
    const b = await run("random-bird", { count: 10 }, "birds");
    const c = await run("random-bird", { count: 10 }, "other birds");
    expect(a.values).toEqual(b.values);
    expect(a.values).not.toEqual(c.values);
  });
});
