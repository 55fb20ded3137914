import { fieldSpecs, validateInput, type AnyGenerator } from "~/engine/core/engine";

import type { Pack } from "./packs";

/** How many generators a pack holds: enough to be a bundle, few enough to read at a glance. */
export const PACK_ITEMS = { min: 3, max: 6 } as const;

/** Finds a generator by id; tests pass their own to check a pack against made-up generators. */
export type GeneratorLookup = (id: string) => AnyGenerator | undefined;

/**
 * Everything wrong with a pack, one sentence each; empty when it is fine. A unit test runs it
 * on every pack, so a missing generator or a preset that does not validate fails the build,
 * never a page.
 */
export function checkPack(pack: Pack, lookup: GeneratorLookup): string[] {
  const problems: string[] = [];
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(pack.id)) {
    problems.push(`The id "${pack.id}" is not lowercase kebab-case.`);
  }
  for (const key of ["title", "description", "iconText"] as const) {
    if (pack[key].trim() === "") problems.push(`The ${key} is empty.`);
  }
  if (pack.items.length < PACK_ITEMS.min || pack.items.length > PACK_ITEMS.max) {
    problems.push(
      `It has ${pack.items.length} items; a pack holds ${PACK_ITEMS.min} to ${PACK_ITEMS.max}.`,
    );
  }
  pack.items.forEach((item, index) => {
    const where = `Item ${index + 1} (${item.generatorId})`;
    const generator = lookup(item.generatorId);
    if (!generator) {
      problems.push(`${where}: there is no generator with this id.`);
      return;
    }
    if (generator.secret) {
      // A pack runs from one shared seed, and its page shows its values: never a secret's.
      problems.push(`${where}: a secret generator's values cannot be in a pack.`);
    }
    // validateInput ignores unknown fields, so a misspelt name would silently take the default.
    const names = new Set(fieldSpecs(generator).map((spec) => spec.name));
    for (const name of Object.keys(item.inputs)) {
      if (!names.has(name)) problems.push(`${where}: the generator has no input "${name}".`);
    }
    const validation = validateInput(generator, { ...item.inputs });
    if (!validation.ok) {
      for (const problem of validation.problems) problems.push(`${where}: ${problem.message}`);
    }
    if (item.note !== undefined && item.note.trim() === "") {
      problems.push(`${where}: the note is empty.`);
    }
  });
  return problems;
}
