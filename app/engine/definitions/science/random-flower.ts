import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { Flower } from "../../data/flowers";

const TYPES: readonly { value: Flower["type"]; label: string; plural: string }[] = [
  { value: "annual", label: "Annuals (one season)", plural: "annuals" },
  { value: "biennial", label: "Biennials (flower in their second year)", plural: "biennials" },
  { value: "perennial", label: "Perennials (come back every year)", plural: "perennials" },
  { value: "bulb", label: "Bulbs, corms and tubers", plural: "bulbs" },
  { value: "shrub", label: "Flowering shrubs", plural: "flowering shrubs" },
  { value: "climber", label: "Climbers", plural: "climbers" },
];

export default defineListGenerator({
  id: "random-flower",
  title: "Random Flower",
  category: "science",
  iconText: "🌸",
  description:
    "Flowers picked at random from garden favourites and wildflowers, with their scientific name and how they grow.",
  keywords: ["flower", "garden", "plant", "botany", "wildflower"],
  entries: () => import("../../data/flowers").then((m) => m.default),
  pool: "the list of about 145 flowers, or those that grow the chosen way",
  filters: [
    {
      name: "type",
      field: select<"any" | Flower["type"]>({
        label: "How it grows",
        options: [
          { value: "any", label: "Any flower" },
          ...TYPES.map(({ value, label }) => ({ value, label })),
        ],
        default: "any",
      }),
      keeps: (f, choice) => choice === "any" || f.type === choice,
    },
  ],
  plural: (choice) => TYPES.find((t) => t.value === choice)?.plural ?? "flowers",
  value: (f) => ({
    text: `${f.name} (${f.scientificName})`,
    data: { name: f.name, scientificName: f.scientificName, type: f.type },
  }),
});
