import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { InsectOrder } from "../../data/insect-species";

const ORDERS: readonly { value: InsectOrder; label: string; plural: string }[] = [
  { value: "beetle", label: "Beetles", plural: "beetles" },
  { value: "butterfly-moth", label: "Butterflies and moths", plural: "butterflies and moths" },
  { value: "bee-wasp-ant", label: "Bees, wasps and ants", plural: "bees, wasps and ants" },
  { value: "fly", label: "Flies and mosquitoes", plural: "flies" },
  { value: "true-bug", label: "True bugs (cicadas, shield bugs…)", plural: "true bugs" },
  {
    value: "grasshopper-cricket",
    label: "Grasshoppers and crickets",
    plural: "grasshoppers and crickets",
  },
  {
    value: "dragonfly-damselfly",
    label: "Dragonflies and damselflies",
    plural: "dragonflies and damselflies",
  },
  {
    value: "other",
    label: "Others (mantises, stick insects, termites…)",
    plural: "other insects",
  },
];

export default defineListGenerator({
  id: "random-insect",
  title: "Random Insect",
  category: "science",
  iconText: "🐞",
  description:
    "Insect species from beetles and butterflies to mantises and dragonflies, with their scientific name and order.",
  keywords: ["insect", "bug", "entomology", "beetle", "butterfly"],
  entries: () => import("../../data/insect-species").then((m) => m.default),
  pool: "the list of about 155 insect species, or those of the chosen group",
  filters: [
    {
      name: "order",
      field: select<"any" | InsectOrder>({
        label: "Group",
        options: [
          { value: "any", label: "Any insect" },
          ...ORDERS.map(({ value, label }) => ({ value, label })),
        ],
        default: "any",
      }),
      keeps: (i, choice) => choice === "any" || i.order === choice,
    },
  ],
  plural: (choice) => ORDERS.find((o) => o.value === choice)?.plural ?? "insects",
  value: (i) => ({
    text: `${i.name} (${i.scientificName})`,
    data: { name: i.name, scientificName: i.scientificName, order: i.order },
  }),
});
