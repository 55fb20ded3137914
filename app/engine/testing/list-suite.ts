// The tests every "random X from a list" generator shares (defineListGenerator): only
// `*.test.ts` files import this module.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { fieldSpecs, type AnyGenerator } from "../core/engine";
import {
  expectDrawnFrom,
  expectProblem,
  expectWellFormed,
  generatorHarness,
  listCountArbitrary,
} from "./harness";

interface ListSuite<E> {
  /** The generator's data list, as its module exports it. */
  entries: readonly E[];
  /** The text a value shows for an entry. */
  textOf(entry: E): string;
  /** The entries a filter choice keeps (the whole list when the generator has no filter). */
  keeps?(entry: E, choice: string): boolean;
  /** The fewest entries the list must hold ("hundreds where the domain has them"). */
  minimum: number;
}

/**
 * Tests a list generator: well formed, reproducible by seed, values only from the (filtered)
 * list and distinct with No repeats (property), and How many 0 refused, naming the field.
 */
export function describeListGenerator<E>(
  g: AnyGenerator,
  category: string,
  { entries, textOf, keeps, minimum }: ListSuite<E>,
): void {
  const { run, problemsOf, expectSeedDecides } = generatorHarness([g], {
    seed: `${g.id} test seed`,
    now: 0,
  });
  const filter = fieldSpecs(g).find((spec) => spec.kind === "select");
  const choices = filter?.kind === "select" ? filter.options.map((o) => o.value) : [""];

  describe(g.id, () => {
    it("is well formed and reproducible by seed", async () => {
      expectWellFormed(g, category);
      await expectSeedDecides(g.id, { count: 5 });
    });

    it(`draws from a list of at least ${minimum} distinct entries, every choice non-empty`, () => {
      const texts = entries.map(textOf);
      expect(texts.length).toBeGreaterThanOrEqual(minimum);
      expect(new Set(texts.map((t) => t.toLowerCase())).size).toBe(texts.length);
      for (const choice of choices) {
        expect(entries.filter((e) => keeps?.(e, choice) ?? true).length, choice).toBeGreaterThan(1);
      }
    });

    it("gives entries of the chosen part of the list only, distinct with No repeats (property)", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...choices),
          fc.boolean(),
          fc.string({ maxLength: 8 }),
          fc.integer({ min: 0, max: 1 }),
          async (choice, unique, seed, near) => {
            const pool = entries.filter((e) => keeps?.(e, choice) ?? true);
            const count =
              fc.sample(listCountArbitrary(pool.length), {
                seed: seed.length + near,
                numRuns: 1,
              })[0] ?? 1;
            const raw = { count, unique, ...(filter ? { [filter.name]: choice } : {}) };
            const generation = await run(g.id, raw, seed);
            expectDrawnFrom(generation, { count, unique }, pool, ({ text }) =>
              pool.find((e) => textOf(e) === text),
            );
          },
        ),
        { seed: 17_017, numRuns: 40 },
      );
    });

    it("refuses How many 0, naming the field", () => {
      expectProblem(problemsOf(g.id, { count: 0 })[0], "count", /How many/);
    });
  });
}
