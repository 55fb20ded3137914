import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { BreakfastPace } from "../../data/breakfasts";

const PACES: Record<BreakfastPace | "any", string> = {
  any: "Any",
  quick: "Quick (about five minutes)",
  slow: "Slow (weekend or brunch)",
};

export default defineListGenerator({
  id: "breakfast-idea",
  title: "Breakfast Idea",
  category: "food",
  iconText: "🍳",
  description:
    "What's for breakfast? Ideas from around the world, quick ones for a busy morning or slow ones for the weekend.",
  keywords: [
    "breakfast ideas",
    "what to eat for breakfast",
    "brunch ideas",
    "morning meal",
    "weekend brunch",
  ],
  entries: () => import("../../data/breakfasts").then((m) => m.default),
  pool: "the breakfasts of the chosen kind",
  filters: [
    {
      name: "pace",
      field: select({
        label: "Time",
        options: Object.entries(PACES).map(([value, label]) => ({
          value: value as BreakfastPace | "any",
          label,
        })),
        default: "any",
      }),
      keeps: (e, choice) => choice === "any" || e.pace === choice,
    },
  ],
  plural: (choice) => (choice === "any" ? "breakfasts" : `${choice} breakfasts`),
  value: (b) => ({ text: b.name, data: { breakfast: b.name, pace: b.pace } }),
});
