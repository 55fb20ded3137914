import { defineListGenerator } from "../../core/list-generator";

export default defineListGenerator({
  id: "self-care-idea",
  title: "Self-Care Idea",
  category: "home-life",
  iconText: "🛁",
  description: "A small, cheap, restful thing to do for yourself today, written for this site.",
  keywords: ["self care ideas", "relaxation ideas", "wellbeing", "me time", "mood booster"],
  entries: () => import("../../data/self-care-ideas").then((m) => m.default),
  plural: "ideas",
  pool: "the self-care ideas written for this site",
  value: (text) => ({ text, data: { idea: text } }),
});
