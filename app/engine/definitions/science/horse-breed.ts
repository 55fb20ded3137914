import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { HorseBreed } from "../../data/horse-breeds";

const TYPES: readonly { value: HorseBreed["type"]; label: string; plural: string }[] = [
  { value: "light", label: "Light horses (riding and racing)", plural: "light horse breeds" },
  { value: "warmblood", label: "Warmbloods (sport horses)", plural: "warmblood breeds" },
  { value: "draft", label: "Draft horses (heavy horses)", plural: "draft horse breeds" },
  { value: "pony", label: "Ponies", plural: "pony breeds" },
  { value: "gaited", label: "Gaited horses", plural: "gaited horse breeds" },
];

export default defineListGenerator({
  id: "horse-breed",
  title: "Random Horse Breed",
  category: "science",
  iconText: "🐎",
  description:
    "Horse and pony breeds from around the world, from the Arabian to the Shetland pony, with their type and origin.",
  keywords: ["horse breed", "pony", "horse", "equestrian", "riding"],
  entries: () => import("../../data/horse-breeds").then((m) => m.default),
  pool: "the list of about 105 horse and pony breeds, or those of the chosen type",
  filters: [
    {
      name: "type",
      field: select<"any" | HorseBreed["type"]>({
        label: "Type",
        options: [
          { value: "any", label: "Any horse or pony" },
          ...TYPES.map(({ value, label }) => ({ value, label })),
        ],
        default: "any",
      }),
      keeps: (h, choice) => choice === "any" || h.type === choice,
    },
  ],
  plural: (choice) => TYPES.find((t) => t.value === choice)?.plural ?? "horse breeds",
  value: (h) => ({ text: h.name, data: { name: h.name, type: h.type, origin: h.origin } }),
});
