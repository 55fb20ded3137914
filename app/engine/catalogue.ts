import { CATEGORIES, type CategoryId } from "./categories";
import { GENERATOR_METADATA, SECRET_GENERATOR_IDS } from "./registry/metadata.generated";

// What menus, search and the saved-values panel know of generators: the metadata index,
// generated from the definition files (`npm run generators:update`). No generator code, and no
// descriptions (./generator-summaries.ts adds them for server-rendered lists), so the index
// the browser downloads stays small as the catalogue grows.

/** One generator in the metadata index: what a menu or search shows, no schema, no code. */
export interface GeneratorEntry {
  id: string;
  title: string;
  category: CategoryId;
  iconText?: string;
  keywords: readonly string[];
  /** Its values are secrets: made only in the browser, never seeded or kept (engine.ts). */
  secret?: true;
}

/** The index as generated: per category, [title, icon, keywords, id when not the slug]. */
export type PackedIndex = Readonly<
  Partial<Record<CategoryId, readonly (readonly [string, string, string, string?])[]>>
>;

/** Joins a generator's keywords in the packed index (no keyword contains it). */
export const KEYWORD_SEPARATOR = "|";

/** The id a title gives when nothing else is said: "Random Number" → "random-number". */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function unpack(packed: PackedIndex, secretIds: ReadonlySet<string>): GeneratorEntry[] {
  return CATEGORIES.flatMap(({ id: category }) =>
    (packed[category] ?? []).map(([title, iconText, keywords, packedId]) => {
      const id = packedId ?? slugOf(title);
      return {
        id,
        title,
        category,
        ...(iconText ? { iconText } : {}),
        keywords: keywords === "" ? [] : keywords.split(KEYWORD_SEPARATOR),
        ...(secretIds.has(id) ? { secret: true as const } : {}),
      };
    }),
  ).sort((a, b) => a.id.localeCompare(b.id));
}

/** Every generator's index entry, by id. */
export const GENERATOR_INDEX: readonly GeneratorEntry[] = unpack(
  GENERATOR_METADATA,
  new Set(SECRET_GENERATOR_IDS),
);

const byId = new Map(GENERATOR_INDEX.map((entry) => [entry.id, entry]));

/** The index entry of the generator at /{id}, if there is one. */
export function getGeneratorEntry(id: string): GeneratorEntry | undefined {
  return byId.get(id);
}
