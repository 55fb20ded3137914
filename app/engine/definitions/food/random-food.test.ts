import fc from "fast-check";
import { describe, expect, it } from "vitest";

import foodList from "../../data/foods";
import randomFood from "./random-food";
import { expectProblem, generatorHarness } from "../../testing/harness";

const FC = { seed: 20_240_605, numRuns: 50 };
const KINDS = ["dish", "fruit", "vegetable", "dessert", "snack", "drink"] as const;

const { run, problemsOf } = generatorHarness([randomFood], { seed: "food test seed", now: 0 });

const kindSize = (kind: string) => foodList.filter((f) => kind === "any" || f.kind === kind).length;

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
