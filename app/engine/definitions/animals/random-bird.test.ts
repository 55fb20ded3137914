import fc from "fast-check";
import { describe, expect, it } from "vitest";

import animalList from "../../data/animals";
import randomBird from "./random-bird";
import { expectDrawnFrom, generatorHarness, listCountArbitrary } from "../../testing/harness";

const FC = { seed: 20_240_604, numRuns: 50 };

const { run } = generatorHarness([randomBird], { seed: "animals test seed", now: 0 });

const groupSize = (group: string) =>
  animalList.filter((a) => group === "any" || a.group === group).length;

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
});
