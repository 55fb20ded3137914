import fc from "fast-check";
import { describe, expect, it } from "vitest";

import parts from "../../data/guild-name-parts";
import generator from "./guild-name";
import { expectGoodList } from "../../testing/lists";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "guild-name";
const { run } = generatorHarness([generator], { seed: "guild", now: 0 });

describe(ID, () => {
  it("has clean lists without repeats", () => {
    expectGoodList("adjectives", parts.adjectives, 40);
    for (const [trade, list] of Object.entries(parts.emblems)) expectGoodList(trade, list, 15);
    for (const [trade, list] of Object.entries(parts.bodies)) expectGoodList(trade, list, 6);
  });

  it("names a guild of the trade in one of the two shapes (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "any",
          "merchants",
          "thieves",
          "mages",
          "adventurers",
          "crafters",
          "mercenaries",
        ),
        fc.string(),
        async (trade, seed) => {
          const { values } = await run(ID, { trade, count: 15 }, seed);
          expect(new Set(values.map((v) => v.text)).size).toBe(15);
          for (const { text, data } of values) {
            if (trade !== "any") expect(data?.trade).toBe(trade);
            const t = data?.trade as keyof typeof parts.emblems;
            expect(parts.emblems[t]).toContain(data?.emblem);
            expect(parts.bodies[t]).toContain(data?.body);
            const [a, e, b] = [data?.adjective, data?.emblem, data?.body].map(String);
            expect([`The ${a} ${e} ${b}`, `The ${b} of the ${a} ${e}`]).toContain(text);
          }
        },
      ),
      { seed: 80, numRuns: 30 },
    );
  });

  it("gives 2,000 different names of one trade", async () => {
    const { values } = await run(ID, { trade: "mages", count: 2_000 });
    expect(new Set(values.map((v) => v.text)).size).toBe(2_000);
  });

  it("refuses an unknown trade, naming it", () => {
    expectRefused(generator, { trade: "bakers" }, "trade");
  });
});
