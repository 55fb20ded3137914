import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { FishSpecies } from "../../data/fish-species";

const WATERS: readonly { value: FishSpecies["water"]; label: string; plural: string }[] = [
  { value: "freshwater", label: "Freshwater (rivers and lakes)", plural: "freshwater fish" },
  { value: "saltwater", label: "Saltwater (seas and reefs)", plural: "saltwater fish" },
  {
    value: "migratory",
    label: "Both: move between rivers and the sea (salmon, eels…)",
    plural: "fish that live in both",
  },
];

export default defineListGenerator({
  id: "random-fish",
  title: "Random Fish",
  category: "science",
  iconText: "🐟",
  description:
    "Fish species from rivers, lakes, reefs and the open sea, with their scientific name and the water they live in.",
  keywords: ["fish species", "aquarium fish", "marine life", "fishing", "ichthyology"],
  entries: () => import("../../data/fish-species").then((m) => m.default),
  pool: "the list of about 150 fish species, or those of the chosen water",
  filters: [
    {
      name: "water",
      field: select<"any" | FishSpecies["water"]>({
        label: "Water",
        options: [
          { value: "any", label: "Any water" },
          ...WATERS.map(({ value, label }) => ({ value, label })),
        ],
        default: "any",
      }),
      keeps: (f, choice) => choice === "any" || f.water === choice,
    },
  ],
  plural: (choice) => WATERS.find((w) => w.value === choice)?.plural ?? "fish",
  value: (f) => ({
    text: `${f.name} (${f.scientificName})`,
    data: { name: f.name, scientificName: f.scientificName, water: f.water },
  }),
});
