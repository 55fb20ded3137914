import type { AnyGenerator } from "./core/engine";
import { CATEGORY_DEFINITIONS } from "./registry/loaders.generated";

// Loads one generator definition (code, schemas, data loaders) on demand: the category's map of
// dynamic imports, then the definition. No metadata of other generators comes with it, so a
// generator page that knows its generator's category downloads only what it runs.

/** One category's map from generator id to a dynamic import of its definition. */
export type CategoryDefinitions = Readonly<
  Record<string, () => Promise<{ default: AnyGenerator }>>
>;

/** The generator `id` of `category`, loaded; undefined when the category has no such id. */
export async function loadDefinition(
  category: string,
  id: string,
): Promise<AnyGenerator | undefined> {
  const definitions = CATEGORY_DEFINITIONS[category];
  if (!definitions) return undefined;
  const load = (await definitions()).default[id];
  return load ? (await load()).default : undefined;
}
