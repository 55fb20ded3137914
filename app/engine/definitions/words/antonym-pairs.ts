import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

const LEVELS = {
  any: { label: "Any level", plural: "antonym pairs" },
  basic: { label: "Basic (big, small)", plural: "basic antonym pairs" },
  advanced: { label: "Advanced (abundant, scarce)", plural: "advanced antonym pairs" },
} as const;

type Level = keyof typeof LEVELS;

export default defineListGenerator({
  id: "antonym-pairs",
  title: "Antonym Pairs",
  category: "words",
  iconText: "↔️",
  description:
    "Pairs of opposite words, from basic ones like big and small to advanced ones like abundant and scarce: for vocabulary lessons, quizzes and word games.",
  keywords: ["antonyms", "opposite words", "opposites", "vocabulary", "esl"],
  entries: () => import("../../data/antonyms").then((m) => m.default),
  pool: "about 100 pairs of English antonyms, narrowed to the chosen level",
  filters: [
    {
      name: "level",
      field: select({
        label: "Level",
        options: (Object.keys(LEVELS) as Level[]).map((value) => ({
          value,
          label: LEVELS[value].label,
        })),
        default: "any",
      }),
      keeps: (p, level) => level === "any" || p.level === level,
    },
  ],
  plural: (level) => LEVELS[level].plural,
  value: (p) => ({
    text: `${p.word} ↔ ${p.opposite}`,
    data: { word: p.word, opposite: p.opposite, level: p.level },
  }),
  defaultCount: 5,
});
