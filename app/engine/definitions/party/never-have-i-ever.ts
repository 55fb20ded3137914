import { defineListGenerator } from "../../core/list-generator";

export default defineListGenerator({
  id: "never-have-i-ever",
  title: "Never Have I Ever",
  category: "party",
  iconText: "🙋",
  description:
    "Never-have-I-ever statements for all ages, written for this site: travel, food, mishaps and firsts, nothing rude, for parties, sleepovers and class games.",
  keywords: [
    "never have i ever questions",
    "party game",
    "kids party game",
    "sleepover games",
    "get to know you",
  ],
  entries: () => import("../../data/never-have-i-ever").then((m) => m.default),
  plural: "statements",
  pool: "the family-safe never-have-I-ever statements written for this site",
  value: (text) => ({ text, data: { statement: text } }),
});
