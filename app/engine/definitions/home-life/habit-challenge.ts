import { defineListGenerator } from "../../core/list-generator";

export default defineListGenerator({
  id: "habit-challenge",
  title: "Habit Challenge",
  category: "home-life",
  iconText: "📆",
  description:
    "A small daily habit to try for a week or a month: health, home, money, learning and kindness, one achievable step at a time.",
  keywords: [
    "habit tracker",
    "30 day challenge",
    "self improvement",
    "new habit",
    "daily challenge",
  ],
  entries: () => import("../../data/habits").then((m) => m.default),
  plural: "habits",
  pool: "the habits written for this site",
  value: (text) => ({ text, data: { habit: text } }),
});
