import fc from "fast-check";
import { describe, expect, it } from "vitest";

import table from "../../data/encounter-parts";
import generator, { reaction } from "./random-encounter";
import { expectGoodList } from "../../testing/lists";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "random-encounter";
const { run } = generatorHarness([generator], { seed: "encounter", now: 0 });

describe(ID, () => {
  it("has 15 encounters per terrain, none twice", () => {
    for (const [terrain, list] of Object.entries(table)) {
      expectGoodList(
        terrain,
        list.map(([one]) => one),
        15,
      );
      for (const [, , most] of list) expect(Number.isInteger(most) && most >= 1).toBe(true);
    }
  });

  it("reads the reaction table", () => {
    expect([2, 3, 6, 9, 12].map(reaction)).toEqual([
      "hostile, attacks at once",
      "unfriendly, may attack",
      "uncertain, waits to see",
      "indifferent, goes its own way",
      "friendly, helpful",
    ]);
  });

  it("draws encounters of the terrain, in numbers they come in, with a 2d6 reaction (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "any",
          "forest",
          "hills",
          "road",
          "swamp",
          "desert",
          "coast",
          "caves",
          "city",
        ),
        fc.string(),
        async (terrain, seed) => {
          const { values } = await run(ID, { terrain, count: 10 }, seed);
          for (const { data } of values) {
            if (terrain !== "any") expect(data?.terrain).toBe(terrain);
            const entry = table[data?.terrain as keyof typeof table].find(
              ([one]) => one === data?.encounter,
            );
            expect(entry).toBeDefined();
            const n = Number(data?.number);
            expect(n >= 1 && n <= (entry?.[2] ?? 0)).toBe(true);
            const roll = Number(data?.reactionRoll);
            expect(roll >= 2 && roll <= 12).toBe(true);
            expect(data?.reaction).toBe(reaction(roll));
          }
        },
      ),
      { seed: 79, numRuns: 30 },
    );
  });

  it("refuses an unknown terrain, naming it", () => {
    expectRefused(generator, { terrain: "moon" }, "terrain");
  });
});
