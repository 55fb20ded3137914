import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { Difficulty } from "../../data/pictionary-words";

const LEVELS = {
  any: { label: "Any difficulty", plural: "words to draw" },
  easy: { label: "Easy (one simple thing)", plural: "easy words to draw" },
  medium: { label: "Medium (a thing with a detail, or an action)", plural: "medium words to draw" },
  hard: { label: "Hard (ideas and scenes)", plural: "hard words to draw" },
} as const;

export default defineListGenerator({
  id: "pictionary-words",
  title: "Pictionary Words",
  category: "words",
  iconText: "✏️",
  description:
    "Words and phrases to draw for Pictionary and other drawing games, easy, medium or hard: from a cat to déjà vu.",
  keywords: ["pictionary words", "drawing game", "things to draw", "party game", "charades"],
  entries: () => import("../../data/pictionary-words").then((m) => m.default),
  pool: "over 350 words and phrases to draw, narrowed to the chosen difficulty",
  filters: [
    {
      name: "difficulty",
      field: select({
        label: "Difficulty",
        options: Object.entries(LEVELS).map(([value, l]) => ({
          value: value as Difficulty | "any",
          label: l.label,
        })),
        default: "any",
      }),
      keeps: (entry, level) => level === "any" || entry.difficulty === level,
    },
  ],
  plural: (level) => LEVELS[level].plural,
  value: (e) => ({ text: e.word, data: { word: e.word, difficulty: e.difficulty } }),
  defaultCount: 5,
});
