import fc from "fast-check";
import { describe, expect, it } from "vitest";

import foodList from "../data/foods";
import food from "./food";
import { capitalize } from "./shared";
import {
  expectDrawnFrom,
  expectProblem,
  expectWellFormed,
  generatorHarness,
  listCountArbitrary,
} from "./test-support";

const FC = { seed: 20_240_605, numRuns: 50 };
const KINDS = ["dish", "fruit", "vegetable", "dessert", "snack", "drink"] as const;

const { run, problemsOf } = generatorHarness(food, { seed: "food test seed", now: 0 });

const kindSize = (kind: string) => foodList.filter((f) => kind === "any" || f.kind === kind).length;

describe("food conventions", () => {
  it.each(food.map((g) => [g.id, g] as const))("%s is well formed and runs", async (id, g) => {
    expectWellFormed(g, "food");
    const result = await run(id, {});
    expect(result.values).toHaveLength(1);
    expect(await run(id, { count: 5 }, "same")).toEqual(await run(id, { count: 5 }, "same"));
  });
});

describe("random-food", () => {
  it("keeps to the chosen kind, with distinct foods (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("any", ...KINDS),
        fc.integer({ min: 1, max: 80 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        async (kind, count, seed) => {
          const result = await run("random-food", { kind, count }, seed);
          expect(result.values).toHaveLength(Math.min(count, kindSize(kind)));
          const names = result.values.map((v) => String(v.data?.name));
          expect(new Set(names).size).toBe(names.length);
          for (const { text, data } of result.values) {
            const item = foodList.find((f) => f.name === data?.name);
            expect(item, text).toBeDefined();
            if (kind !== "any") expect(item?.kind).toBe(kind);
            expect(data?.kind).toBe(item?.kind);
            expect(text.slice(1)).toBe(item?.name.slice(1));
            expect(text).toMatch(/^\p{Lu}/u);
          }
        },
      ),
      FC,
    );
  });

  it("gives every drink once, with a note, when asked for more", async () => {
    const drinks = kindSize("drink");
    const result = await run("random-food", { kind: "drink", count: 100 });
    expect(result.values).toHaveLength(drinks);
    expect(result.notes).toEqual([
      `Only ${drinks} drinks exist in the list, so you get all ${drinks}.`,
    ]);
  });

  it("rejects an unknown kind and bad counts, naming the field", () => {
    expectProblem(problemsOf("random-food", { kind: "beer" })[0], "kind", /Kind of food/);
    expect(problemsOf("random-food", { count: 10_001 })[0]?.field).toBe("count");
    expect(problemsOf("random-food", { count: "ten" })[0]?.field).toBe("count");
  });
});

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

describe("random-fruit", () => {
  it("gives fruit only, repeats allowed when No repeats is off", async () => {
    const result = await run("random-fruit", { count: 300, unique: false });
    expect(result.values).toHaveLength(300);
    for (const { data } of result.values) expect(data?.kind).toBe("fruit");
    expect(new Set(result.values.map((v) => v.text)).size).toBeLessThanOrEqual(kindSize("fruit"));
  });
});

describe.each([
  ["what-to-eat", "dish"],
  ["random-fruit", "fruit"],
] as const)("%s", (id, kind) => {
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
