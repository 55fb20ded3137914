import { describe, expect, it } from "vitest";

import words from "../../data/pirate-name-words";
import pirateName from "./pirate-name";
import { expectCleanLists } from "../../testing/name-generators";
import { expectProblem, generatorHarness } from "../../testing/harness";
import fc from "fast-check";

const { run, problemsOf } = generatorHarness([pirateName], {
  seed: "pirates",
  now: 0,
});

describe("pirate-name", () => {
  it("builds distinct names from its lists, with or without a rank (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.integer({ min: 1, max: 60 }),
        fc.string({ maxLength: 6 }),
        async (titled, count, seed) => {
          const result = await run("pirate-name", { titled, count }, seed);
          expect(new Set(result.values.map((v) => v.text)).size).toBe(count);
          for (const { text, data } of result.values) {
            const parts = data?.words as string[];
            expect(parts).toHaveLength(titled ? 4 : 3);
            if (titled) expect(words.titles).toContain(parts[0]);
            const epithet = parts.at(-2) ?? "";
            expect(words.epithets).toContain(epithet);
            expect(text).toContain(epithet.startsWith("the ") ? ` ${epithet}` : `"${epithet}"`);
          }
        },
      ),
      { seed: 20_261_130, numRuns: 30 },
    );
  });

  it("refuses a bad rank switch, naming the field", () => {
    expectProblem(problemsOf("pirate-name", { titled: "maybe" })[0], "titled", /rank/);
  });

  it("has clean word lists", () => {
    expectCleanLists(words);
  });
});
