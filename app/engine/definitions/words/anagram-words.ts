import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

const LENGTHS = {
  any: { label: "Any length", plural: "anagram sets", keeps: () => true },
  short: {
    label: "Short (3–4 letters)",
    plural: "anagram sets of 3–4 letters",
    keeps: (n: number) => n <= 4,
  },
  medium: {
    label: "Medium (5–6 letters)",
    plural: "anagram sets of 5–6 letters",
    keeps: (n: number) => n >= 5 && n <= 6,
  },
  long: {
    label: "Long (7 letters or more)",
    plural: "anagram sets of 7 letters or more",
    keeps: (n: number) => n >= 7,
  },
} as const;

type Length = keyof typeof LENGTHS;

export default defineListGenerator({
  id: "anagram-words",
  title: "Anagram Words",
  category: "words",
  iconText: "🔀",
  description:
    "Sets of common English words spelled with the same letters (angel and angle; listen and silent), short or long: for word puzzles, classes and games.",
  keywords: ["anagrams", "anagram words", "word puzzle", "same letters", "word games"],
  entries: () => import("../../data/anagram-groups").then((m) => m.default),
  pool: "the sets of common English words with the same letters cut from WordNet's common words, narrowed to the chosen length",
  filters: [
    {
      name: "length",
      field: select({
        label: "Word length",
        options: Object.entries(LENGTHS).map(([value, l]) => ({
          value: value as Length,
          label: l.label,
        })),
        default: "any",
      }),
      keeps: (group, length) => LENGTHS[length].keeps(group[0]?.length ?? 0),
    },
  ],
  plural: (length) => LENGTHS[length].plural,
  value: (group) => ({
    text: group.join(" · "),
    data: { words: group, letters: group[0]?.length ?? 0 },
  }),
});
