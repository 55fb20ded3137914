import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { WouldYouRatherTheme } from "../../data/would-you-rather";

const THEMES: Record<WouldYouRatherTheme | "any", string> = {
  any: "Any theme",
  silly: "Silly",
  powers: "Superpowers",
  food: "Food",
  adventure: "Travel & adventure",
  everyday: "Everyday life",
};

export default defineListGenerator({
  id: "would-you-rather",
  title: "Would You Rather",
  category: "party",
  iconText: "🤔",
  description:
    "Would-you-rather questions for all ages, written for this site: silly, superpowers, food, adventure and everyday dilemmas for parties, car trips and classrooms.",
  keywords: [
    "would you rather questions",
    "dilemmas",
    "party questions",
    "kids questions",
    "car games",
  ],
  entries: () => import("../../data/would-you-rather").then((m) => m.default),
  pool: "the would-you-rather questions of the chosen theme",
  filters: [
    {
      name: "theme",
      field: select({
        label: "Theme",
        options: Object.entries(THEMES).map(([value, label]) => ({
          value: value as WouldYouRatherTheme | "any",
          label,
        })),
        default: "any",
      }),
      keeps: (q, theme) => theme === "any" || q.theme === theme,
    },
  ],
  plural: (theme) => (theme === "any" ? "questions" : `${THEMES[theme].toLowerCase()} questions`),
  value: (q) => ({ text: q.text, data: { question: q.text, theme: q.theme } }),
});
