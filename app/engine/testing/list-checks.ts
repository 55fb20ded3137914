// The usual tests of a "random X from a list" generator (defineListGenerator): conventions,
// seeds, every value drawn from the chosen part of the list, and refusals naming the field.
// Only tests import this module.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { AnyGenerator, GeneratedValue } from "../core/engine";
import { expectDrawnFrom, expectWellFormed, generatorHarness, listCountArbitrary } from "./harness";

interface ListChecks<E> {
  /** The generator's category. */
  category: string;
  /** The whole list, as its data module exports it. */
  entries: readonly E[];
  /** The entry a value shows (undefined when it shows none of the list). */
  entryOf(value: GeneratedValue, entries: readonly E[]): E | undefined;
  /** The filter input, when there is one: its name, values and which entries each keeps. */
  filter?: { name: string; choices: readonly string[]; keeps(entry: E, choice: string): boolean };
  /** Fast-check's seed for the property. */
  seed: number;
}

/** Registers the standard tests of the list generator `g`. */
export function describeListGenerator<E>(g: AnyGenerator, checks: ListChecks<E>): void {
  const { run, problemsOf, expectSeedDecides } = generatorHarness([g], {
    seed: `${g.id} test seed`,
    now: 0,
  });
  const { filter, entries } = checks;
  const poolOf = (choice: string | undefined) =>
    filter && choice !== undefined ? entries.filter((e) => filter.keeps(e, choice)) : entries;

  describe(`${g.id} conventions`, () => {
    it("is well formed, and its seed decides its values", async () => {
      expectWellFormed(g, checks.category);
      await expectSeedDecides(g.id, { count: 5 });
    });
  });

  describe(g.id, () => {
    it("gives a non-empty part of the list for every choice", () => {
      expect(entries.length).toBeGreaterThan(0);
      for (const choice of filter?.choices ?? [])
        expect(poolOf(choice).length, choice).toBeGreaterThan(0);
    });

    it("draws from the chosen part of the list only, without repeats when asked (property)", async () => {
      const choice = filter ? fc.constantFrom(...filter.choices) : fc.constant(undefined);
      const input = choice.chain((c) =>
        fc.record({
          choice: fc.constant(c),
          count: listCountArbitrary(poolOf(c).length),
          unique: fc.boolean(),
        }),
      );
      await fc.assert(
        fc.asyncProperty(
          input,
          fc.string({ maxLength: 6 }),
          async ({ choice: c, count, unique }, seed) => {
            const raw = {
              count,
              unique,
              ...(filter && c !== undefined ? { [filter.name]: c } : {}),
            };
            const pool = poolOf(c);
            const generation = await run(g.id, raw, seed);
            expectDrawnFrom(generation, { count, unique }, pool, (value) => {
              const entry = checks.entryOf(value, entries);
              return entry !== undefined && pool.includes(entry) ? entry : undefined;
            });
            for (const value of generation.values) expect(value.text.trim()).not.toBe("");
          },
        ),
        { seed: checks.seed, numRuns: 30 },
      );
    });

    it("refuses a bad count and an unknown choice, naming the field", () => {
      expect(problemsOf(g.id, { count: 0 })[0]?.field).toBe("count");
      expect(problemsOf(g.id, { count: 1.5 })[0]?.field).toBe("count");
      expect(problemsOf(g.id, { unique: "yes" })[0]?.field).toBe("unique");
      if (filter)
        expect(problemsOf(g.id, { [filter.name]: "nonsense" })[0]?.field).toBe(filter.name);
    });
  });
}
