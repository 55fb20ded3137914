import { CATEGORIES, type Category, type CategoryId } from "./categories";
import numbers from "./definitions/numbers";
import identifiers from "./definitions/identifiers";
import security from "./definitions/security";
import text from "./definitions/text";
import colors from "./definitions/colors";
import datesTimes from "./definitions/dates-times";
import decisions from "./definitions/decisions";
import games from "./definitions/games";
import names from "./definitions/names";
import places from "./definitions/places";
import animals from "./definitions/animals";
import food from "./definitions/food";
import type { AnyGenerator } from "./core/engine";

/**
 * The one registry of generators. Routes, the header menu, search, the sitemap and the tests
 * all read it; data-heavy generators load their lists lazily, so importing it stays light.
 */
export const GENERATORS: readonly AnyGenerator[] = [
  ...numbers,
  ...identifiers,
  ...security,
  ...text,
  ...colors,
  ...datesTimes,
  ...decisions,
  ...games,
  ...names,
  ...places,
  ...animals,
  ...food,
];

const byId = new Map(GENERATORS.map((generator) => [generator.id, generator]));

/** The generator at /{id}, if there is one. */
export function getGenerator(id: string): AnyGenerator | undefined {
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

/** What lists and menus show of a generator: no schema, no code. */
export interface GeneratorSummary {
  id: string;
  title: string;
  category: CategoryId;
  iconText?: string;
  description: string;
  keywords: readonly string[];
}

function summarize(generator: AnyGenerator): GeneratorSummary {
  const { id, title, category, iconText, description, keywords } = generator;
  return { id, title, category, iconText, description, keywords };
}

/** Every generator, sorted by title (search and /all). */
export function generatorsByTitle(): GeneratorSummary[] {
  return GENERATORS.map(summarize).sort((a, b) => a.title.localeCompare(b.title, "en"));
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
    const generator = getGenerator(id);
    return generator ? [summarize(generator)] : [];
  });
}
