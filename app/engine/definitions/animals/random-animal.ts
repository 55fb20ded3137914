import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import { capitalize } from "../../shared/format";
import type { AnimalGroup } from "../../data/animals";

const GROUP_PLURALS: Record<AnimalGroup | "any", string> = {
  any: "animals",
  mammal: "mammals",
  bird: "birds",
  reptile: "reptiles",
  amphibian: "amphibians",
  fish: "fish",
  insect: "insects",
  other: "other invertebrates",
};

export default defineListGenerator({
  id: "random-animal",
  title: "Random Animal",
  category: "animals",
  iconText: "🐾",
  description:
    "Animals picked at random from hundreds of mammals, birds, reptiles, amphibians, fish, insects and more.",
  keywords: ["animal picker", "wildlife", "zoo", "pictionary", "creature"],
  entries: () => import("../../data/animals").then((m) => m.default),
  pool: "the animals of the chosen kind",
  filters: [
    {
      name: "group",
      field: select({
        label: "Kind of animal",
        options: [
          { value: "any", label: "Any animal" },
          { value: "mammal", label: "Mammals" },
          { value: "bird", label: "Birds" },
          { value: "reptile", label: "Reptiles" },
          { value: "amphibian", label: "Amphibians" },
          { value: "fish", label: "Fish" },
          { value: "insect", label: "Insects" },
          { value: "other", label: "Other invertebrates (spiders, crabs, snails…)" },
        ],
        default: "any",
      }),
      keeps: (animal, group) => group === "any" || animal.group === group,
    },
  ],
  plural: (group) => GROUP_PLURALS[group],
  value: (a) => ({ text: capitalize(a.name), data: { name: a.name, group: a.group } }),
});
