// The checks every "random X from a list" generator of the science, geography, emoji and colour
// categories shares; only `*.test.ts` files import this module.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { fieldSpecs, validateInput, type AnyGenerator, type GeneratedValue } from "../core/engine";
import { seededRandom } from "../core/random";
import { runGenerator } from "../core/engine";
import { expectDrawnFrom, expectWellFormed, listCountArbitrary } from "./harness";

/** How the test itself decides which entries a choice keeps (not the generator's own code). */
export interface FilterCheck<E> {
  name: string;
  keeps(entry: E, choice: string): boolean;
}

interface ListChecks<E> {
  category: string;
  entries: readonly E[];
  filters?: readonly FilterCheck<E>[];
  /** The entry a value shows, checking that it shows it right; undefined when it shows none. */
  entryOf(value: GeneratedValue): E | undefined;
  /** The list's size at least, and each entry's name, unique ignoring case and cleanly written. */
  names?: { minimum: number; of(entry: E): string };
}

function selectOptions(g: AnyGenerator, name: string): string[] {
  const spec = fieldSpecs(g).find((s) => s.name === name);
  if (spec?.kind !== "select") throw new Error(`${g.id} has no select field ${name}`);
  return spec.options.map((o) => o.value);
}

/** Every combination of the filters' choices. */
function combinations(g: AnyGenerator, filters: readonly FilterCheck<unknown>[]) {
  let combos: Record<string, string>[] = [{}];
  for (const f of filters) {
    combos = combos.flatMap((c) => selectOptions(g, f.name).map((v) => ({ ...c, [f.name]: v })));
  }
  return combos;
}

/**
 * Registers the shared tests of a list generator: well formed, reproducible by seed, every
 * combination of choices non-empty, values drawn only from the chosen entries (distinct with No
 * repeats, the whole pool with a note past its end; property) and unknown choices refused.
 */
export function describeListGenerator<E>(g: AnyGenerator, checks: ListChecks<E>): void {
  const filters = checks.filters ?? [];
  const poolOf = (choices: Record<string, string>) =>
    checks.entries.filter((e) => filters.every((f) => f.keeps(e, choices[f.name] as string)));
  const run = async (raw: Record<string, unknown>, seed: string) => {
    const validation = validateInput(g, raw);
    if (!validation.ok) throw new Error(JSON.stringify(validation.problems));
    return runGenerator(g, seededRandom(seed), validation.input, { now: 0 });
  };

  describe(`${g.id} as a list generator`, () => {
    it("is well formed and reproducible by seed", async () => {
      expectWellFormed(g, checks.category);
      const a = await run({ count: 5 }, "same");
      expect(await run({ count: 5 }, "same")).toEqual(a);
      expect(await run({ count: 5 }, "other")).not.toEqual(a);
    });

    if (checks.names) {
      const { minimum, of } = checks.names;
      it(`has at least ${minimum} entries with unique, cleanly written names`, () => {
        const names = checks.entries.map(of);
        expect(names.length).toBeGreaterThanOrEqual(minimum);
        const duplicates = names.filter(
          (name, i) => names.findIndex((n) => n.toLowerCase() === name.toLowerCase()) !== i,
        );
        expect(duplicates).toEqual([]);
        for (const name of names) expect(name).toMatch(/^\S(.*\S)?$/u);
        for (const name of names) expect(name).not.toMatch(/\s{2}/);
      });
    }

    it("has entries for every combination of choices", () => {
      for (const choices of combinations(g, filters as FilterCheck<unknown>[])) {
        expect(poolOf(choices).length, JSON.stringify(choices)).toBeGreaterThan(0);
      }
    });

    it("shows only entries of the chosen kind, distinct with No repeats (property)", async () => {
      const combos = combinations(g, filters as FilterCheck<unknown>[]);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...combos).chain((choices) =>
            fc.record({
              choices: fc.constant(choices),
              count: listCountArbitrary(poolOf(choices).length),
              unique: fc.boolean(),
              seed: fc.string({ maxLength: 8 }),
            }),
          ),
          async ({ choices, count, unique, seed }) => {
            const pool = poolOf(choices);
            const generation = await run({ ...choices, count, unique }, seed);
            expectDrawnFrom(generation, { count, unique }, pool, (value) => {
              const entry = checks.entryOf(value);
              return entry !== undefined && pool.includes(entry) ? entry : undefined;
            });
          },
        ),
        { seed: 20_261_117, numRuns: 40 },
      );
    });

    it("refuses an unknown choice or count, naming the field", () => {
      for (const f of filters) {
        const validation = validateInput(g, { [f.name]: "no-such-choice" });
        expect(validation.ok).toBe(false);
        if (!validation.ok) expect(validation.problems[0]?.field).toBe(f.name);
      }
      for (const bad of [0, 2.5, 10_001]) {
        const validation = validateInput(g, { count: bad });
        expect(validation.ok).toBe(false);
        if (!validation.ok) expect(validation.problems[0]?.field).toBe("count");
      }
    });
  });
}
