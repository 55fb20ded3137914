import fc from "fast-check";
import { describe, expect, it } from "vitest";

import parts from "../../data/spell-name-parts";
import generator, { SPELLS_PER_THEME } from "./spell-name";
import { expectGoodList } from "../../testing/lists";
import { expectRefused, generatorHarness } from "../../testing/harness";

const ID = "spell-name";
const { run } = generatorHarness([generator], { seed: "spell", now: 0 });

describe(ID, () => {
  it("has clean lists without repeats", () => {
    for (const [theme, list] of Object.entries(parts.adjectives)) expectGoodList(theme, list, 10);
    for (const [theme, list] of Object.entries(parts.forms)) expectGoodList(theme, list, 10);
    expectGoodList("inventors", parts.inventors, 20);
    for (const [theme, list] of Object.entries(parts.adjectives))
      expect(list.length * parts.forms[theme as keyof typeof parts.forms].length).toBe(
        SPELLS_PER_THEME,
      );
  });

  it("names spells of the theme, credited only when asked (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "any",
          "fire",
          "frost",
          "lightning",
          "healing",
          "illusion",
          "shadow",
          "nature",
          "protection",
        ),
        fc.boolean(),
        fc.string(),
        async (theme, inventors, seed) => {
          const { values } = await run(ID, { theme, inventors, count: 12 }, seed);
          expect(new Set(values.map((v) => v.text)).size).toBe(12);
          for (const { text, data } of values) {
            if (theme !== "any") expect(data?.theme).toBe(theme);
            const t = data?.theme as keyof typeof parts.adjectives;
            const [adjective, form] = String(data?.spell).split(" ");
            expect(parts.adjectives[t]).toContain(adjective);
            expect(parts.forms[t]).toContain(form);
            if (!inventors) expect(data?.inventor).toBe("");
            expect(text).toBe(
              data?.inventor ? `${String(data.inventor)}'s ${String(data.spell)}` : data?.spell,
            );
          }
        },
      ),
      { seed: 81, numRuns: 30 },
    );
  });

  it("gives every spell of a theme once, and refuses one more", async () => {
    const { values } = await run(ID, { theme: "frost", inventors: false, count: 100 });
    expect(new Set(values.map((v) => v.text)).size).toBe(100);
    expectRefused(generator, { theme: "frost", inventors: false, count: 101 }, "count");
  });

  it("refuses more than 500 names, naming How many", () => {
    expectRefused(generator, { count: 501 }, "count");
  });
});
