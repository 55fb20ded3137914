import fc from "fast-check";
import { describe, expect, it } from "vitest";

import tavernParts from "../../data/tavern-name-parts";
import tavernName, { TAVERN_TEMPLATES, tavernTables } from "./tavern-name";
import { expectRefused, expectWellFormed, generatorHarness } from "../../testing/harness";
import { templateFillings } from "../../shared/templates";

const ID = "tavern-name";
const { run, expectSeedDecides } = generatorHarness([tavernName], { seed: "tavern", now: 0 });
const words = (list: readonly string[]) =>
  `(${list.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`;
const { adjectives, nouns, rests, kinds } = tavernParts;
const SHAPES = {
  adjective: new RegExp(`^The ${words(adjectives)} ${words(nouns)}$`),
  pair: new RegExp(`^The ${words(nouns)} and ${words(nouns)}$`),
  rest: new RegExp(`^The ${words(nouns)}'s ${words(rests)}$`),
  house: new RegExp(`^The ${words(adjectives)} ${words(nouns)} ${words(kinds)}$`),
};

describe("tavern-name", () => {
  it("is well formed and reproducible by seed", async () => {
    expectWellFormed(tavernName, "rpg");
    await expectSeedDecides(ID, { count: 5 });
  });

  it("gives names of the chosen shape, from the word lists, without repeats (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("any", "adjective", "pair", "rest", "house"),
        fc.string({ maxLength: 6 }),
        async (style, seed) => {
          const { values } = await run(ID, { style, count: 20 }, seed);
          expect(new Set(values.map((v) => v.text)).size).toBe(20);
          for (const { text, data } of values) {
            if (style !== "any") expect(data?.style).toBe(style);
            expect(text).toMatch(SHAPES[data?.style as keyof typeof SHAPES]);
            if (data?.style === "pair") {
              const [a, b] = text.slice(4).split(" and ");
              expect(a).not.toBe(b);
            }
          }
        },
      ),
      { seed: 11, numRuns: 30 },
    );
  });

  it("has far more names of each shape than a run asks for", async () => {
    for (const template of Object.values(TAVERN_TEMPLATES)) {
      expect(templateFillings(template, tavernTables(tavernParts))).toBeGreaterThanOrEqual(5_000);
    }
    const { values } = await run(ID, { style: "rest", count: 2_000 });
    expect(new Set(values.map((v) => v.text)).size).toBe(2_000);
  });

  it("refuses an unknown style, naming it", () => {
    expectRefused(tavernName, { style: "modern" }, "style");
  });
});
