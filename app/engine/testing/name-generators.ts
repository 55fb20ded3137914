import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { AnyGenerator } from "../core/engine";
import { expectProblem, generatorHarness } from "./harness";

// The checks every word-combining name generator (band names, ship names, superheroes) shares:
// a seeded property of the values' shape and No repeats, and a refused choice (conventions and
// seeds are the catalogue-wide suite's).

type Lists = Readonly<Record<string, readonly string[]>>;

/** Expects every word list to be non-empty, without repeats or stray spaces. */
export function expectCleanLists(lists: Lists): void {
  for (const [name, list] of Object.entries(lists)) {
    expect(list.length, name).toBeGreaterThan(0);
    expect(new Set(list).size, `${name} has repeats`).toBe(list.length);
    for (const word of list) expect(word, name).toBe(word.trim());
  }
}

/**
 * The shared tests of a name generator with a select `field` whose `choices` all give names:
 * distinct well-spaced values that `matches` accepts (property),
 * refusal of an unknown choice.
 */
export function describeNameGenerator(
  g: AnyGenerator,
  options: {
    field: string;
    label: RegExp;
    choices: readonly string[];
    seed: number;
    /** Extra checks of one value for a choice (its style, its words). */
    matches?(value: { text: string; data?: Record<string, unknown> }, choice: string): void;
    extra?: Record<string, unknown>;
  },
): void {
  const { run, problemsOf } = generatorHarness([g], {
    seed: `${g.id} test seed`,
    now: 0,
  });
  const extra = options.extra ?? {};

  describe(`${g.id} shared checks`, () => {
    it("gives distinct, tidy names for every choice (property)", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...options.choices),
          fc.integer({ min: 1, max: 60 }),
          fc.string({ maxLength: 6 }),
          async (choice, count, seed) => {
            const result = await run(g.id, { [options.field]: choice, count, ...extra }, seed);
            expect(result.values).toHaveLength(count);
            const names = result.values.map((v) => v.text);
            expect(new Set(names).size).toBe(count);
            for (const value of result.values) {
              expect(value.text).toMatch(/^\S(.*\S)?$/);
              expect(value.text).not.toMatch(/ {2}/);
              options.matches?.(value, choice);
            }
          },
        ),
        { seed: options.seed, numRuns: 30 },
      );
    });

    it("repeats only when No repeats is off", async () => {
      const result = await run(g.id, { count: 50, unique: false, ...extra });
      expect(result.values).toHaveLength(50);
      expect(result.notes ?? []).toEqual([]);
    });

    it("refuses an unknown choice, naming the field", () => {
      expectProblem(
        problemsOf(g.id, { [options.field]: "no-such-choice" })[0],
        options.field,
        options.label,
      );
      expect(problemsOf(g.id, { count: 0 })[0]?.field).toBe("count");
    });
  });
}
