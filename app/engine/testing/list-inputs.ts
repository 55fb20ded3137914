// Lists typed by a visitor, for the tests of the generators that take one (pick, shuffle,
// order, teams). Only tests import this module.
import fc from "fast-check";
import { expect } from "vitest";

import type { AnyGenerator } from "../core/engine";
import type { FieldSpec } from "../core/field-kinds";
import { runUnlessRefused, validInputArbitrary } from "./harness";

/** A messy list: blanks (one of them only spaces) and repeats around four distinct entries. */
export const MESSY = "Ana\n\nBen\n  Ana  \nCy\n   \nDee\nBen\nAna\n";
/** The entries of {@link MESSY} once cleaned. */
export const MESSY_CLEAN = ["Ana", "Ben", "Cy", "Dee"];
/** The notes a generator gives on cleaning {@link MESSY}. */
export const MESSY_NOTES = ["Ignored 3 blank entries.", "Removed 3 duplicate entries."];

/** The entries in sorted order, to compare lists whatever order they were drawn in. */
export const sorted = (items: readonly string[]) => [...items].sort();

/** Lists of short entries with blanks, spaces and repeats, one per line or comma-separated. */
const listArbitrary = fc
  .tuple(
    fc.array(fc.constantFrom("Ana", "Ben", "Cy", " Dee ", "", "  ", "Eli", "Fay", "Gus"), {
      maxLength: 12,
    }),
    fc.boolean(),
  )
  .map(([items, commas]) => items.join(commas ? "," : "\n"));

/** Integers up to 12 and messy lists; other fields as validInputArbitrary draws them. */
function smallListFieldArbitrary(spec: FieldSpec): fc.Arbitrary<unknown> | undefined {
  if (spec.kind === "integer") return fc.integer({ min: spec.min, max: Math.min(spec.max, 12) });
  return spec.kind === "list" ? listArbitrary : undefined;
}

/** The cleaned entries of a list, computed here independently of splitList. */
export function cleaned(raw: string): string[] {
  const parts = (raw.includes("\n") ? raw.split("\n") : raw.split(",")).map((s) => s.trim());
  return [...new Set(parts.filter((s) => s !== ""))];
}

/**
 * Checks that any valid input of `g` (integers up to 12, messy lists) gives `declaredCount`
 * values, none empty, and that a value of a generator with a list shows entries of that list.
 */
export async function assertDeclaredCount(
  g: AnyGenerator,
  declaredCount: (input: Record<string, unknown>) => number,
  clock: { now: number },
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(validInputArbitrary(g, smallListFieldArbitrary), async (raw) => {
      const accepted = await runUnlessRefused(g, raw, clock);
      if (!accepted) return;
      const { input, generation } = accepted;
      expect(generation.values).toHaveLength(declaredCount(input));
      for (const value of generation.values) expect(value.text.length).toBeGreaterThan(0);
      const list = (input.entries ?? input.names) as string | undefined;
      if (list !== undefined) {
        const items = cleaned(list);
        for (const value of generation.values) {
          const entry = (value.data?.entry ?? value.data?.members) as string | string[];
          for (const e of [entry].flat()) expect(items).toContain(e);
        }
      }
    }),
    { seed: 20260101, numRuns: 80 },
  );
}
