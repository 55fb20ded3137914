import fc from "fast-check";
import { describe, expect, it } from "vitest";

import foodList from "../../data/foods";
import randomFruit from "./random-fruit";
import { capitalize } from "../../shared/format";
import { expectDrawnFrom, generatorHarness, listCountArbitrary } from "../../testing/harness";

const FC = { seed: 20_240_605, numRuns: 50 };

const { run } = generatorHarness([randomFruit], { seed: "food test seed", now: 0 });

const kindSize = (kind: string) => foodList.filter((f) => kind === "any" || f.kind === kind).length;

describe("random-fruit", () => {
  it("gives fruit only, repeats allowed when No repeats is off", async () => {
    const result = await run("random-fruit", { count: 300, unique: false });
    expect(result.values).toHaveLength(300);
    for (const { data } of result.values) expect(data?.kind).toBe("fruit");
    expect(new Set(result.values.map((v) => v.text)).size).toBeLessThanOrEqual(kindSize("fruit"));
  });
});

describe("random-fruit draws from its list", () => {
  const [id, kind] = ["random-fruit", "fruit"] as const;
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
