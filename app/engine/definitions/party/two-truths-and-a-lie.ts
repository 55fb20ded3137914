import { defineListGenerator } from "../../core/list-generator";

export default defineListGenerator({
  id: "two-truths-and-a-lie",
  title: "Two Truths and a Lie Topics",
  category: "party",
  iconText: "🤥",
  description:
    "A topic for Two Truths and a Lie, so players don't go blank: each tells two true things and one invented one about it, and the others guess the lie.",
  keywords: [
    "two truths and a lie",
    "icebreaker game",
    "get to know you game",
    "team building game",
    "party game ideas",
  ],
  entries: () => import("../../data/two-truths-topics").then((m) => m.default),
  plural: "topics",
  pool: "the two-truths-and-a-lie topics written for this site",
  value: (text) => ({ text, data: { topic: text } }),
});
