// The kinds that writing generators filter by, kept apart from the data lists so a generator
// file can name them without pulling its list into its own bundle (lists load lazily).

export const PROMPT_GENRES = [
  "fantasy",
  "science-fiction",
  "mystery",
  "adventure",
  "realistic",
  "humour",
  "spooky",
] as const;

export type PromptGenre = (typeof PROMPT_GENRES)[number];

export const TWIST_KINDS = ["identity", "reversal", "secret", "world"] as const;

export type TwistKind = (typeof TWIST_KINDS)[number];

export const TRAIT_KINDS = ["positive", "negative", "neutral"] as const;

export type TraitKind = (typeof TRAIT_KINDS)[number];

export const PLACE_KINDS = ["town", "wild", "fantasy", "future"] as const;

export type PlaceKind = (typeof PLACE_KINDS)[number];

export const CONFLICT_TYPES = ["person", "nature", "society", "self", "technology"] as const;

export type ConflictType = (typeof CONFLICT_TYPES)[number];

export const DESIGN_DISCIPLINES = ["graphic", "web", "product", "packaging"] as const;

export type DesignDiscipline = (typeof DESIGN_DISCIPLINES)[number];

/** How the genres read in forms and notes. */
export const PROMPT_GENRE_LABELS: Record<PromptGenre, string> = {
  fantasy: "Fantasy",
  "science-fiction": "Science fiction",
  mystery: "Mystery",
  adventure: "Adventure",
  realistic: "Realistic",
  humour: "Humour",
  spooky: "Spooky (not gory)",
};

export const VILLAIN_KINDS = ["sympathetic", "misguided", "selfish"] as const;

export type VillainKind = (typeof VILLAIN_KINDS)[number];

export const JOURNAL_THEMES = [
  "reflection",
  "gratitude",
  "memories",
  "future",
  "creativity",
] as const;

export type JournalTheme = (typeof JOURNAL_THEMES)[number];

export const DIALOGUE_TONES = ["tense", "funny", "mysterious", "warm"] as const;

export type DialogueTone = (typeof DIALOGUE_TONES)[number];
