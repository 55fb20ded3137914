import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { CatBreed } from "../../data/cat-breeds";

const COATS: readonly { value: CatBreed["coat"]; label: string; plural: string }[] = [
  { value: "short", label: "Short coat", plural: "short-haired cat breeds" },
  { value: "semi-long", label: "Semi-long coat", plural: "semi-long-haired cat breeds" },
  { value: "long", label: "Long coat", plural: "long-haired cat breeds" },
  { value: "curly", label: "Curly coat (the rex breeds)", plural: "curly-coated cat breeds" },
  { value: "hairless", label: "Hairless", plural: "hairless cat breeds" },
];

export default defineListGenerator({
  id: "cat-breed",
  title: "Random Cat Breed",
  category: "science",
  iconText: "🐈",
  description:
    "Cat breeds recognised by the major cat registries, from the Abyssinian to the Ural Rex, with their coat and country of origin.",
  keywords: ["cat breed", "kitten", "cat", "pet", "pedigree cat"],
  entries: () => import("../../data/cat-breeds").then((m) => m.default),
  pool: "the list of about 75 cat breeds, or those with the chosen coat",
  filters: [
    {
      name: "coat",
      field: select<"any" | CatBreed["coat"]>({
        label: "Coat",
        options: [
          { value: "any", label: "Any coat" },
          ...COATS.map(({ value, label }) => ({ value, label })),
        ],
        default: "any",
      }),
      keeps: (c, choice) => choice === "any" || c.coat === choice,
    },
  ],
  plural: (choice) => COATS.find((c) => c.value === choice)?.plural ?? "cat breeds",
  value: (c) => ({ text: c.name, data: { name: c.name, coat: c.coat, origin: c.origin } }),
});
