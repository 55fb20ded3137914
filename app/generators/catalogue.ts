import { CATEGORIES, type Category, type CategoryId } from "./categories";
import { GENERATOR_METADATA } from "./registry/metadata.generated";

// What lists, menus, search, the sitemap and the docs index know of generators: their metadata,
// generated from the definition files (`npm run generators:update`). No generator code is
// reachable from here; a page that runs a generator loads it with ./load-generator.

/** What lists and menus show of a generator: no schema, no code. */
export interface GeneratorSummary {
  id: string;
  title: string;
  category: CategoryId;
  iconText?: string;
  description: string;
  keywords: readonly string[];
}

/** Every generator's metadata, by id. */
export const GENERATOR_SUMMARIES: readonly GeneratorSummary[] = GENERATOR_METADATA;

const byId = new Map(GENERATOR_SUMMARIES.map((summary) => [summary.id, summary]));

/** The metadata of the generator at /{id}, if there is one. */
export function getGeneratorSummary(id: string): GeneratorSummary | undefined {
  return byId.get(id);
}

/**
 * The generators the home page leads with: what people most often come to a random site for.
 * Listed here once; a test checks every id exists.
 */
export const POPULAR_GENERATOR_IDS = [
  "random-number",
  "password-generator",
  "dice-roller",
  "coin-flip",
  "pick-from-list",
  "team-generator",
  "uuid-v4",
  "random-hex-color",
  "yes-or-no",
] as const;

/** Every generator, sorted by title (search and /all). */
export function generatorsByTitle(): GeneratorSummary[] {
  return [...GENERATOR_SUMMARIES].sort((a, b) => a.title.localeCompare(b.title, "en"));
}

export interface CategoryGroup {
  category: Category;
  generators: GeneratorSummary[];
}

/** Generators grouped by category in menu order, each group sorted by title (header menu). */
export function generatorsByCategory(): CategoryGroup[] {
  const sorted = generatorsByTitle();
  return CATEGORIES.map((category) => ({
    category,
    generators: sorted.filter((generator) => generator.category === category.id),
  })).filter((group) => group.generators.length > 0);
}

/** The popular generators, in the order the home page shows them. */
export function popularGenerators(): GeneratorSummary[] {
  return POPULAR_GENERATOR_IDS.flatMap((id) => {
    const summary = getGeneratorSummary(id);
    return summary ? [summary] : [];
  });
}
