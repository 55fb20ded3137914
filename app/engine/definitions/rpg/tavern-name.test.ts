import fc from "fast-check";
import { describe, expect, it } from "vitest";

import tavernParts from "../../data/tavern-name-parts";
import tavernName, { MOST_REST_NAMES, TAVERN_TEMPLATES, tavernTables } from "./tavern-name";
import { expectRefused, generatorHarness } from "../../testing/harness";
import { templateFillings } from "../../shared/templates";

const ID = "tavern-name";
const { run, problemsOf } = generatorHarness([tavernName], {
  seed: "tavern",
  now: 0,
});
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

  it("has far more names of each shape than a run may ask for", async () => {
    const tables = tavernTables(tavernParts);
    for (const [style, template] of Object.entries(TAVERN_TEMPLATES)) {
      const most = style === "rest" ? MOST_REST_NAMES : 10_000;
      expect(most).toBeLessThanOrEqual(templateFillings(template, tables) * 0.85);
    }
    const { values } = await run(ID, { style: "rest", count: MOST_REST_NAMES });
    expect(new Set(values.map((v) => v.text)).size).toBe(MOST_REST_NAMES);
    expect(problemsOf(ID, { style: "rest", count: MOST_REST_NAMES + 1 })[0]?.field).toBe("count");
    expect(problemsOf(ID, { style: "rest", count: 10_000, unique: false })).toEqual([]);
  });

  it("refuses an unknown style, naming it", () => {
    expectRefused(tavernName, { style: "modern" }, "style");
  });
});
