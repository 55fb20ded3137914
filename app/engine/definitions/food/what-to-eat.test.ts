import fc from "fast-check";
import { describe, expect, it } from "vitest";

import foodList from "../../data/foods";
import whatToEat from "./what-to-eat";
import { capitalize } from "../../shared/format";
import { expectDrawnFrom, generatorHarness, listCountArbitrary } from "../../testing/harness";

const FC = { seed: 20_240_605, numRuns: 50 };

const { run } = generatorHarness([whatToEat], { seed: "food test seed", now: 0 });

const kindSize = (kind: string) => foodList.filter((f) => kind === "any" || f.kind === kind).length;

describe("what-to-eat", () => {
  it("suggests dishes only, distinct, with a note past the end of the list", async () => {
    const dishes = kindSize("dish");
    const some = await run("what-to-eat", { count: 30 });
    for (const { data } of some.values) expect(data?.kind).toBe("dish");
    expect(new Set(some.values.map((v) => v.text)).size).toBe(30);
    const all = await run("what-to-eat", { count: dishes + 1 });
    expect(all.values).toHaveLength(dishes);
    expect(all.notes).toEqual([
      `Only ${dishes} dishes exist in the list, so you get all ${dishes}.`,
    ]);
  });
});

describe("what-to-eat draws from its list", () => {
  const [id, kind] = ["what-to-eat", "dish"] as const;
  it(`draws ${kind} entries of the food list only, distinct with No repeats (property)`, async () => {
    const pool = foodList.filter((f) => f.kind === kind);
    await fc.assert(
      fc.asyncProperty(
        listCountArbitrary(pool.length),
        fc.boolean(),
        fc.string({ maxLength: 8 }),
        async (count, unique, seed) => {
          const generation = await run(id, { count, unique }, seed);
          expectDrawnFrom(generation, { count, unique }, pool, ({ text, data }) => {
            const item = pool.find((f) => f.name === data?.name);
            // Shown with a capital first letter ("Pad thai"), the rest as listed.
            return item && data?.kind === kind && text === capitalize(item.name) ? item : undefined;
          });
        },
      ),
      FC,
    );
  });
});
