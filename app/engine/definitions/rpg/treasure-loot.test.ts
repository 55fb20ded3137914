import fc from "fast-check";
import { describe, expect, it } from "vitest";

import lootParts from "../../data/loot-parts";
import treasureLoot, { itemName, RARITIES, RARITY_VALUES, RARITY_WEIGHTS } from "./treasure-loot";
import { expectRefused, generatorHarness } from "../../testing/harness";
import { chiSquareAgainst, chiSquareLimit } from "../../testing/moments";

const ID = "treasure-loot";
const { run } = generatorHarness([treasureLoot], { seed: "loot", now: 0 });

describe("treasure-loot", () => {
  it("keeps material, property and worth within the rarity (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("any", ...RARITIES),
        fc.string({ maxLength: 6 }),
        async (rarity, seed) => {
          const { values } = await run(ID, { rarity, count: 10 }, seed);
          for (const { text, data } of values) {
            const tier = data?.rarity as (typeof RARITIES)[number];
            if (rarity !== "any") expect(tier).toBe(rarity);
            expect(lootParts.objects).toContain(data?.object);
            expect(lootParts.materials[tier]).toContain(data?.material);
            expect(lootParts.properties[tier]).toContain(data?.property);
            const [low, high] = RARITY_VALUES[tier];
            expect(data?.value as number).toBeGreaterThanOrEqual(low);
            expect(data?.value as number).toBeLessThanOrEqual(high);
            expect(text).toMatch(
              /^(Common|Uncommon|Rare|Very rare|Legendary): an? .+ \([\d,]+ gp\)$/,
            );
          }
        },
      ),
      { seed: 21, numRuns: 30 },
    );
  });

  it("makes rarer loot less likely when the rarity is Any, in the stated proportions", async () => {
    const { values } = await run(ID, { count: 5_000 });
    const observed = RARITIES.map((r) => values.filter((v) => v.data?.rarity === r).length);
    const expected = RARITY_WEIGHTS.map((w) => (w / 100) * values.length);
    // Chi-square with 4 degrees of freedom, false-failure rate 1e-6.
    expect(chiSquareAgainst(observed, expected)).toBeLessThan(chiSquareLimit(4));
  });

  it("writes the article and counted objects naturally", () => {
    expect(itemName("amber", "lamp")).toBe("an amber lamp");
    expect(itemName("jade", "compass")).toBe("a jade compass");
    expect(itemName("silver", "pair of boots")).toBe("a pair of silver boots");
    expect(itemName("obsidian", "set of dice")).toBe("a set of obsidian dice");
  });

  it("refuses an unknown rarity, naming it", () => {
    expectRefused(treasureLoot, { rarity: "epic" }, "rarity");
  });
});
