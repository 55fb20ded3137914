import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { DrawDifficulty } from "../../data/pictionary";

const DIFFICULTYS: Record<DrawDifficulty | "any", string> = {
  any: "Any",
  easy: "Easy",
  medium: "Medium",
  hard: "Hard",
};

export default defineListGenerator({
  id: "pictionary-words",
  title: "Pictionary Words",
  category: "party",
  iconText: "✏️",
  description:
    "Words to draw in Pictionary-style games, easy objects for young children up to hard actions and ideas.",
  keywords: [
    "pictionary word generator",
    "drawing game",
    "things to draw",
    "draw and guess",
    "sketch game words",
  ],
  entries: () => import("../../data/pictionary").then((m) => m.default),
  pool: "the drawing words of the chosen difficulty",
  filter: {
    name: "difficulty",
    field: select({
      label: "Difficulty",
      options: Object.entries(DIFFICULTYS).map(([value, label]) => ({
        value: value as DrawDifficulty | "any",
        label,
      })),
      default: "any",
    }),
    keeps: (e, choice) => choice === "any" || e.difficulty === choice,
    plural: (choice) => (choice === "any" ? "words" : `${choice} words`),
  },
  value: (w) => ({ text: w.text, data: { word: w.text, difficulty: w.difficulty } }),
});
