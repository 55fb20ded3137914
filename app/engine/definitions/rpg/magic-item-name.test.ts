import fc from "fast-check";
import { describe, expect, it } from "vitest";

import parts from "../../data/magic-item-name-parts";
import generator from "./magic-item-name";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "magic-item-name";
const { run } = generatorHarness([generator], { seed: "item", now: 0 });

describe(ID, () => {
  it("names an item of the chosen kind in one of the four shapes (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("any", "weapon", "armour", "jewellery", "wondrous"),
        fc.string(),
        async (kind, seed) => {
          const { values } = await run(ID, { kind, count: 15 }, seed);
          expect(new Set(values.map((v) => v.text)).size).toBe(15);
          for (const { text, data } of values) {
            if (kind !== "any") expect(data?.kind).toBe(kind);
            const item = String(data?.item);
            expect(parts.items[data?.kind as keyof typeof parts.items]).toContain(item);
            expect(text).toContain(item);
            if (data?.shape === "owner")
              expect(text).toMatch(new RegExp(`^(${parts.owners.join("|")})'s ${item}$`));
            if (data?.shape === "suffix" || data?.shape === "both")
              expect(text).toMatch(new RegExp(`${item} of `));
          }
        },
      ),
      { seed: 78, numRuns: 30 },
    );
  });

  it("gives 5,000 different names", async () => {
    const { values } = await run(ID, { count: 5_000 });
    expect(new Set(values.map((v) => v.text)).size).toBe(5_000);
  });

  it("refuses an unknown kind, naming it", () => {
    expectRefused(generator, { kind: "potion" }, "kind");
  });
});
