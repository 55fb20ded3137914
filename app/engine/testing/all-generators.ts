// Every generator, loaded once for tests that look at the whole catalogue.
import type { AnyGenerator } from "../core/engine";
import { loadAllGenerators } from "../load-generator";

/** Every generator of the registry, loaded. */
export const ALL_GENERATORS: readonly AnyGenerator[] = await loadAllGenerators();

/** [id, generator] pairs for `it.each` over the catalogue (the id names each test). */
export const GENERATOR_CASES = ALL_GENERATORS.map(
  (generator) => [generator.id, generator] as const,
);

const byId = new Map(ALL_GENERATORS.map((generator) => [generator.id, generator]));

/** The loaded generator with this id, if there is one. */
export function findGenerator(id: string): AnyGenerator | undefined {
  return byId.get(id);
}

/** The loaded generator with this id; throws when there is none. */
export function generatorById(id: string): AnyGenerator {
  const generator = byId.get(id);
  if (!generator) throw new Error(`No generator with id ${id}`);
  return generator;
}
