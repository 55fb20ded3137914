import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { DogBreed } from "../../data/dog-breeds";

const SIZES: readonly { value: DogBreed["size"]; label: string }[] = [
  { value: "toy", label: "Toy (under about 5 kg)" },
  { value: "small", label: "Small (about 5–12 kg)" },
  { value: "medium", label: "Medium (about 12–25 kg)" },
  { value: "large", label: "Large (about 25–45 kg)" },
  { value: "giant", label: "Giant (over about 45 kg)" },
];

export default defineListGenerator({
  id: "dog-breed",
  title: "Random Dog Breed",
  category: "science",
  iconText: "🐕",
  description:
    "Dog breeds picked from about two hundred recognised by the big kennel clubs, with their size and country of origin.",
  keywords: ["dog breed", "puppy", "dog", "pet", "kennel club"],
  entries: () => import("../../data/dog-breeds").then((m) => m.default),
  pool: "the list of about 200 dog breeds, or those of the chosen size",
  filters: [
    {
      name: "size",
      field: select<"any" | DogBreed["size"]>({
        label: "Size",
        options: [{ value: "any", label: "Any size" }, ...SIZES],
        default: "any",
      }),
      keeps: (d, choice) => choice === "any" || d.size === choice,
    },
  ],
  plural: (choice) => (choice === "any" ? "dog breeds" : `${choice} dog breeds`),
  value: (d) => ({
    text: d.name,
    data: { name: d.name, size: d.size, origin: d.origin },
  }),
});
