// The tests every "random X from a list" generator (defineListGenerator) shares, beyond what the
// catalogue-wide suites check for every generator (conventions, seeds, refusals, goldens): the
// list's names, each combination of choices keeping entries, and values drawn only from the
// chosen entries. Only `*.test.ts` files import this module.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { fieldSpecs, type AnyGenerator, type GeneratedValue } from "../core/engine";
import { expectDrawnFrom, generatorHarness, listCountArbitrary } from "./harness";

/** How the test itself decides which entries a choice keeps (not the generator's own code). */
export interface FilterCheck<E> {
  /** The select field's name. */
  name: string;
  keeps(entry: E, choice: string): boolean;
}

interface ListSuite<E> {
  /** The whole list, as its data module exports it. */
  entries: readonly E[];
  /** The filters, in form order; an entry must be kept by every one. */
  filters?: readonly FilterCheck<E>[];
  /** The list's size at least, and each entry's name: unique ignoring case, cleanly written. */
  names?: { minimum: number; of(entry: E): string };
  /**
   * The entry a value shows, checking that it shows it right; undefined when it shows none.
   * By default, the entry whose name (`names.of`) is the value's text.
   */
  entryOf?(value: GeneratedValue, entries: readonly E[]): E | undefined;
}

function selectOptions(g: AnyGenerator, name: string): string[] {
  const spec = fieldSpecs(g).find((s) => s.name === name);
  if (spec?.kind !== "select") throw new Error(`${g.id} has no select field ${name}`);
  return spec.options.map((o) => o.value);
}

/** Every combination of the filters' choices (one empty combination without filters). */
function combinations<E>(g: AnyGenerator, filters: readonly FilterCheck<E>[]) {
  let combos: Record<string, string>[] = [{}];
  for (const f of filters) {
    combos = combos.flatMap((c) => selectOptions(g, f.name).map((v) => ({ ...c, [f.name]: v })));
  }
  return combos;
}

/**
 * Registers the shared tests of list generator `g`: its names (when given), entries for every
 * combination of choices (two or more for each choice of a single filter), and values drawn only from the chosen entries,
 * non-empty, distinct with No repeats, the whole pool with a note past its end (property).
 */
export function describeListGenerator<E>(g: AnyGenerator, suite: ListSuite<E>): void {
  const { entries, names } = suite;
  const filters = suite.filters ?? [];
  const entryOf =
    suite.entryOf ??
    (({ text }: GeneratedValue) => {
      if (!names) throw new Error(`${g.id}'s list suite needs names or entryOf`);
      return entries.find((e) => names.of(e) === text);
    });
  const poolOf = (choices: Record<string, string>) =>
    entries.filter((e) => filters.every((f) => f.keeps(e, choices[f.name] as string)));
  const { run } = generatorHarness([g], { seed: `${g.id} test seed`, now: 0 });

  describe(`${g.id} as a list generator`, () => {
    if (names) {
      it(`has at least ${names.minimum} entries with unique, cleanly written names`, () => {
        const all = entries.map(names.of);
        expect(all.length).toBeGreaterThanOrEqual(names.minimum);
        const duplicates = all.filter(
          (name, i) => all.findIndex((n) => n.toLowerCase() === name.toLowerCase()) !== i,
        );
        expect(duplicates).toEqual([]);
        for (const name of all) expect(name).toMatch(/^\S(.*\S)?$/u);
        for (const name of all) expect(name).not.toMatch(/\s{2}/);
      });
    }

    // One choice alone should leave something to draw; combining filters may narrow to one.
    it("has entries for every combination of choices, two or more for each single choice", () => {
      expect(entries.length).toBeGreaterThan(1);
      for (const choices of combinations(g, filters)) {
        const least = filters.length === 1 ? 2 : 1;
        expect(poolOf(choices).length, JSON.stringify(choices)).toBeGreaterThanOrEqual(least);
      }
    });

    it("shows only entries of the chosen kind, distinct with No repeats (property)", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...combinations(g, filters)).chain((choices) =>
            fc.record({
              choices: fc.constant(choices),
              count: listCountArbitrary(poolOf(choices).length),
              unique: fc.boolean(),
              seed: fc.string({ maxLength: 8 }),
            }),
          ),
          async ({ choices, count, unique, seed }) => {
            const pool = poolOf(choices);
            const inPool = new Set(pool);
            const generation = await run(g.id, { ...choices, count, unique }, seed);
            expectDrawnFrom(generation, { count, unique }, pool, (value) => {
              const entry = entryOf(value, entries);
              return entry !== undefined && inPool.has(entry) ? entry : undefined;
            });
            for (const value of generation.values) expect(value.text.trim()).not.toBe("");
          },
        ),
        { seed: 20_261_117, numRuns: 40 },
      );
    }, 20_000); // Lists of thousands (the WordNet words) take seconds on a busy machine.
  });
}
