import { defineListGenerator } from "../../core/list-generator";

export default defineListGenerator({
  id: "this-or-that",
  title: "This or That",
  category: "party",
  iconText: "↔️",
  description:
    "Quick this-or-that choices (cats or dogs? beach or mountains?) for icebreakers, car trips and getting to know someone.",
  keywords: [
    "this or that questions",
    "either or questions",
    "icebreaker game",
    "quick questions",
    "get to know you game",
  ],
  entries: () => import("../../data/this-or-that").then((m) => m.default),
  plural: "choices",
  pool: "the this-or-that choices written for this site",
  value: (text) => ({ text, data: { choice: text } }),
});
