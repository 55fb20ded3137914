import groups from "../data/emoji-groups";
import type emojis from "../data/emojis";

// The emoji groups and subgroups as choices, and the Emoji versions a list can stop at, shared
// by the emoji generators. The groups table is small (about 110 rows), so it is imported
// eagerly to build the choices; the emoji themselves load only when a generator runs.

export type Emoji = (typeof emojis)[number];

const ROWS = new Map(groups.map((row) => [row[2], row]));

/** The groups alone (no subgroups), as select options. */
export const EMOJI_GROUP_OPTIONS = groups
  .filter(([, subgroup]) => subgroup < 0)
  .map(([, , key, name]) => ({ value: key, label: capital(name) }));

/** "smileys & emotion" → "Smileys & emotion". */
function capital(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Every group, each followed by its subgroups, as select options (the value is the key). */
export const EMOJI_KIND_OPTIONS = groups.map(([group, subgroup, key, name]) => ({
  value: key,
  label:
    subgroup < 0
      ? capital(name)
      : `${capital(groups.find(([g, s]) => s < 0 && g === group)?.[3] ?? "")} › ${name}`,
}));

/** Whether `emoji` belongs to the group or subgroup with this key ("any": every emoji). */
export function emojiOfKind(emoji: Emoji, key: string): boolean {
  if (key === "any") return true;
  const row = ROWS.get(key);
  if (!row) return false;
  return row[1] < 0 ? emoji[2] === row[0] : emoji[3] === row[1];
}

/** The name of a group or subgroup key, for notes ("emoji in animal mammals"). */
export function emojiKindName(key: string): string {
  const row = groups.find(([, , k]) => k === key);
  return row ? row[3] : "any kind";
}

/** The Emoji versions a list can stop at, newest first, with the year each came out. */
export const EMOJI_VERSION_OPTIONS = [
  { value: "17", label: "All, up to Emoji 17.0 (2025)" },
  { value: "15.1", label: "Up to Emoji 15.1 (2023)" },
  { value: "13.1", label: "Up to Emoji 13.1 (2020)" },
  { value: "11", label: "Up to Emoji 11.0 (2018): shows on older phones" },
  { value: "5", label: "Up to Emoji 5.0 (2017): shows almost everywhere" },
] as const;

/** Loads the emoji list. */
export const loadEmojis = () => import("../data/emojis").then((m) => m.default);
