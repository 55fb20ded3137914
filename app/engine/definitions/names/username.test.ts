import fc from "fast-check";
import { describe, expect, it } from "vitest";

import adjectives from "../../data/adjectives";
import nouns from "../../data/nouns";
import username from "./username";
import { generatorHarness, texts } from "../../testing/harness";

const FC = { seed: 20_240_602, numRuns: 50 };

const { run, problemsOf } = generatorHarness([username], { seed: "names test seed", now: 0 });

describe("username", () => {
  const STYLES = {
    pascal: /^(?:[A-Z][a-z]+){2}$/,
    snake: /^[a-z]+_[a-z]+$/,
    kebab: /^[a-z]+-[a-z]+$/,
  } as const;

  it("matches the chosen style, with two digits only when asked (property)", async () => {
    const adjectiveSet = new Set(adjectives);
    const nounSet = new Set(nouns);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("pascal", "snake", "kebab"),
        fc.boolean(),
        fc.string({ minLength: 1, maxLength: 8 }),
        async (style, digits, seed) => {
          const result = await run("username", { style, digits, count: 5 }, seed);
          expect(result.values).toHaveLength(5);
          for (const { text, data } of result.values) {
            const base = digits ? text.slice(0, -2) : text;
            expect(base, text).toMatch(STYLES[style]);
            if (digits) expect(text.slice(-2)).toMatch(/^\d\d$/);
            else expect(text).not.toMatch(/\d/);
            expect(adjectiveSet.has(String(data?.adjective))).toBe(true);
            expect(nounSet.has(String(data?.noun))).toBe(true);
            expect(base.toLowerCase().replace(/[_-]/, "")).toBe(
              `${String(data?.adjective)}${String(data?.noun)}`,
            );
          }
        },
      ),
      FC,
    );
  });

  it("gives BraveOtter-style names by default", async () => {
    for (const name of texts(await run("username", {}))) {
      expect(name).toMatch(/^(?:[A-Z][a-z]+){2}\d\d$/);
    }
  });

  it("rejects an unknown style, naming it", () => {
    expect(problemsOf("username", { style: "camel" })[0]?.field).toBe("style");
  });
});
