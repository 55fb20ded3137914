import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { PlantKind } from "../../data/plants";

const KINDS: Record<PlantKind | "any", string> = {
  any: "Any plant",
  herb: "Herbs",
  vegetable: "Vegetables",
  fruit: "Fruit",
  flower: "Flowers",
  houseplant: "Houseplants",
};

export default defineListGenerator({
  id: "plant-to-grow",
  title: "Plant to Grow",
  category: "home-life",
  iconText: "🌱",
  description:
    "What should you grow next? Picks easy plants for a garden, a balcony or a windowsill: herbs, vegetables, fruit, flowers or houseplants.",
  keywords: [
    "gardening ideas",
    "what to plant",
    "houseplant picker",
    "grow your own",
    "garden planner",
  ],
  entries: () => import("../../data/plants").then((m) => m.default),
  pool: "the plants of the chosen kind",
  filters: [
    {
      name: "kind",
      field: select({
        label: "Kind of plant",
        options: Object.entries(KINDS).map(([value, label]) => ({
          value: value as PlantKind | "any",
          label,
        })),
        default: "any",
      }),
      keeps: (e, choice) => choice === "any" || e.kind === choice,
    },
  ],
  plural: (choice) => (choice === "any" ? "plants" : KINDS[choice].toLowerCase()),
  value: (p) => ({ text: p.name, data: { plant: p.name, kind: p.kind } }),
});
