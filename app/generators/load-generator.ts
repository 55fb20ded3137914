import { GENERATOR_SUMMARIES, getGeneratorSummary } from "./catalogue";
import type { AnyGenerator } from "./core/engine";
import { CATEGORY_DEFINITIONS } from "./registry/loaders.generated";

// Loads generator definitions (code, schemas, data loaders) on demand: the category's map of
// dynamic imports, then the one definition. In the browser only the generator being used is
// downloaded; on the server and in tests the same path serves every generator.

/** One category's map from generator id to a dynamic import of its definition. */
export type CategoryDefinitions = Readonly<
  Record<string, () => Promise<{ default: AnyGenerator }>>
>;

/** The generator at /{id}, loaded; undefined when there is none. */
export async function loadGenerator(id: string): Promise<AnyGenerator | undefined> {
  const summary = getGeneratorSummary(id);
  const category = summary && CATEGORY_DEFINITIONS[summary.category];
  if (!category) return undefined;
  const load = (await category()).default[id];
  return load ? (await load()).default : undefined;
}

/** Every generator, loaded, in the registry's order (servers, docs, tests). */
export async function loadAllGenerators(): Promise<AnyGenerator[]> {
  const generators = await Promise.all(GENERATOR_SUMMARIES.map(({ id }) => loadGenerator(id)));
  return generators.filter((generator): generator is AnyGenerator => generator !== undefined);
}
