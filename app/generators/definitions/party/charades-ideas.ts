import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { CharadesCategory } from "../../data/charades";

const CATEGORIES: Record<CharadesCategory | "any", string> = {
  any: "Any category",
  animals: "Animals",
  actions: "Actions",
  jobs: "Jobs",
  sports: "Sports",
  objects: "Objects",
};

export default defineListGenerator({
  id: "charades-ideas",
  title: "Charades Ideas",
  category: "party",
  iconText: "🎭",
  description:
    "Things to act out in charades, easy enough for children: animals, everyday actions, jobs, sports and objects.",
  keywords: ["charades words", "charades for kids", "acting game", "mime ideas", "party game"],
  entries: () => import("../../data/charades").then((m) => m.default),
  pool: "the charades prompts of the chosen category",
  filter: {
    name: "category",
    field: select({
      label: "Category",
      options: Object.entries(CATEGORIES).map(([value, label]) => ({
        value: value as CharadesCategory | "any",
        label,
      })),
      default: "any",
    }),
    keeps: (p, category) => category === "any" || p.category === category,
    plural: (category) =>
      category === "any" ? "charades prompts" : CATEGORIES[category].toLowerCase(),
  },
  value: (p) => ({ text: p.text, data: { prompt: p.text, category: p.category } }),
});
