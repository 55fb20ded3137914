import { GENERATOR_INDEX, getGeneratorEntry } from "./catalogue";
import type { AnyGenerator } from "./core/engine";
import { loadDefinition } from "./load-definition";

// Loads generators by id alone (servers, docs, packs, tests), finding each one's category in
// the metadata index.

/** The generator at /{id}, loaded; undefined when there is none. */
export async function loadGenerator(id: string): Promise<AnyGenerator | undefined> {
  const summary = getGeneratorEntry(id);
  return summary ? loadDefinition(summary.category, id) : undefined;
}

/** Every generator, loaded, in the registry's order (servers, docs, tests). */
export async function loadAllGenerators(): Promise<AnyGenerator[]> {
  const generators = await Promise.all(GENERATOR_INDEX.map(({ id }) => loadGenerator(id)));
  return generators.filter((generator): generator is AnyGenerator => generator !== undefined);
}
